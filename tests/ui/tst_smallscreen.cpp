// On a 1280x720 screen (a projector, a small laptop), in both languages, normal and presentation
// mode: the main window fits the screen, every comparison-table name is shown whole (the
// assessment column gives way first), and the wizard's every page fits with its buttons.

#include "jobcontroller.h"
#include "jobparser.h"
#include "mainwindow.h"
#include "models/comparisonmodel.h"
#include "results/resultsworkspace.h"
#include "translations.h"
#include "uitestsupport.h"
#include "wizard/planwizard.h"

#include <QAbstractButton>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChartView>
#include <QFile>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QScopeGuard>
#include <QScreen>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace {

/// The screen the test runs on: 1280x720 (a projector), or GPUPLANNER_TEST_SCREEN as WxH (the
/// screenshot script runs it at 1440x900 too).
QSize testScreen()
{
    const QStringList wh = qEnvironmentVariable("GPUPLANNER_TEST_SCREEN").split(u'x');
    const QSize asked = wh.size() == 2 ? QSize(wh.at(0).toInt(), wh.at(1).toInt()) : QSize();
    return asked.width() >= 640 && asked.height() >= 480 ? asked : QSize(1280, 720);
}

const QSize kScreen = testScreen();

/// Width a cell's text needs in \a view: the text plus the style's cell margins.
int neededWidth(const QTableView &view, const QModelIndex &index)
{
    QFont font = view.font();
    if (const QVariant f = index.data(Qt::FontRole); f.canConvert<QFont>())
        font = f.value<QFont>();
    return QFontMetrics(font).horizontalAdvance(index.data().toString());
}

} // namespace

class TestSmallScreen final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    /// Shows \a window on the test catalog with its plan computed, in presentation mode if
    /// asked; a failure is recorded for the caller to return on. Presentation mode sets the
    /// application's type larger: the guard returned sets normal mode back for the next test.
    auto showWindow(gp::ui::MainWindow &window, bool presentation)
    {
        auto normal = qScopeGuard([&window] { window.setPresentationMode(false); });
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            QTest::qFail("the window is not shown", __FILE__, __LINE__);
        else if (!QTest::qWaitFor([&window] { return !window.controller()->isPending(); }))
            QTest::qFail("the plan is not computed", __FILE__, __LINE__);
        else if (presentation)
            window.setPresentationMode(true);
        return normal;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), kScreen);
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(m_catalog.offerings.size() >= 14);
    }

    void cleanupTestCase() { gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))); }

    void everyNameIsShownWholeAndTheWindowFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("presentation");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QTest::newRow(qPrintable(language + QStringLiteral(" normal"))) << language << false;
            QTest::newRow(qPrintable(language + QStringLiteral(" presentation")))
                << language << true;
        }
    }

    void everyNameIsShownWholeAndTheWindowFits()
    {
        QFETCH(QString, language);
        QFETCH(bool, presentation);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(language)));
        gp::ui::MainWindow window;
        const auto normal = showWindow(window, presentation);
        if (QTest::currentTestFailed())
            return;
        QCoreApplication::processEvents();
        // The window, its frame margin included, within the screen.
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(window.width() <= screen.width() && window.height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));

        gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
        results->tabs()->setCurrentIndex(gp::ui::ResultsWorkspace::ComparisonTab);
        QCoreApplication::processEvents();
        QTableView *table = results->comparisonView();
        QVERIFY(table->isVisible());
        const QAbstractItemModel *model = table->model();
        QVERIFY(model->rowCount() >= 14);
        const int column = gp::ui::ComparisonModel::Offering;
        // Cell margins as the style draws them: 2 x the focus frame margin, and a pixel each side.
        const int margins = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
        const QStringList seen = [&] {
            QStringList names;
            for (int row = 0; row < model->rowCount(); ++row)
                names << model->index(row, column).data().toString();
            return names;
        }();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, column);
            const int needed = neededWidth(*table, index) + margins;
            QVERIFY2(needed <= table->columnWidth(column),
                     qPrintable(QStringLiteral("%1 needs %2 px, the column has %3")
                                    .arg(index.data().toString())
                                    .arg(needed)
                                    .arg(table->columnWidth(column))));
            // And no two rows read the same.
            QCOMPARE(seen.count(index.data().toString()), 1);
        }
        // The table fits its view: nothing behind a scroll bar.
        QCOMPARE(table->horizontalHeader()->length() <= table->viewport()->width() + 1, true);
        // As the window looks on this screen; the docs' screenshots come from here.
        gp::uitest::saveShot(&window,
                             QStringLiteral("%1window-%2x%3-%4-%5")
                                 .arg(QTest::currentTestFailed() ? u"failed-"_qs : QString())
                                 .arg(kScreen.width())
                                 .arg(kScreen.height())
                                 .arg(language, presentation ? u"presentation"_qs : u"normal"_qs));
    }

    void everyMemoryBarIsNamedWhole_data() { everyNameIsShownWholeAndTheWindowFits_data(); }

    void everyMemoryBarIsNamedWhole()
    {
        // A short chart holds fewer bars (the title counts the rest) and a narrow one sets its
        // names and title smaller, never cut to "..."; the legend wraps.
        QFETCH(QString, language);
        QFETCH(bool, presentation);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(language)));
        gp::ui::MainWindow window;
        const auto normal = showWindow(window, presentation);
        if (QTest::currentTestFailed())
            return;
        gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
        results->tabs()->setCurrentIndex(gp::ui::ResultsWorkspace::MemoryTab);
        auto *view = window.findChild<QChartView *>(QStringLiteral("memoryChart"));
        QVERIFY(view && view->isVisible());
        QTest::qWait(50); // a new size that holds other bars draws them in a queued call
        QCoreApplication::processEvents();
        const QList<QAbstractAxis *> axes = view->chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        auto *names = qobject_cast<QBarCategoryAxis *>(axes.first());
        QVERIFY(names && names->count() >= 4);
        QStringList shown;
        for (const QGraphicsItem *item : view->scene()->items()) {
            if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item);
                text && text->isVisible())
                shown << text->toPlainText();
        }
        // Names, legend and title whole: Qt Charts ends a text it shortens with "...".
        for (const QString &text : std::as_const(shown))
            QVERIFY2(!text.endsWith(QStringLiteral("...")), qPrintable(shown.join(u" | ")));
        for (const QString &name : names->categories())
            QVERIFY2(shown.contains(name),
                     qPrintable(name + QStringLiteral(" in ") + shown.join(u" | ")));
    }

    void everyWizardPageFitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void everyWizardPageFitsTheScreen()
    {
        QFETCH(QString, language);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(language)));
        gp::ui::PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const QRect screen = wizard.screen()->availableGeometry();
        int pages = 0;
        while (true) {
            QCoreApplication::processEvents();
            ++pages;
            const QSize hint = wizard.minimumSizeHint();
            const auto shot = qScopeGuard([&] {
                if (QTest::currentTestFailed())
                    gp::uitest::saveShot(&wizard,
                                         QStringLiteral("failed-smallscreen-wizard-%1-%2")
                                             .arg(language)
                                             .arg(wizard.currentId()));
            });
            QVERIFY2(hint.height() <= screen.height() && wizard.height() <= screen.height(),
                     qPrintable(QStringLiteral("page %1 needs %2 px of %3")
                                    .arg(wizard.currentId())
                                    .arg(std::max(hint.height(), wizard.height()))
                                    .arg(screen.height())));
            QWidget *finish = wizard.button(QWizard::FinishButton);
            QWidget *next = wizard.button(QWizard::NextButton);
            QWidget *button = finish->isVisible() ? finish : next;
            const QRect at(button->mapTo(&wizard, QPoint(0, 0)), button->size());
            QVERIFY2(wizard.rect().contains(at), qPrintable(QString::number(wizard.currentId())));
            if (finish->isVisible() || !next->isEnabled())
                break;
            wizard.next();
        }
        QVERIFY(pages >= 5);
    }
};

int main(int argc, char **argv)
{
    // A screen of the projector's size, for the offscreen platform.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(QStringLiteral(R"({"screens": [{"name": "projector", "x": 0, "y": 0,
                         "width": %1, "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96,
                         "dpr": 1}]})")
                          .arg(kScreen.width())
                          .arg(kScreen.height())
                          .toUtf8())
            < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestSmallScreen test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_smallscreen.moc"

// Switching the language at run time: View > Language changes the wizard's titles, the
// comparison table's headers, the charts and the recommendation without a restart, and the
// choice is remembered.

#include "appsettings.h"
#include "catalog.h"
#include "catalog/catalogeditor.h"
#include "catalog/catalogstore.h"
#include "catalog/priceeditmodel.h"
#include "charts/costtimechart.h"
#include "jobcontroller.h"
#include "jobparser.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "models/comparisonmodel.h"
#include "models/pricetablemodel.h"
#include "moneyformat.h"
#include "planner.h"
#include "results/jobinputspanel.h"
#include "results/resultsworkspace.h"
#include "translations.h"
#include "uitestsupport.h"
#include "wizard/planwizard.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QWizardPage>

using gp::ui::LanguageMenu;

namespace {

/// The app's settings file (in the test folder: QStandardPaths test mode).
QSettings gpuSettings()
{
    return gp::appSettings();
}

} // namespace

class TestLanguage final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    /// The captions of the inputs panel that are cut short (narrower than their text).
    static QStringList clippedCaptions(QWidget *panel)
    {
        QStringList clipped;
        const auto labels = panel->findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->isVisible() && !label->wordWrap() && !label->text().isEmpty()
                && label->width() < label->sizeHint().width())
                clipped << label->text();
        }
        return clipped;
    }

    static bool hasLabel(QWidget *root, const QString &text)
    {
        const auto labels = root->findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->text() == text)
                return true;
        }
        return false;
    }

    /// The interface words a Chinese view must not show in English. Catalog data (model names,
    /// sites, ids) stays as it is; these are words of the program itself.
    static QStringList englishWordsIn(const QString &text)
    {
        static const QRegularExpression words(QStringLiteral(
            "\\b(Recommended|Feasible|Offering|Assessment|Cards|Layout|Memory|Time|Cost|Budget|"
            "Deadline|Price|Source|Observed|Weights|Gradients|Activations|Filter|Undo|Redo|"
            "Import|Export|Remove|Accelerators?|Overview|Untitled|Scenario|Compare|Results|"
            "Catalog|month|node|hours?|days?|copy|default|billed|pro-rated|machines?|cards?|"
            "Against|runner-up)\\b"));
        QStringList out;
        auto it = words.globalMatch(text);
        while (it.hasNext())
            out << it.next().captured(1);
        return out;
    }

    /// Every text a user sees in \a root now: labels, buttons, tab names, group titles, field
    /// hints, the headers and first rows of tables, the text panels and the charts' titles.
    static QStringList visibleTexts(QWidget *root)
    {
        QStringList out;
        const auto plain = [](const QString &text) {
            QTextDocument doc;
            doc.setHtml(text);
            return doc.toPlainText();
        };
        for (QWidget *w : root->findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            if (auto *label = qobject_cast<QLabel *>(w))
                out << plain(label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(w))
                out << button->text();
            else if (auto *group = qobject_cast<QGroupBox *>(w))
                out << group->title();
            else if (auto *edit = qobject_cast<QLineEdit *>(w))
                out << edit->placeholderText();
            else if (auto *bar = qobject_cast<QTabBar *>(w)) {
                for (int i = 0; i < bar->count(); ++i)
                    out << bar->tabText(i);
            } else if (auto *browser = qobject_cast<QTextBrowser *>(w)) {
                out << browser->toPlainText();
            } else if (auto *view = qobject_cast<QTableView *>(w)) {
                QAbstractItemModel *model = view->model();
                for (int c = 0; c < model->columnCount(); ++c) {
                    if (view->isColumnHidden(c))
                        continue;
                    out << model->headerData(c, Qt::Horizontal).toString();
                    // A price's source and note are the seller's words, kept as read.
                    if ((qobject_cast<gp::ui::PriceEditModel *>(model)
                         && (c == gp::ui::PriceEditModel::Source
                             || c == gp::ui::PriceEditModel::Note))
                        || (qobject_cast<gp::ui::PriceTableModel *>(model)
                            && (c == gp::ui::PriceTableModel::Source
                                || c == gp::ui::PriceTableModel::Note)))
                        continue;
                    for (int r = 0; r < std::min(model->rowCount(), 3); ++r)
                        out << model->index(r, c).data().toString();
                }
            } else if (auto *chart = qobject_cast<QChartView *>(w)) {
                out << chart->chart()->title();
                for (QAbstractAxis *axis : chart->chart()->axes())
                    out << axis->titleText();
            }
        }
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        gpuSettings().remove(QLatin1String(LanguageMenu::settingsKey));
        QVERIFY(m_dir.isValid());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(!m_catalog.offerings.isEmpty());
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
    }

    void cleanupTestCase() { gpuSettings().remove(QLatin1String(LanguageMenu::settingsKey)); }

    void wizardTitlesFollowTheLanguage()
    {
        gp::ui::PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QWizardPage *model = wizard.page(gp::ui::PlanWizard::ModelPageId);
        QWizardPage *training = wizard.page(gp::ui::PlanWizard::TrainingPageId);
        QWizardPage *constraints = wizard.page(gp::ui::PlanWizard::ConstraintsPageId);
        QCOMPARE(model->title(), QStringLiteral("Model"));
        QCOMPARE(training->title(), QStringLiteral("Training"));
        QCOMPARE(wizard.windowTitle(), QStringLiteral("New plan"));
        QVERIFY(hasLabel(model, QStringLiteral("P&arameters (billions):")));
        // A message beside a field, with the reason for its limit.
        auto *hours = constraints->findChild<QLineEdit *>(QStringLiteral("monthlyHours"));
        auto *hoursError = constraints->findChild<QLabel *>(QStringLiteral("monthlyHoursError"));
        QVERIFY(hours && hoursError);
        hours->setText(QStringLiteral("800"));
        QVERIFY2(hoursError->text().contains(QStringLiteral("a month has at most 744 hours")),
                 qPrintable(hoursError->text()));

        LanguageMenu::choose(QStringLiteral("zh_CN"));
        QTRY_COMPARE(model->title(), QStringLiteral("模型"));
        QCOMPARE(training->title(), QStringLiteral("训练"));
        QCOMPARE(constraints->title(), QStringLiteral("约束条件"));
        QCOMPARE(wizard.windowTitle(), QStringLiteral("新建规划"));
        QVERIFY(hasLabel(model, QStringLiteral("参数量（十亿）(&A)：")));
        QVERIFY(!hasLabel(model, QStringLiteral("P&arameters (billions):")));
        auto *method = training->findChild<QComboBox *>(QStringLiteral("method"));
        QVERIFY(method);
        QCOMPARE(method->itemText(0), QStringLiteral("全参数训练"));
        const auto groups = constraints->findChildren<QGroupBox *>();
        QVERIFY(!groups.isEmpty());
        QCOMPARE(groups.first()->title(), QStringLiteral("要求"));
        QVERIFY2(hoursError->text().contains(QStringLiteral("一个月最多 744 小时")),
                 qPrintable(hoursError->text()));
        gp::uitest::saveShot(&wizard, QStringLiteral("wizard-model-zh_CN"));

        LanguageMenu::choose(QStringLiteral("en"));
        QTRY_COMPARE(model->title(), QStringLiteral("Model"));
        QCOMPARE(method->itemText(0), QStringLiteral("Full-parameter training"));
        QCOMPARE(groups.first()->title(), QStringLiteral("Requirements"));
    }

    void comparisonHeadersFollowTheLanguage()
    {
        gp::ui::ComparisonModel model;
        QAbstractItemModelTester tester(&model);
        model.setPlan(gp::makePlan(gp::defaultJob(), m_catalog), m_catalog);
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        QVERIFY(headers.isValid());
        const auto header = [&model](int column) {
            return model.headerData(column, Qt::Horizontal).toString();
        };
        QCOMPARE(header(gp::ui::ComparisonModel::Offering), QStringLiteral("Offering"));
        QCOMPARE(header(gp::ui::ComparisonModel::CostBilled), QStringLiteral("Cost, billed"));

        LanguageMenu::choose(QStringLiteral("zh_CN"));
        QTRY_VERIFY(headers.count() > 0);
        QCOMPARE(header(gp::ui::ComparisonModel::Offering), QStringLiteral("配置"));
        QCOMPARE(header(gp::ui::ComparisonModel::CostBilled), QStringLiteral("实付费用"));
        QCOMPARE(header(gp::ui::ComparisonModel::Memory), QStringLiteral("每卡显存"));

        headers.clear();
        LanguageMenu::choose(QStringLiteral("en"));
        QTRY_VERIFY(headers.count() > 0);
        QCOMPARE(header(gp::ui::ComparisonModel::Offering), QStringLiteral("Offering"));
    }

    void comparisonFitsA1280WindowInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }

    void comparisonFitsA1280WindowInBothLanguages()
    {
        QFETCH(QString, language);
        LanguageMenu::choose(language);
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test catalog"));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!window.controller()->isPending());
        gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
        results->tabs()->setCurrentIndex(gp::ui::ResultsWorkspace::ComparisonTab);
        QTableView *table = results->comparisonView();
        QCoreApplication::processEvents();
        QVERIFY(table->isVisible());
        gp::uitest::saveShot(&window, QStringLiteral("main-window-comparison-1280-") + language);
        // Every column on screen, none scrolled out of sight.
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
        int used = 0;
        for (int column = 0; column < table->model()->columnCount(); ++column) {
            if (table->isColumnHidden(column))
                continue;
            used += table->columnWidth(column);
            if (column == gp::ui::ComparisonModel::Offering
                || column == gp::ui::ComparisonModel::Assessment)
                continue;
            // The numbers and the chances are never cut: each column is as wide as its widest
            // cell and its header.
            const int needed
                = std::max(static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column),
                           table->horizontalHeader()->sectionSizeHint(column));
            QVERIFY2(table->columnWidth(column) >= needed,
                     qPrintable(table->model()->headerData(column, Qt::Horizontal).toString()));
        }
        QVERIFY2(used <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(used).arg(table->viewport()->width())));
        // The verdict keeps room enough to be read.
        QVERIFY(table->columnWidth(gp::ui::ComparisonModel::Assessment)
                >= table->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 10);
        LanguageMenu::choose(QStringLiteral("en"));
    }

    void everyTabSpeaksChineseAfterARunTimeSwitch()
    {
        LanguageMenu::choose(QStringLiteral("en"));
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test catalog"));
        window.resize(1440, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!window.controller()->isPending());
        LanguageMenu::choose(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        auto *mainTabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        QVERIFY(mainTabs);
        QStringList found;
        int scanned = 0;
        for (int page = 0; page < mainTabs->count(); ++page) {
            mainTabs->setCurrentIndex(page);
            QCoreApplication::processEvents();
            // Each inner tab of the page too (results charts, catalog pages).
            const auto inner = mainTabs->widget(page)->findChildren<QTabWidget *>();
            QList<QTabWidget *> tabs(inner.begin(), inner.end());
            if (tabs.isEmpty())
                tabs << nullptr;
            for (QTabWidget *tab : std::as_const(tabs)) {
                for (int i = 0; i < (tab ? tab->count() : 1); ++i) {
                    if (tab)
                        tab->setCurrentIndex(i);
                    QCoreApplication::processEvents();
                    const QStringList texts = visibleTexts(mainTabs->widget(page));
                    scanned += int(texts.size());
                    for (const QString &text : texts) {
                        const QStringList english = englishWordsIn(text);
                        if (!english.isEmpty())
                            found << english.join(u',') + QStringLiteral(" in \"") + text.left(80)
                                    + u'"';
                    }
                }
            }
        }
        found.removeDuplicates();
        QVERIFY(scanned > 100); // the scan reached the pages' texts
        LanguageMenu::choose(QStringLiteral("en"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    void scalingNoteAndPriceHistorySwitchAtRunTime()
    {
        // The two texts drawn by a chart rather than set by the window: the note under the
        // scaling chart and the price-history chart of the catalog tab.
        LanguageMenu::choose(QStringLiteral("en"));
        // As the app runs: the catalog editor reads the file, with its price history.
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(m_dir.filePath(QStringLiteral("history.sqlite"))).ok);
        gp::ui::MainWindow window;
        auto *editor = window.findChild<gp::ui::CatalogEditor *>();
        QVERIFY(editor);
        editor->setCatalog(&catalog);
        window.setCatalog(editor->store()->data(), QStringLiteral("test catalog"));
        window.resize(1440, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!window.controller()->isPending());
        auto *results = window.resultsWorkspace();
        auto *inner = results->findChild<QTabWidget *>();
        QVERIFY(inner);
        inner->setCurrentIndex(gp::ui::ResultsWorkspace::ScalingTab);
        QCoreApplication::processEvents();
        auto *chooser = results->findChild<QComboBox *>(QStringLiteral("scalingOffering"));
        auto *note = results->findChild<QLabel *>(QStringLiteral("scalingNote"));
        QVERIFY(chooser && note);
        // An offering whose smallest card count pays for recomputation more cards do without.
        for (int i = 0; i < chooser->count() && note->text().isEmpty(); ++i) {
            chooser->setCurrentIndex(i);
            emit chooser->activated(i);
            QCoreApplication::processEvents();
        }
        const QString english = note->text();
        QVERIFY2(!english.isEmpty(), "no offering of the default job scales faster than perfect");

        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        tabs->setCurrentIndex(gp::ui::MainWindow::CatalogTab);
        auto *history = window.findChild<QChartView *>(QStringLiteral("priceHistoryChart"));
        QVERIFY(history);
        auto *offerings = window.findChild<QTableView *>(QStringLiteral("offeringTable"));
        QVERIFY(offerings && offerings->model()->rowCount() > 0);
        offerings->selectRow(0);
        QCoreApplication::processEvents();
        QTRY_VERIFY(!history->chart()->title().isEmpty());
        QVERIFY(englishWordsIn(history->chart()->title()).size() > 0);

        LanguageMenu::choose(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        const QString chinese = note->text();
        const QString title = history->chart()->title();
        QStringList axes;
        for (QAbstractAxis *axis : history->chart()->axes())
            axes << axis->titleText();
        LanguageMenu::choose(QStringLiteral("en"));
        QVERIFY2(chinese != english && englishWordsIn(chinese).isEmpty(), qPrintable(chinese));
        QVERIFY2(englishWordsIn(title).isEmpty(), qPrintable(title));
        QVERIFY2(englishWordsIn(axes.join(u' ')).isEmpty(), qPrintable(axes.join(u' ')));
    }

    void chineseAmountsSayWanInTheWindowToo()
    {
        // The headline and the details panel write large amounts as the summary, the
        // presentation and the PDF do: "¥86,880 (¥8.69万)".
        LanguageMenu::choose(QStringLiteral("zh_CN"));
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test catalog"));
        window.resize(1440, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller()->flush();
        const gp::Plan &plan = window.controller()->plan();
        const gp::PlanOption *best = plan.option(plan.recommendedId);
        QVERIFY(best && best->needBilledFen >= 1000000);
        const QLocale zh(QLocale::Chinese, QLocale::China);
        const QString wan = gp::format::formatMoneyWan(best->needBilledFen, zh);
        QCoreApplication::processEvents();
        auto *headline = window.findChild<QTextBrowser *>(QStringLiteral("recommendationText"));
        auto *details = window.findChild<QTextBrowser *>(QStringLiteral("optionDetails"));
        QVERIFY(headline && details);
        const QString headlineText = headline->toPlainText();
        const QString detailsText = details->toPlainText();
        LanguageMenu::choose(QStringLiteral("en"));
        QVERIFY2(headlineText.contains(wan),
                 qPrintable(wan + QStringLiteral(" not in ") + headlineText));
        QVERIFY2(detailsText.contains(wan),
                 qPrintable(wan + QStringLiteral(" not in ") + detailsText));
        QVERIFY(!gp::format::formatMoneyForManagers(best->needBilledFen, QLocale(QLocale::English))
                     .contains(QStringLiteral("万")));
    }

    void menuSwitchesTheWindowAndIsRemembered()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test catalog"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *menu = window.menuBar()->findChild<LanguageMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        auto *chinese = menu->findChild<QAction *>(QStringLiteral("languageChinese"));
        auto *english = menu->findChild<QAction *>(QStringLiteral("languageEnglish"));
        QVERIFY(chinese && english);
        QVERIFY(english->isChecked());

        gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
        QTabWidget *tabs = results->tabs();
        const int costTab = tabs->indexOf(results->costTimeChart());
        QCOMPARE(tabs->tabText(costTab), QStringLiteral("Cost vs &time"));
        const QString englishTitle = results->costTimeChart()->chart()->title();
        QVERIFY2(englishTitle.contains(QStringLiteral("Cost")), qPrintable(englishTitle));
        auto *recommendation
            = results->findChild<QTextBrowser *>(QStringLiteral("recommendationText"));
        QVERIFY(recommendation);
        QVERIFY(recommendation->toPlainText().contains(QStringLiteral("Recommended")));

        chinese->trigger();
        QCOMPARE(gpuSettings().value(QLatin1String(LanguageMenu::settingsKey)).toString(),
                 QStringLiteral("zh_CN"));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QTRY_COMPARE(tabs->tabText(costTab), QStringLiteral("费用与时间(&T)"));
        QVERIFY(chinese->isChecked());
        QTRY_VERIFY(results->costTimeChart()->chart()->title().contains(QStringLiteral("费用")));
        QVERIFY(recommendation->toPlainText().contains(QStringLiteral("推荐")));
        QTRY_VERIFY2(clippedCaptions(results->inputsPanel()).isEmpty(),
                     qPrintable(clippedCaptions(results->inputsPanel()).join(u", ")));
        QVERIFY(!recommendation->toPlainText().contains(QStringLiteral("Recommended")));
        QCOMPARE(menu->title(), QStringLiteral("语言(&L)"));
        QCOMPARE(LanguageMenu::savedLocale().language(), QLocale::Chinese);
        gp::uitest::saveShot(&window, QStringLiteral("mainwindow-zh_CN"));

        english->trigger();
        QTRY_COMPARE(tabs->tabText(costTab), QStringLiteral("Cost vs &time"));
        QCOMPARE(gpuSettings().value(QLatin1String(LanguageMenu::settingsKey)).toString(),
                 QStringLiteral("en"));
        QTRY_VERIFY(recommendation->toPlainText().contains(QStringLiteral("Recommended")));
    }

    void startsInChinese()
    {
        // A Chinese system: everything is built in Chinese from the start.
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("zh_CN"))));
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("价格库"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
        QCOMPARE(results->comparisonModel()->headerData(0, Qt::Horizontal).toString(),
                 QStringLiteral("配置"));
        QTRY_VERIFY2(clippedCaptions(results->inputsPanel()).isEmpty(),
                     qPrintable(clippedCaptions(results->inputsPanel()).join(u", ")));
        for (int tab = 0; tab < results->tabs()->count(); ++tab) {
            results->tabs()->setCurrentIndex(tab);
            QTest::qWait(50);
            gp::uitest::saveShot(&window, QStringLiteral("zh_CN-results-tab%1").arg(tab));
        }

        gp::ui::PlanWizard wizard(m_catalog, gp::defaultJob(), &window);
        wizard.show();
        QCOMPARE(wizard.button(QWizard::NextButton)->text(), QStringLiteral("下一步(&N) >"));
        for (int page = 0; page < 5; ++page) {
            gp::uitest::saveShot(&wizard, QStringLiteral("zh_CN-wizard-page%1").arg(page));
            wizard.next();
        }
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"

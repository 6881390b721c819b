// File > Settings: the catalog location and the stale age are checked as they are typed, written
// to the settings on OK and left alone otherwise; the results banner follows the new age at once.

#include "appsettings.h"
#include "catalog.h"
#include "catalog/priceagebanner.h"
#include "jobcontroller.h"
#include "settings/settingsdialog.h"
#include "uitestsupport.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using gp::db::Catalog;
using gp::ui::SettingsDialog;

class TestSettingsDialog final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static QPushButton *okButton(SettingsDialog &dialog)
    {
        auto *box = dialog.findChild<QDialogButtonBox *>();
        return box ? box->button(QDialogButtonBox::Ok) : nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init() { gp::appSettings().clear(); }

    void locationProblem_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("problem"); // a word of the message, or empty when fine
        QTest::newRow("empty: the default") << QString() << QString();
        QTest::newRow("file in a folder that exists")
            << m_dir.filePath(QStringLiteral("team.sqlite")) << QString();
        QTest::newRow("team catalog")
            << QStringLiteral("postgresql://planner@db.example:5432/gpu") << QString();
        QTest::newRow("server without database")
            << QStringLiteral("postgresql://planner@db.example") << QStringLiteral("postgresql://");
        QTest::newRow("folder") << m_dir.path() << QStringLiteral("folder");
        QTest::newRow("relative path")
            << QStringLiteral("catalog.sqlite") << QStringLiteral("whole path");
        QTest::newRow("missing folder") << QStringLiteral("/no/such/folder/catalog.sqlite")
                                        << QStringLiteral("/no/such/folder");
    }

    void locationProblem()
    {
        QFETCH(QString, location);
        QFETCH(QString, problem);
        const QString said = SettingsDialog::locationProblem(location);
        if (problem.isEmpty())
            QVERIFY2(said.isEmpty(), qPrintable(said));
        else
            QVERIFY2(said.contains(problem), qPrintable(said));
    }

    void okWritesBothSettings()
    {
        SettingsDialog dialog;
        auto *location = dialog.findChild<QLineEdit *>(QStringLiteral("catalogLocation"));
        auto *days = dialog.findChild<QSpinBox *>(QStringLiteral("staleAfterDays"));
        QVERIFY(location && days && okButton(dialog));
        QCOMPARE(days->value(), Catalog::kDefaultStaleAfterDays);
        // Nothing set: the field is empty and shows the default location greyed.
        QVERIFY(location->text().isEmpty());
        QCOMPARE(location->placeholderText(), QDir::toNativeSeparators(Catalog::defaultPath()));

        const QString team = m_dir.filePath(QStringLiteral("team.sqlite"));
        QTest::keyClicks(location, team);
        days->selectAll();
        QTest::keyClicks(days, QStringLiteral("14"));
        QVERIFY(okButton(dialog)->isEnabled());
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(Catalog::configuredPath(), team);
        QCOMPARE(Catalog::staleAfterDays(), 14);

        // Opened again, it shows what is set; clearing the location goes back to the default.
        SettingsDialog again;
        auto *location2 = again.findChild<QLineEdit *>(QStringLiteral("catalogLocation"));
        QCOMPARE(location2->text(), team);
        location2->clear();
        again.accept();
        QCOMPARE(Catalog::configuredPath(), Catalog::defaultPath());
        QCOMPARE(Catalog::staleAfterDays(), 14);
    }

    void badLocationIsNamedAndNothingIsWritten()
    {
        SettingsDialog dialog;
        auto *location = dialog.findChild<QLineEdit *>(QStringLiteral("catalogLocation"));
        auto *error = dialog.findChild<QLabel *>(QStringLiteral("catalogLocationError"));
        auto *days = dialog.findChild<QSpinBox *>(QStringLiteral("staleAfterDays"));
        QVERIFY(location && error && days);
        QTest::keyClicks(location, QStringLiteral("/no/such/folder/catalog.sqlite"));
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY2(error->text().contains(QStringLiteral("/no/such/folder")),
                 qPrintable(error->text()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(gp::uitest::saveShot(&dialog, QStringLiteral("settings-dialog")));
        days->setValue(3);
        dialog.accept(); // Enter in a field: still refused
        QVERIFY(dialog.result() != QDialog::Accepted);
        QCOMPARE(Catalog::configuredPath(), Catalog::defaultPath());
        QCOMPARE(Catalog::staleAfterDays(), Catalog::kDefaultStaleAfterDays);
    }

    void cancelChangesNothing()
    {
        Catalog::setStaleAfterDays(45);
        SettingsDialog dialog;
        dialog.findChild<QSpinBox *>(QStringLiteral("staleAfterDays"))->setValue(2);
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("catalogLocation")),
                         m_dir.filePath(QStringLiteral("other.sqlite")));
        dialog.reject();
        QCOMPARE(Catalog::staleAfterDays(), 45);
        QCOMPARE(Catalog::configuredPath(), Catalog::defaultPath());
    }

    void bannerFollowsTheNewAgeAtOnce()
    {
        gp::ui::JobController controller;
        controller.setCatalog(gp::uitest::loadCatalog(m_dir));
        controller.flush();
        gp::ui::PriceAgeBanner banner(&controller);
        const QDate newest = controller.catalog().priceDate();
        banner.setToday(newest.addDays(20));
        QVERIFY(!banner.isWarning()); // 20 days < 30

        SettingsDialog dialog;
        dialog.findChild<QSpinBox *>(QStringLiteral("staleAfterDays"))->setValue(10);
        dialog.accept();
        banner.refresh();
        QVERIFY(banner.isWarning());
        QVERIFY2(banner.text().contains(QStringLiteral("10")), qPrintable(banner.text()));
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"

// A trial log brought into the window: opened from File > Add trial log or dropped on it, the
// dialog asks which accelerator and cards ran it (suggested from the log and the plan), and the
// log's steady speed becomes the job's run; a log that cannot be read is reported naming the
// file and leaves the job as it was; the job saves the log's path relative to the new file.

#include "jobcontroller.h"
#include "jobparser.h"
#include "mainwindow.h"
#include "planner.h"
#include "scenarios/scenariofile.h"
#include "scenariotestsupport.h"
#include "triallog/triallogdialog.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <functional>

using namespace Qt::StringLiterals;

using gp::uitest::onNextModal;

namespace {

QString logSample(const QString &name)
{
    return QDir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR"))
        .filePath(u"tests/data/triallog/"_s + name);
}

/// Sends \a path to \a window as a file dragged in and dropped; true when the drag was taken.
bool dropFile(QWidget &window, const QString &path)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    return drop.isAccepted();
}

bool hasAdvice(const gp::Plan &plan, const QString &code)
{
    for (const gp::Reason &r : plan.advice) {
        if (r.code == code)
            return true;
    }
    return false;
}

constexpr auto kRtx4090 = "rtx-4090-24g";

} // namespace

class TestTrialLogInWindow final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    void openLoraJob(gp::ui::MainWindow &window)
    {
        window.setCatalog(m_catalog, u"test"_s);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(gp::scenariotest::sampleJob(u"lora-7b.gpuplan"_s)));
        QVERIFY(window.controller()->job().measured.isEmpty());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(!m_catalog.offerings.isEmpty());
    }

    void aDroppedLogAsksForTheRunSuggestingItsCards()
    {
        gp::ui::MainWindow window;
        openLoraJob(window);
        QString dialogName;
        int suggestedGpus = 0;
        QString suggestedAccelerator;
        QString reading;
        onNextModal([&](QWidget *modal) {
            dialogName = modal->objectName();
            if (auto *gpus = modal->findChild<QSpinBox *>(u"trialLogGpus"_s))
                suggestedGpus = gpus->value();
            if (auto *acc = modal->findChild<QComboBox *>(u"trialLogAccelerator"_s))
                suggestedAccelerator = acc->currentData().toString();
            if (auto *label = modal->findChild<QLabel *>(u"trialLogReading"_s))
                reading = label->text();
            gp::uitest::saveShot(modal, u"trial-log-dialog"_s);
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->accept();
        });
        QVERIFY(dropFile(window, logSample(u"deepspeed-zero2-4cards.log"_s)));
        QTRY_VERIFY(!window.controller()->job().measured.isEmpty());

        QCOMPARE(dialogName, u"trialLogDialog"_s);
        // The log's settings say world_size 4; the job has no trial yet, so the card the plan
        // recommends (an RTX 4090 for this LoRA) is the one suggested.
        QCOMPARE(suggestedGpus, 4);
        QCOMPARE(suggestedAccelerator, QLatin1String(kRtx4090));
        QVERIFY2(reading.contains(u"DeepSpeed"_s), qPrintable(reading));

        const gp::Measurement m = window.controller()->job().measured.constFirst();
        QCOMPARE(m.accelerator, QLatin1String(kRtx4090));
        QCOMPARE(m.gpus, 4);
        QCOMPARE(m.log, logSample(u"deepspeed-zero2-4cards.log"_s));
        QVERIFY(m.fromLog.has_value());
        QVERIFY(m.tokensPerS > 0);
        QVERIFY(window.isWindowModified());
        window.controller()->flush();
        QCOMPARE(window.controller()->plan().efficiencySource, u"measured"_s);
        QVERIFY(hasAdvice(window.controller()->plan(), u"trial_log"_s));
    }

    void cancellingTheDialogLeavesTheJob()
    {
        gp::ui::MainWindow window;
        openLoraJob(window);
        bool asked = false;
        onNextModal([&](QWidget *modal) {
            asked = modal->objectName() == u"trialLogDialog"_s;
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
        });
        QVERIFY(dropFile(window, logSample(u"trainer_log.jsonl"_s)));
        QTRY_VERIFY(asked);
        QCoreApplication::processEvents();
        QVERIFY(window.controller()->job().measured.isEmpty());
        QVERIFY(!window.isWindowModified());
    }

    void aSecondLogOfTheSameRunReplacesTheFirstAndSavesRelative()
    {
        gp::ui::MainWindow window;
        openLoraJob(window);
        const QString log = logSample(u"trainer_log.jsonl"_s);
        QVERIFY(window.addTrialLogFile(log, QLatin1String(kRtx4090), 2));
        QVERIFY(window.addTrialLogFile(log, QLatin1String(kRtx4090), 2));
        QCOMPARE(window.controller()->job().measured.size(), 1);
        QVERIFY(window.addTrialLogFile(log, QLatin1String(kRtx4090), 1));
        QCOMPARE(window.controller()->job().measured.size(), 2);
        const double twoCards = window.controller()->job().measured.constFirst().tokensPerS;

        QVERIFY(QDir(m_dir.path()).mkpath(u"plans"_s));
        const QString saved = m_dir.filePath(u"plans/lora with log.gpuplan"_s);
        QVERIFY(window.saveTo(saved));
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QString relative = QDir(m_dir.filePath(u"plans"_s)).relativeFilePath(log);
        QVERIFY2(text.contains(u"\"log\": \""_s + relative + u'"'), qPrintable(text));

        gp::ui::MainWindow other;
        other.setCatalog(m_catalog, u"test"_s);
        QVERIFY(other.openFile(saved));
        QCOMPARE(other.controller()->job().measured.size(), 2);
        QCOMPARE(other.controller()->job().measured.constFirst().tokensPerS, twoCards);
    }

    void anUnreadableLogIsReportedAndTheJobStays_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("damaged Megatron log") << logSample(u"refused/megatron-damaged.log"_s);
        QTest::newRow("cut trainer_log.jsonl") << logSample(u"refused/trainer_log-cut.jsonl"_s);
        QTest::newRow("no such file") << m_dir.filePath(u"gone.log"_s);
    }

    void anUnreadableLogIsReportedAndTheJobStays()
    {
        QFETCH(QString, file);
        gp::ui::MainWindow window;
        openLoraJob(window);
        const gp::Job before = window.controller()->job();
        QString shown;
        QString dialogName;
        onNextModal([&](QWidget *modal) {
            dialogName = modal->objectName();
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                shown = box->text() + u'\n' + box->informativeText();
                box->accept();
            } else {
                modal->close();
            }
        });
        QVERIFY(!window.addTrialLogFile(file, QLatin1String(kRtx4090), 2));
        QCOMPARE(dialogName, u"trialLogErrorDialog"_s);
        QVERIFY2(shown.contains(QFileInfo(file).fileName()), qPrintable(shown));
        QVERIFY(window.controller()->job() == before);

        // Dropped, it is refused before the dialog asks anything.
        dialogName.clear();
        onNextModal([&](QWidget *modal) {
            dialogName = modal->objectName();
            modal->close();
        });
        QVERIFY(dropFile(window, file));
        QTRY_VERIFY(!dialogName.isEmpty());
        QCOMPARE(dialogName, u"trialLogErrorDialog"_s);
        QVERIFY(window.controller()->job() == before);
    }

    void aDroppedJobFileOpensIt()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, u"test"_s);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString job = gp::scenariotest::sampleJob(u"lora-7b-trial.gpuplan"_s);
        QVERIFY(dropFile(window, job));
        QTRY_COMPARE(window.filePath(), QFileInfo(job).absoluteFilePath());
        QCOMPARE(window.controller()->job().measured.size(), 1);
        QVERIFY(window.controller()->job().measured.constFirst().fromLog.has_value());
    }

    void theSuggestedAcceleratorIsTheTeamsLastTrial()
    {
        gp::Job job = gp::defaultJob();
        const gp::Plan plan = gp::makePlan(job, m_catalog);
        // No trial yet: the card the plan says to try first.
        QString trialCard;
        for (const gp::Reason &r : plan.recommendation) {
            if (r.code == u"trial_first"_s)
                trialCard = m_catalog.offering(r.text(u"offering"_s))->acceleratorId;
        }
        QVERIFY(!trialCard.isEmpty());
        QCOMPARE(gp::ui::TrialLogDialog::suggestAccelerator(job, plan, m_catalog), trialCard);
        job.measured << gp::Measurement(u"h100-sxm-80g"_s, 8, 20000);
        QCOMPARE(gp::ui::TrialLogDialog::suggestAccelerator(job, plan, m_catalog),
                 u"h100-sxm-80g"_s);
    }
};

QTEST_MAIN(TestTrialLogInWindow)
#include "tst_trialloginwindow.moc"

// The one-page decision PDF, laid out in the process: one page for every sample job in both
// languages, with the recommended option, the runner-up and the six checks on it.

#include "catalog.h"
#include "decisionwriter.h"
#include "jobparser.h"
#include "moneyformat.h"
#include "planner.h"
#include "reasontext.h"
#include "reportwriter.h"
#include "translations.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {

QString sourceDir()
{
    return qEnvironmentVariable("GPUPLANNER_SOURCE_DIR");
}

/// Page objects in a PDF file ("/Type /Page", not the "/Type /Pages" tree above them).
int pdfPageCount(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
    return int(QString::fromLatin1(f.readAll()).count(page));
}

QString runnerUpId(const gp::Plan &plan)
{
    for (const gp::Reason &r : plan.recommendation) {
        if (r.code == u"runner_up")
            return r.text(QStringLiteral("offering"));
    }
    return {};
}

} // namespace

class TestDecisionPdf final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    gp::report::ReportInput input(const QString &jobFile)
    {
        QFile f(QDir(sourceDir()).filePath(QStringLiteral("resources/jobs/") + jobFile));
        if (!f.open(QIODevice::ReadOnly))
            qWarning() << "cannot read" << f.fileName();
        const gp::JobParseResult parsed = gp::parseJob(f.readAll());
        if (!parsed.job)
            qWarning() << jobFile << parsed.errorLine();
        return {
            gp::makePlan(parsed.job.value_or(gp::defaultJob()), m_catalog), m_catalog, QLocale(),
            QStringLiteral("Catalog: %1").arg(m_dir.filePath(QStringLiteral("catalog.sqlite")))};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        gp::db::Catalog catalog;
        const auto opened = catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        QVERIFY2(opened.ok, qPrintable(opened.message));
        QString error;
        m_catalog = catalog.loadCurrent(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!m_catalog.offerings.isEmpty());
    }

    void cleanupTestCase() { gp::i18n::install(QLocale(QLocale::English)); }

    void everySampleJobFitsOnePage_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("checksHeading");
        const QStringList jobs = QDir(sourceDir() + QStringLiteral("/resources/jobs"))
                                     .entryList({QStringLiteral("*.gpuplan")});
        QVERIFY(jobs.size() >= 8);
        for (const QString &job : jobs) {
            QTest::addRow("%s en", qPrintable(job))
                << job << QStringLiteral("en") << QStringLiteral("Checks before ordering");
            QTest::addRow("%s zh_CN", qPrintable(job))
                << job << QStringLiteral("zh_CN") << QStringLiteral("下单前检查");
        }
    }

    void everySampleJobFitsOnePage()
    {
        QFETCH(QString, job);
        QFETCH(QString, lang);
        QFETCH(QString, checksHeading);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(lang)));
        const gp::report::ReportInput in = input(job);
        QVERIFY2(!in.plan.recommendedId.isEmpty(), "every sample job has a recommendation");

        const QString pdf = m_dir.filePath(QStringLiteral("%1-%2.pdf").arg(job, lang));
        QString error;
        gp::report::DecisionLayout layout;
        QVERIFY2(gp::report::DecisionWriter::writePdf(in, pdf, &error, &layout), qPrintable(error));
        qInfo() << job << lang << layout.fontPoints << "pt type," << layout.chartPoints
                << "pt chart";
        QCOMPARE(layout.pages, 1);
        QCOMPARE(pdfPageCount(pdf), 1);
        // The chart is shrunk to make room, never below a readable size.
        QVERIFY2(layout.chartPoints >= 170, qPrintable(QString::number(layout.chartPoints)));

        const QString text = layout.text.join(QLatin1Char('\n'));
        const QString recommended
            = gp::format::offeringLabel(in.plan.recommendedId, m_catalog, in.locale);
        QVERIFY2(text.contains(recommended), qPrintable(recommended));
        QCOMPARE(layout.recommended, recommended);
        const QString runner = runnerUpId(in.plan);
        if (!runner.isEmpty()) {
            const QString label = gp::format::offeringLabel(runner, m_catalog, in.locale);
            QVERIFY2(text.contains(label), qPrintable(label));
            QCOMPARE(layout.runnerUp, label);
        }
        QVERIFY2(text.contains(checksHeading), qPrintable(checksHeading));
        // The catalog is named by its file only: the page is circulated.
        QVERIFY(text.contains(QStringLiteral("catalog.sqlite")));
        QVERIFY2(!text.contains(m_dir.path()), qPrintable(m_dir.path()));
    }

    void aPlanWithoutRunnerUpOrRecommendationStillFits_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("case_");
        QTest::addColumn<QString>("said");
        QTest::newRow("one candidate, en")
            << QStringLiteral("en") << QStringLiteral("one")
            << QStringLiteral("No runner-up: no other option meets every requirement.");
        QTest::newRow("one candidate, zh_CN")
            << QStringLiteral("zh_CN") << QStringLiteral("one")
            << QStringLiteral("没有次选：没有其他配置满足全部要求。");
        QTest::newRow("nothing runs it, en")
            << QStringLiteral("en") << QStringLiteral("none")
            << QStringLiteral("No offering of the catalog can run this job as specified.");
        QTest::newRow("nothing runs it, zh_CN")
            << QStringLiteral("zh_CN") << QStringLiteral("none")
            << QStringLiteral("按给定条件，价格库中没有配置能运行此任务。");
    }

    void aPlanWithoutRunnerUpOrRecommendationStillFits()
    {
        QFETCH(QString, lang);
        QFETCH(QString, case_);
        QFETCH(QString, said);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(lang)));
        gp::Job job = gp::defaultJob();
        if (case_ == u"one") {
            // Only the machine the default job recommends is a candidate.
            const gp::Plan full = gp::makePlan(job, m_catalog);
            QVERIFY(!full.recommendedId.isEmpty());
            job.offerings = {full.recommendedId};
        } else {
            job.model.preset.clear();
            job.model.paramsB = 50000; // no card of the catalog holds it
        }
        gp::report::ReportInput in {gp::makePlan(job, m_catalog), m_catalog, QLocale(),
                                    QStringLiteral("Catalog: catalog.sqlite")};
        QCOMPARE(in.plan.recommendedId.isEmpty(), case_ == u"none");
        QVERIFY(runnerUpId(in.plan).isEmpty());
        gp::report::DecisionLayout layout;
        QString error;
        const QString pdf = m_dir.filePath(QStringLiteral("%1-%2.pdf").arg(case_, lang));
        QVERIFY2(gp::report::DecisionWriter::writePdf(in, pdf, &error, &layout), qPrintable(error));
        QCOMPARE(layout.pages, 1);
        QCOMPARE(pdfPageCount(pdf), 1);
        QVERIFY(layout.runnerUp.isEmpty());
        const QString text = layout.text.join(QLatin1Char('\n'));
        QVERIFY2(text.contains(said), qPrintable(text));
        if (case_ == u"none") {
            // No chart with nothing on it: what stops the options instead.
            QCOMPARE(layout.chartPoints, 0.0);
            const gp::PlanOption &first = in.plan.options.constFirst();
            QVERIFY(!first.reasons.isEmpty());
            const QString why
                = gp::format::reasonSentence(first.reasons.constFirst(), m_catalog, in.locale);
            QVERIFY2(text.contains(why), qPrintable(why));
        }
    }

    void bothReportsShareTheChecksOfTheRecommendedMachine()
    {
        QVERIFY(gp::i18n::install(QLocale(QLocale::English)));
        const gp::report::ReportInput in = input(QStringLiteral("default.gpuplan"));
        gp::report::DecisionLayout layout;
        QString error;
        QVERIFY2(gp::report::DecisionWriter::writePdf(
                     in, m_dir.filePath(QStringLiteral("checks.pdf")), &error, &layout),
                 qPrintable(error));
        const QStringList checks = gp::report::ReportWriter::checksBeforeOrdering(
            in.plan.option(in.plan.recommendedId), in.catalog);
        QCOMPARE(checks.size(), 6); // the seeds' six, for an NVIDIA machine
        const QString text = layout.text.join(QLatin1Char('\n'));
        for (const QString &line : checks)
            QVERIFY2(text.contains(line), qPrintable(line));
    }

    void checksSpeakTheVendorsTools_data()
    {
        QTest::addColumn<QString>("offering");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("absent");
        QTest::newRow("H100 machine")
            << u"jygpu-bm-h100-ningxia1"_s << u"nvidia-smi topo -m"_s << u"npu-smi"_s;
        QTest::newRow("910B machine")
            << u"jygpu-bm-910b-huawei"_s << u"npu-smi info"_s << u"nvidia-smi"_s;
        QTest::newRow("910B machine, versions")
            << u"jygpu-bm-910b-huawei"_s << u"CANN"_s << u"topo -m"_s;
        QTest::newRow("910B machine, HCCS") << u"jygpu-bm-910b"_s << u"hccn_tool"_s << u"NVLink"_s;
        QTest::newRow("4090 container") << u"jygpu-ct-4090"_s << u"nvidia-smi in it"_s << u"topo"_s;
        QTest::newRow("910B container")
            << u"jygpu-ct-910b"_s << u"npu-smi info"_s << u"nvidia-smi"_s;
    }

    void checksSpeakTheVendorsTools()
    {
        QFETCH(QString, offering);
        QFETCH(QString, tool);
        QFETCH(QString, absent);
        QVERIFY(gp::i18n::install(QLocale(QLocale::English)));
        const gp::report::ReportInput in = input(QStringLiteral("default.gpuplan"));
        const gp::PlanOption *option = in.plan.option(offering);
        QVERIFY2(option, qPrintable(offering));
        const QString text
            = gp::report::ReportWriter::checksBeforeOrdering(option, in.catalog).join(u'\n');
        QVERIFY2(text.contains(tool), qPrintable(text));
        QVERIFY2(!text.contains(absent), qPrintable(text));
    }

    void chineseSheetsSetNoLatinSeams_data()
    {
        QTest::addColumn<QString>("job");
        const QStringList jobs = QDir(sourceDir() + QStringLiteral("/resources/jobs"))
                                     .entryList({QStringLiteral("*.gpuplan")});
        QVERIFY(jobs.size() >= 8);
        for (const QString &job : jobs)
            QTest::newRow(qPrintable(job)) << job;
    }

    void chineseSheetsSetNoLatinSeams()
    {
        // Sentences and lists joined from parts: no space after "。：；，）", no ASCII ";" or "."
        // right after a Chinese character (the decision sheet's text as laid out).
        QFETCH(QString, job);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(u"zh_CN"_s)));
        const gp::report::ReportInput in = input(job);
        gp::report::DecisionLayout layout;
        QString error;
        QVERIFY2(gp::report::DecisionWriter::writePdf(
                     in, m_dir.filePath(u"seams-%1.pdf"_s.arg(job)), &error, &layout),
                 qPrintable(error));
        const QString text = layout.text.join(u'\n');
        QVERIFY(text.contains(u"下单前检查"_s));
        static const QRegularExpression seams(u"[。：；，）] |[\\x{4e00}-\\x{9fff}）][;.]"_s);
        const QRegularExpressionMatch m = seams.match(text);
        QVERIFY2(!m.hasMatch(),
                 qPrintable(text.mid(std::max<qsizetype>(0, m.capturedStart() - 30), 60)));
    }

    void bothReportsShowTheIdlePartOfTheBill_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<bool>("shown");
        // An 8.4-day run billed a whole month, and weekly runs billed for the month they fill.
        QTest::newRow("one run on a monthly machine") << u"default.gpuplan"_s << true;
        QTest::newRow("weekly runs") << u"weekly-70b.gpuplan"_s << false;
    }

    void bothReportsShowTheIdlePartOfTheBill()
    {
        QFETCH(QString, job);
        QFETCH(bool, shown);
        if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
            QFAIL("pdftotext (poppler-utils) is missing: installer/deps.sh installs it");
        QVERIFY(gp::i18n::install(QLocale(QLocale::English)));
        const gp::report::ReportInput in = input(job);
        const gp::PlanOption *rec = in.plan.option(in.plan.recommendedId);
        QVERIFY(rec);
        QCOMPARE(rec->idleFen > 0 && rec->runsPerMonth <= 0, shown);

        gp::report::DecisionLayout layout;
        QString error;
        QVERIFY2(gp::report::DecisionWriter::writePdf(
                     in, m_dir.filePath(u"idle-decision-%1.pdf"_s.arg(job)), &error, &layout),
                 qPrintable(error));
        const QString sheet = layout.text.join(u'\n');
        const QString full = m_dir.filePath(u"idle-report-%1.pdf"_s.arg(job));
        QVERIFY2(gp::report::ReportWriter::writePdf(in, full, &error), qPrintable(error));
        QProcess p;
        p.start(u"pdftotext"_s, {u"-enc"_s, u"UTF-8"_s, full, u"-"_s});
        QVERIFY(p.waitForFinished(60000));
        const QString report = QString::fromUtf8(p.readAllStandardOutput()).simplified();

        const QString idle = gp::format::formatMoney(rec->idleFen, in.locale);
        const QString prorated = gp::format::formatMoney(rec->costProratedFen.expected, in.locale);
        QCOMPARE(sheet.contains(u"%1 paid for idle time"_s.arg(idle)), shown);
        QCOMPARE(report.contains(u"%1 of the bill pays for idle time"_s.arg(idle)), shown);
        QCOMPARE(report.contains(u"Pro-rated by the hour it would cost %1"_s.arg(prorated)), shown);
        if (shown) {
            // Used and idle add up to the bill.
            QCOMPARE(rec->costProratedFen.expected + rec->idleFen, rec->costBilledFen);
        }
    }

    void theFullReportsHourBandsReadAtTheFiguresPrecision()
    {
        // "35 h (31–48)" as the sheet, the text plan and the window write it, not "(30.75–47.88)".
        if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
            QFAIL("pdftotext (poppler-utils) is missing: installer/deps.sh installs it");
        QVERIFY(gp::i18n::install(QLocale(QLocale::English)));
        const gp::report::ReportInput in = input(u"domestic-32b.gpuplan"_s);
        const gp::PlanOption *rec = in.plan.option(in.plan.recommendedId);
        QVERIFY(rec && rec->hours.low >= 10 && rec->hours.low != std::round(rec->hours.low));
        const QString full = m_dir.filePath(u"bands.pdf"_s);
        QString error;
        QVERIFY2(gp::report::ReportWriter::writePdf(in, full, &error), qPrintable(error));
        QProcess p;
        p.start(u"pdftotext"_s, {u"-enc"_s, u"UTF-8"_s, full, u"-"_s});
        QVERIFY(p.waitForFinished(60000));
        const QString report = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        const QString band
            = u"%1 (%2–%3)"_s.arg(gp::format::formatHours(rec->hours.expected, in.locale),
                                  gp::format::formatHoursFigure(rec->hours.low, in.locale),
                                  gp::format::formatHoursFigure(rec->hours.high, in.locale));
        QVERIFY2(report.contains(band), qPrintable(band));
        static const QRegularExpression twoDecimals(u"\\(\\d+\\.\\d\\d–"_s);
        QVERIFY2(!report.contains(twoDecimals), qPrintable(report.left(400)));
    }

    void longTextShrinksTheChartThenTheType_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<bool>("fullType");
        // A catalog description of so many words under the price sources.
        QTest::newRow("a few lines") << 50 << true;
        QTest::newRow("a third of a page") << 600 << false;
    }

    void longTextShrinksTheChartThenTheType()
    {
        QFETCH(int, words);
        QFETCH(bool, fullType);
        QVERIFY(gp::i18n::install(QLocale(QLocale::English)));
        gp::report::ReportInput in = input(QStringLiteral("default.gpuplan"));
        QString error;
        gp::report::DecisionLayout usual;
        QVERIFY2(gp::report::DecisionWriter::writePdf(
                     in, m_dir.filePath(QStringLiteral("usual.pdf")), &error, &usual),
                 qPrintable(error));
        QCOMPARE(usual.fontPoints, 9.0);

        in.catalogDescription
            += QLatin1Char(' ') + QStringList(words, QStringLiteral("long")).join(QLatin1Char(' '));
        gp::report::DecisionLayout layout;
        const QString pdf = m_dir.filePath(QStringLiteral("long-%1.pdf").arg(words));
        QVERIFY2(gp::report::DecisionWriter::writePdf(in, pdf, &error, &layout), qPrintable(error));
        qInfo() << words << "words:" << layout.fontPoints << "pt type," << layout.chartPoints
                << "pt chart; without them:" << usual.chartPoints << "pt chart";
        QCOMPARE(layout.pages, 1);
        QCOMPARE(pdfPageCount(pdf), 1);
        QCOMPARE(layout.fontPoints == usual.fontPoints, fullType);
        if (fullType)
            QVERIFY(layout.chartPoints < usual.chartPoints);
        QVERIFY(layout.chartPoints >= 170);
    }
};

QTEST_MAIN(TestDecisionPdf)
#include "tst_decisionpdf.moc"

// `gpuplanner report` end to end: the PDF's pages, its text as pdftotext extracts it, its fonts.

#include "reportwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runTool(const QString &program, const QStringList &args, const QProcessEnvironment &env = {})
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(120000))
        qWarning() << program << "did not finish";
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString jobPath(const QString &name)
{
    return QDir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR"))
        .filePath(QStringLiteral("resources/jobs/") + name);
}

} // namespace

class TestReport final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeReport(const QString &job, const QString &lang, const QString &configHome = {},
                        const QStringList &extra = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        if (!configHome.isEmpty())
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const QString pdf = m_dir.filePath(
            QStringLiteral("%1-%2%3%4.pdf")
                .arg(job, lang, QFileInfo(configHome).fileName(), extra.join(QString())));
        const Run r
            = runTool(QStringLiteral(GPUPLANNER_BIN),
                      QStringList {QStringLiteral("report"), jobPath(job), QStringLiteral("-o"),
                                   pdf, QStringLiteral("--lang"), lang}
                          + extra,
                      env);
        if (r.exitCode != 0)
            qWarning() << r.err;
        return r.exitCode == 0 ? pdf : QString();
    }

    static QString pdfText(const QString &pdf)
    {
        const Run r
            = runTool(QStringLiteral("pdftotext"),
                      {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        return QString::fromUtf8(r.out);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) is missing: installer/deps.sh installs it");
    }

    void staleAgeSettingReachesThePdf_data()
    {
        QTest::addColumn<int>("days");
        QTest::addColumn<bool>("warned");
        // The shipped prices date from 2026; one day is long past, ten years is not yet.
        QTest::newRow("1 day") << 1 << true;
        QTest::newRow("3650 days") << 3650 << false;
    }

    void staleAgeSettingReachesThePdf()
    {
        QFETCH(int, days);
        QFETCH(bool, warned);
        // The setting as the window's Settings dialog writes it, in the app's settings file.
        const QString configHome = m_dir.filePath(QStringLiteral("config-%1").arg(days));
        QString file;
        {
            // Where the app keeps its settings (gp::appSettings) under this config home.
            QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, configHome);
            QSettings settings(QSettings::NativeFormat, QSettings::UserScope,
                               QStringLiteral("gpuplanner"), QStringLiteral("gpuplanner"));
            file = settings.fileName();
        }
        QVERIFY(QDir().mkpath(QFileInfo(file).absolutePath()));
        {
            QSettings settings(file, QSettings::IniFormat);
            settings.setValue(QStringLiteral("catalog/staleAfterDays"), days);
        }
        QCOMPARE(QSettings(file, QSettings::IniFormat)
                     .value(QStringLiteral("catalog/staleAfterDays"))
                     .toInt(),
                 days);
        const QString pdf
            = writeReport(QStringLiteral("default.gpuplan"), QStringLiteral("en"), configHome);
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf).simplified();
        QCOMPARE(text.contains(QStringLiteral("verify the live prices before relying")), warned);
    }

    void reportHasTheOfferingsPricesAndRecommendation_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("English") << QStringLiteral("en")
                                 << QStringList {QStringLiteral("H100 80G x8"),
                                                 QStringLiteral("RTX 4090 24G x8"),
                                                 QStringLiteral("Ascend 910B"),
                                                 QStringLiteral("¥86,880"),
                                                 QStringLiteral("¥7,920"),
                                                 QStringLiteral("2026"),
                                                 QStringLiteral("verify the live price")};
        QTest::newRow("Chinese") << QStringLiteral("zh_CN")
                                 << QStringList {QStringLiteral("裸金属"),
                                                 QStringLiteral("宁夏一区"),
                                                 QStringLiteral("¥86,880"), QStringLiteral("2026")};
    }

    void reportHasTheOfferingsPricesAndRecommendation()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, expected);
        const QString pdf = writeReport(QStringLiteral("default.gpuplan"), lang);
        QVERIFY(!pdf.isEmpty());

        const Run info = runTool(QStringLiteral("pdfinfo"), {pdf});
        const QRegularExpression pagesRe(QStringLiteral("Pages:\\s+(\\d+)"));
        const auto m = pagesRe.match(QString::fromUtf8(info.out));
        QVERIFY(m.hasMatch());
        QVERIFY2(m.captured(1).toInt() >= 3, qPrintable(m.captured(1)));
        QVERIFY(info.out.contains("A4"));

        const QString text = pdfText(pdf);
        for (const QString &e : expected)
            QVERIFY2(text.contains(e), qPrintable(e));
        // Every page carries its number in the footer. pdftotext drops the spaces around a
        // number between Chinese characters ("第 1 页" extracts as "第1页").
        for (int page = 1; page <= m.captured(1).toInt(); ++page) {
            const QRegularExpression footer(QStringLiteral("(Page |第 ?)%1( ?页)?").arg(page));
            QVERIFY2(text.contains(footer), qPrintable(footer.pattern()));
        }
    }

    void theCirculatedPdfNamesNoLocalFolder_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }

    void theCirculatedPdfNamesNoLocalFolder()
    {
        QFETCH(QString, lang);
        const QString pdf = writeReport(QStringLiteral("default.gpuplan"), lang);
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf);
        // The catalog is named by its file, in a folder of the test's own temporary folder.
        QVERIFY(text.contains(QStringLiteral("catalog.sqlite")));
        QVERIFY2(!text.contains(m_dir.path()), qPrintable(m_dir.path()));
        QVERIFY(!text.contains(QDir::tempPath() + QLatin1Char('/')));
    }

    void theComparisonGivesEveryRowItsVerdictChancesAndMfu()
    {
        const QString pdf = writeReport(QStringLiteral("default.gpuplan"), QStringLiteral("en"));
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf);
        for (const QString &header : {QStringLiteral("Verdict"), QStringLiteral("MFU")})
            QVERIFY2(text.contains(header), qPrintable(header));
        // The default job has rows past its 21-day deadline: each says so with its own chance,
        // not a dash.
        QVERIFY(text.contains(QStringLiteral("Misses the deadline")));
        const QRegularExpression chance(QStringLiteral("[✓≈!✗]\\s?\\d+%"));
        QVERIFY2(text.count(chance) >= 6, qPrintable(QString::number(text.count(chance))));
    }

    void noHeadingIsStrandedAtAPageFoot_data()
    {
        QTest::addColumn<QString>("job");
        const QStringList jobs = QDir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR")
                                      + QStringLiteral("/resources/jobs"))
                                     .entryList({QStringLiteral("*.gpuplan")});
        for (const QString &job : jobs)
            QTest::newRow(qPrintable(job)) << job;
    }

    void noHeadingIsStrandedAtAPageFoot()
    {
        QFETCH(QString, job);
        const QString pdf = writeReport(job, QStringLiteral("en"));
        QVERIFY(!pdf.isEmpty());
        const QStringList headings {QStringLiteral("The job"),
                                    QStringLiteral("Recommendation"),
                                    QStringLiteral("Advice"),
                                    QStringLiteral("Comparison of every offering"),
                                    QStringLiteral("Cost against time"),
                                    QStringLiteral("Memory per GPU"),
                                    QStringLiteral("Monthly bare metal against hourly containers"),
                                    QStringLiteral("Assumptions"),
                                    QStringLiteral("Prices: dates and sources"),
                                    QStringLiteral("Checks before ordering")};
        const QStringList pages = pdfText(pdf).split(QLatin1Char('\f'));
        QVERIFY(pages.size() >= 2);
        for (int page = 0; page < pages.size(); ++page) {
            QStringList lines = pages.at(page).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            // The footer: "GPU Planner · <date> ..." and "Page N".
            while (!lines.isEmpty()
                   && (lines.constLast().trimmed().startsWith(QStringLiteral("Page "))
                       || lines.constLast().contains(QStringLiteral("GPU Planner ·"))
                       || lines.constLast().trimmed().isEmpty()))
                lines.removeLast();
            if (lines.isEmpty())
                continue;
            QVERIFY2(!headings.contains(lines.constLast().trimmed()),
                     qPrintable(QStringLiteral("page %1 ends with \"%2\"")
                                    .arg(page + 1)
                                    .arg(lines.constLast())));
        }
    }

    void theTableHeaderRepeatsOnEveryPageOfTheTable_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("spansPages");
        QTest::newRow("default, English") << u"default.gpuplan"_s << u"en"_s << true;
        // Shorter in Chinese: the header is checked wherever the table goes.
        QTest::newRow("default, Chinese") << u"default.gpuplan"_s << u"zh_CN"_s << false;
        QTest::newRow("domestic-32b") << u"domestic-32b.gpuplan"_s << u"en"_s << false;
        QTest::newRow("weekly-70b") << u"weekly-70b.gpuplan"_s << u"en"_s << false;
    }

    void theTableHeaderRepeatsOnEveryPageOfTheTable()
    {
        QFETCH(QString, job);
        QFETCH(QString, lang);
        QFETCH(bool, spansPages);
        const bool zh = lang == u"zh_CN"_s;
        const QString heading = zh ? u"所有配置对比"_s : u"Comparison of every offering"_s;
        const QString next = zh ? u"费用与时间"_s : u"Cost against time"_s;
        const QString pdf = writeReport(job, lang);
        QVERIFY(!pdf.isEmpty());
        const QStringList pages = pdfText(pdf).split(QLatin1Char('\f'));
        qsizetype first = -1;
        qsizetype last = -1;
        for (qsizetype i = 0; i < pages.size(); ++i) {
            if (first < 0 && pages.at(i).contains(heading))
                first = i;
            if (first >= 0 && last < 0 && pages.at(i).contains(next))
                last = i;
        }
        QVERIFY2(first >= 0 && last >= first, qPrintable(u"%1 %2"_s.arg(first).arg(last)));
        // The header's words as the table writes them (the first page has them, tested too).
        const QString header = zh ? u"结论"_s : u"Verdict"_s;
        int continued = 0;
        for (qsizetype i = first; i <= last; ++i) {
            QString page = pages.at(i);
            if (i == last && i > first)
                page = page.left(page.indexOf(next)); // only the table's tail, if any
            if (page.trimmed().isEmpty())
                continue;
            continued += i > first ? 1 : 0;
            QVERIFY2(page.contains(header),
                     qPrintable(u"page %1 has rows but no header"_s.arg(i + 1)));
        }
        if (spansPages)
            QVERIFY(continued > 0); // the case the test is for: a table on two pages
    }

    void englishPdfsCountInWordsNotParentheses_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<QStringList>("extra");
        const QStringList jobs
            = QDir(jobPath(QString())).entryList({QStringLiteral("*.gpuplan")}, QDir::Files);
        QVERIFY(jobs.size() >= 8);
        for (const QString &job : jobs) {
            QTest::newRow(qPrintable(job + QStringLiteral(", full report")))
                << job << QStringList();
            QTest::newRow(qPrintable(job + QStringLiteral(", decision")))
                << job << QStringList {QStringLiteral("--decision")};
        }
    }

    void englishPdfsCountInWordsNotParentheses()
    {
        // "8 cards", "1 card", "2 options": Qt's %n plural forms in both PDFs, never "card(s)".
        QFETCH(QString, job);
        QFETCH(QStringList, extra);
        const QString pdf = writeReport(job, QStringLiteral("en"), {}, extra);
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.size() > 500, qPrintable(text));
        static const QRegularExpression counted(QStringLiteral("[A-Za-z]\\(s\\)"));
        const QRegularExpressionMatch m = counted.match(text);
        QVERIFY2(!m.hasMatch(),
                 qPrintable(text.mid(std::max<qsizetype>(0, m.capturedStart() - 60), 120)));
    }

    void aShortLegendSaysHowManyOptionsItLeavesOut_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("where");
        // The 10k-budget job charts 14 options: more than either chart's legend has room for.
        QTest::newRow("full report") << QStringList() << QStringLiteral("see the comparison table");
        QTest::newRow("decision") << QStringList {QStringLiteral("--decision")}
                                  << QStringLiteral("see the full report's comparison table");
    }

    void aShortLegendSaysHowManyOptionsItLeavesOut()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, where);
        const QString pdf
            = writeReport(QStringLiteral("budget-10k.gpuplan"), QStringLiteral("en"), {}, extra);
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf).simplified();
        const QRegularExpression note(QStringLiteral("(\\d+) more options?: ")
                                      + QRegularExpression::escape(where));
        const QRegularExpressionMatch m = note.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text.right(2000)));
        QVERIFY(m.captured(1).toInt() >= 1);
    }

    void servingIsChartedAgainstItsOutputRate_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("axis");
        QTest::addColumn<QString>("notAxis");
        const QString rate = QStringLiteral("Output tokens/s of the deployment");
        const QString hours = QStringLiteral("Job duration (hours");
        // Serving is billed by the month whatever the card: against hours every option would
        // stand at 720 h.
        QTest::newRow("serving, full report")
            << QStringLiteral("inference-13b.gpuplan") << QStringList() << rate << hours;
        QTest::newRow("serving, decision")
            << QStringLiteral("chat-7b.gpuplan") << QStringList {QStringLiteral("--decision")}
            << rate << hours;
        QTest::newRow("training, decision")
            << QStringLiteral("lora-7b.gpuplan") << QStringList {QStringLiteral("--decision")}
            << hours << rate;
    }

    void servingIsChartedAgainstItsOutputRate()
    {
        QFETCH(QString, job);
        QFETCH(QStringList, extra);
        QFETCH(QString, axis);
        QFETCH(QString, notAxis);
        const QString pdf = writeReport(job, QStringLiteral("en"), {}, extra);
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.contains(axis), qPrintable(axis));
        QVERIFY2(!text.contains(notAxis), qPrintable(notAxis));
    }

    void folderPathsAreCutToTheFileName_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unix") << QStringLiteral("Catalog: /tmp/abc/catalog.sqlite")
                              << QStringLiteral("Catalog: catalog.sqlite");
        QTest::newRow("kept as") << QStringLiteral("Catalog: /home/x/c.sqlite (the old file was "
                                                   "kept as /home/x/c.sqlite.broken)")
                                 << QStringLiteral("Catalog: c.sqlite (the old file was kept as "
                                                   "c.sqlite.broken)");
        QTest::newRow("windows") << QStringLiteral("价格库：C:\\Users\\x\\catalog.sqlite")
                                 << QStringLiteral("价格库：catalog.sqlite");
        QTest::newRow("no path") << QStringLiteral("Catalog: the shipped default")
                                 << QStringLiteral("Catalog: the shipped default");
    }

    void folderPathsAreCutToTheFileName()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(gp::report::ReportWriter::withoutFolders(text), expected);
    }

    void chineseTextExtractsAsTheSameCharacters()
    {
        const QString pdf = writeReport(QStringLiteral("default.gpuplan"), QStringLiteral("zh_CN"));
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf);
        // A Japanese face maps some characters to the Kangxi radicals block (方 -> ⽅).
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            QVERIFY2(!(u >= 0x2E80 && u <= 0x2FDF),
                     qPrintable(QStringLiteral("radical U+%1").arg(int(u), 4, 16)));
        }
    }

    void theChineseDecisionExtractsAsWritten()
    {
        const QString pdf = writeReport(QStringLiteral("default.gpuplan"), QStringLiteral("zh_CN"),
                                        {}, {QStringLiteral("--decision")});
        QVERIFY(!pdf.isEmpty());
        const QString text = pdfText(pdf);
        // pdftotext drops the spaces between Chinese characters and Latin words.
        const QString flat = text.simplified().remove(QLatin1Char(' '));
        for (const QString &expected :
             {QStringLiteral("GPU租用决策"), QStringLiteral("租用H10080G×8裸金属整机"),
              QStringLiteral("与次选对比"), QStringLiteral("下单前检查"),
              QStringLiteral("¥86,880")})
            QVERIFY2(flat.contains(expected), qPrintable(expected + QStringLiteral("\n") + text));
        QCOMPARE(text.count(QLatin1Char('\f')), 1); // one page
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            QVERIFY2(!(u >= 0x2E80 && u <= 0x2FDF),
                     qPrintable(QStringLiteral("radical U+%1").arg(int(u), 4, 16)));
        }
    }

    void everyFontIsEmbedded()
    {
        const QString pdf = writeReport(QStringLiteral("lora-7b.gpuplan"), QStringLiteral("zh_CN"));
        QVERIFY(!pdf.isEmpty());
        const Run fonts = runTool(QStringLiteral("pdffonts"), {pdf});
        const QStringList lines
            = QString::fromUtf8(fonts.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 2); // two header lines, then one line per font
        for (const QString &line : lines.mid(2)) {
            const QStringList cols = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            // name type [type...] encoding emb sub uni object ID
            QVERIFY2(cols.size() >= 6, qPrintable(line));
            QCOMPARE(cols.at(cols.size() - 5), QStringLiteral("yes"));
        }
    }

    void startingWithoutDisplayWritesTheDefaultJobsPdf()
    {
        const QString folder = m_dir.filePath(QStringLiteral("headless"));
        QVERIFY(QDir().mkpath(folder));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(folder);
        p.start(QStringLiteral(GPUPLANNER_BIN), {});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString pdf = QDir(folder).filePath(QStringLiteral("gpuplanner-default-job.pdf"));
        QVERIFY2(out.contains(pdf), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("Recommended")));
        QVERIFY(QFile::exists(pdf));
        QVERIFY(pdfText(pdf).contains(QStringLiteral("GPU rental plan")));
    }

    void badJobExitsTwoAndWritesNothing()
    {
        const QString bad = m_dir.filePath(QStringLiteral("bad.gpuplan"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpuplanner-job/1", "model": {"params_b": -1}, "method": "full"})");
        f.close();
        const QString pdf = m_dir.filePath(QStringLiteral("never.pdf"));
        const Run r = runTool(QStringLiteral(GPUPLANNER_BIN),
                              {QStringLiteral("report"), bad, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("model.params_b"), r.err.constData());
        QVERIFY(!QFile::exists(pdf));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"

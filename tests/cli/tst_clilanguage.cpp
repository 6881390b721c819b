// The command line in both languages: --lang zh_CN gives a plan in Chinese with no English
// sentence left over, --lang en and a non-Chinese system give English, a bad --lang is bad input.

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCliLanguage final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run run(const QStringList &args, const QString &lcAll = QStringLiteral("C.UTF-8"))
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("LC_ALL"), lcAll);
        env.insert(QStringLiteral("LANG"), lcAll);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLANNER_BIN), args);
        Run r;
        if (!p.waitForFinished(120000))
            return r;
        r.exitCode = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    static QString job(const QString &name)
    {
        return qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + QStringLiteral("/resources/jobs/")
            + name;
    }

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void planInChinese_data()
    {
        QTest::addColumn<QString>("jobFile");
        QTest::newRow("default") << QStringLiteral("default.gpuplan");
        QTest::newRow("lora-7b") << QStringLiteral("lora-7b.gpuplan");
        QTest::newRow("inference-13b") << QStringLiteral("inference-13b.gpuplan");
        QTest::newRow("domestic-32b") << QStringLiteral("domestic-32b.gpuplan");
    }

    void planInChinese()
    {
        QFETCH(QString, jobFile);
        const Run r = run({QStringLiteral("plan"), job(jobFile), QStringLiteral("--lang"),
                           QStringLiteral("zh_CN")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *word : {"GPU Planner：这个任务该租哪台机器", "价格截至", "任务：", "方案",
                                 "配置", "卡数", "实付", "建议", "假设"})
            QVERIFY2(r.out.contains(QString::fromUtf8(word)), word);
        // Sentences of the plan text as English prints them: none may be left.
        for (const char *phrase : {"which machine to rent",
                                   "Prices as of",
                                   "Job:",
                                   "Recommended:",
                                   "Cheapest",
                                   "Fastest",
                                   "Break-even",
                                   "Why not",
                                   "Warnings",
                                   "Advice",
                                   "Assumptions",
                                   "does not fit",
                                   "Does not fit",
                                   "Misses the deadline",
                                   "Over budget",
                                   "card(s)",
                                   "per card-month",
                                   "Utilisation",
                                   "pro-rated",
                                   "billed",
                                   " days",
                                   " h ("})
            QVERIFY2(!r.out.contains(QLatin1String(phrase)), phrase);
    }

    void chineseSaysTheSeedTerms()
    {
        const Run r = run({QStringLiteral("plan"), job(QStringLiteral("default.gpuplan")),
                           QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.exitCode, 0);
        for (const char *term : {"裸金属", "容器", "整机", "小时", "显存", "包月", "按量", "万"})
            QVERIFY2(r.out.contains(QString::fromUtf8(term)), term);
        QVERIFY(r.out.contains(QStringLiteral("2026年9月28日")));
    }

    void planInEnglish()
    {
        const Run r = run({QStringLiteral("plan"), job(QStringLiteral("default.gpuplan")),
                           QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("Recommended:")));
        QVERIFY(r.out.contains(QStringLiteral("Assumptions")));
        QVERIFY(!r.out.contains(QStringLiteral("推荐")));
    }

    void englishCountsInWordsNotParentheses_data()
    {
        QTest::addColumn<QString>("jobFile");
        const QStringList jobs = QDir(QFINDTESTDATA("../../resources/jobs"))
                                     .entryList({QStringLiteral("*.gpuplan")}, QDir::Files);
        QVERIFY(jobs.size() >= 8);
        for (const QString &name : jobs)
            QTest::newRow(qPrintable(name)) << name;
    }

    void englishCountsInWordsNotParentheses()
    {
        // "8 cards", "1 card", "3 options": plurals through Qt's %n forms, never "card(s)".
        QFETCH(QString, jobFile);
        const Run r = run(
            {QStringLiteral("plan"), job(jobFile), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        static const QRegularExpression counted(QStringLiteral("[A-Za-z]\\(s\\)"));
        const QRegularExpressionMatch m = counted.match(r.out);
        QVERIFY2(!m.hasMatch(),
                 qPrintable(r.out.mid(std::max<qsizetype>(0, m.capturedStart() - 60), 120)));
    }

    void chineseSentencesUseFullWidthMarks_data() { englishCountsInWordsNotParentheses_data(); }

    void chineseSentencesUseFullWidthMarks()
    {
        // Chinese sentences join with "；" and end in "。", with no space after "。：；", and a
        // name inside a sentence is followed by its word without a space ("整机之前").
        QFETCH(QString, jobFile);
        const Run r = run({QStringLiteral("plan"), job(jobFile), QStringLiteral("--lang"),
                           QStringLiteral("zh_CN")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        static const QRegularExpression seams(QStringLiteral(
            "[。：；] |[\\x{4e00}-\\x{9fff}）][;.:]|[\\x{4e00}-\\x{9fff}] [之上内后]"));
        const QRegularExpressionMatch m = seams.match(r.out);
        QVERIFY2(!m.hasMatch(),
                 qPrintable(r.out.mid(std::max<qsizetype>(0, m.capturedStart() - 30), 60)));
    }

    void systemLocaleChoosesTheLanguage()
    {
        // Without --lang the system's language decides: zh_* is Chinese, C is English.
        const Run zh = run({QStringLiteral("plan"), job(QStringLiteral("default.gpuplan"))},
                           QStringLiteral("zh_CN.UTF-8"));
        QCOMPARE(zh.exitCode, 0);
        QVERIFY(zh.out.contains(QStringLiteral("推荐")));
        const Run c = run({QStringLiteral("plan"), job(QStringLiteral("default.gpuplan"))});
        QCOMPARE(c.exitCode, 0);
        QVERIFY(c.out.contains(QStringLiteral("Recommended:")));
    }

    void helpAndErrorsInChinese()
    {
        const Run help
            = run({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(QStringLiteral("规划该租哪台 GPU 机器")), qPrintable(help.out));
        const Run missing = run({QStringLiteral("plan"), QStringLiteral("/nonexistent.gpuplan"),
                                 QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("无法读取任务文件")), qPrintable(missing.err));
    }

    void badLanguageIsBadInput()
    {
        const Run r = run({QStringLiteral("plan"), job(QStringLiteral("default.gpuplan")),
                           QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--lang")));
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"

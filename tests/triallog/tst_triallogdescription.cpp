// describeTrialLogReading in both languages: what was read, skipped and kept, and the figures.

#include "translations.h"
#include "triallog.h"

#include <QFile>
#include <QtTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

TrialLogReading megatronReading()
{
    QFile f(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/triallog/megatron-8cards.log"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    TrialLogOptions options;
    options.sequenceLength = 4096;
    options.gpus = 8;
    const TrialLogResult result
        = parseTrialLog({f.readAll(), {}}, u"megatron-8cards.log"_s, options);
    return result.reading.value_or(TrialLogReading());
}

} // namespace

class TestTrialLogDescription final : public QObject {
    Q_OBJECT

private slots:
    void english();
    void chinese();
    void refusalInChinese();
};

void TestTrialLogDescription::english()
{
    QVERIFY(i18n::install(i18n::localeForCode(u"en"_s)));
    const QString text = describeTrialLogReading(megatronReading());
    QCOMPARE(text,
             u"Megatron-LM log: 20 step reports, steps 1\u2013200. "
             "Skipped as warm-up: 1 report, the first of each start and any within its first 3 "
             "steps. "
             "Dropped: 1 report slower than twice the median (1.20 s per step). "
             "Steady: 18 reports, steps 11\u2013200: 1.20 s per step, 436,907 tokens/s over all "
             "cards (the log's global batch \u00d7 the job's sequence length). "
             "Peak memory: 66.6 GB per card (reserved). The log says 8 cards. "
             "Run started 2025-03-14."_s);
}

void TestTrialLogDescription::chinese()
{
    QVERIFY(i18n::install(i18n::localeForCode(u"zh_CN"_s)));
    const QString text = describeTrialLogReading(megatronReading());
    QVERIFY2(text.contains(u"预热"), qPrintable(text));
    QVERIFY2(text.contains(u"66.6"), qPrintable(text));
    QVERIFY2(text.contains(u"436,907"), qPrintable(text));
    QVERIFY2(!text.contains(u"report"), qPrintable(text));
    // Chinese sentences follow each other without a space, figures are parted by a full-width
    // comma.
    QVERIFY2(!text.contains(u"。 ") && !text.contains(u", "), qPrintable(text));
}

void TestTrialLogDescription::refusalInChinese()
{
    QVERIFY(i18n::install(i18n::localeForCode(u"zh_CN"_s)));
    const TrialLogResult result
        = parseTrialLog({"Epoch 1/10\nloss: 0.3\n", {}}, u"train.log"_s, {});
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(u"train.log："), qPrintable(result.error));
    QVERIFY2(result.error.contains(u"训练日志"), qPrintable(result.error));
}

QTEST_GUILESS_MAIN(TestTrialLogDescription)
#include "tst_triallogdescription.moc"

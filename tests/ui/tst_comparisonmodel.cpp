// The comparison table model: one row per option of the engine's Plan, feasible first, the
// blocker of infeasible ones as a sentence, sortable by the numbers behind the text.

#include "jobparser.h"
#include "models/comparisonmodel.h"
#include "models/comparisonsortmodel.h"
#include "moneyformat.h"
#include "planner.h"
#include "reasontext.h"
#include "uitestsupport.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTest>

using gp::ui::ComparisonModel;

class TestComparisonModel final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    gp::Job sampleJob(const QString &name)
    {
        QFile file(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR")
                   + QStringLiteral("/resources/jobs/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return gp::defaultJob();
        const gp::JobParseResult parsed = gp::parseJob(file.readAll());
        return parsed.job.value_or(gp::defaultJob());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(!m_catalog.offerings.isEmpty());
    }

    void passesTheModelTesterThroughPlanChanges()
    {
        ComparisonModel model;
        gp::ui::ComparisonSortModel sorted;
        sorted.setSourceModel(&model);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester sortedTester(
            &sorted, QAbstractItemModelTester::FailureReportingMode::QtTest);
        sorted.sort(ComparisonModel::CostBilled);
        model.setPlan(gp::makePlan(gp::defaultJob(), m_catalog), m_catalog);
        model.setPlan(gp::makePlan(sampleJob(QStringLiteral("lora-7b.gpuplan")), m_catalog),
                      m_catalog);
        model.setPlan(gp::Plan {}, m_catalog);
        QCOMPARE(model.rowCount(), 0);
        model.setPlan(gp::makePlan(sampleJob(QStringLiteral("inference-13b.gpuplan")), m_catalog),
                      m_catalog);
        QVERIFY(model.rowCount() > 0);
    }

    void rowsFollowThePlan_data()
    {
        QTest::addColumn<QString>("job");
        QTest::newRow("default 70B full") << QString();
        QTest::newRow("7B LoRA") << QStringLiteral("lora-7b.gpuplan");
        QTest::newRow("13B inference") << QStringLiteral("inference-13b.gpuplan");
        QTest::newRow("32B domestic") << QStringLiteral("domestic-32b.gpuplan");
        QTest::newRow("budget 10k") << QStringLiteral("budget-10k.gpuplan");
    }

    void rowsFollowThePlan()
    {
        QFETCH(QString, job);
        const gp::Plan plan
            = gp::makePlan(job.isEmpty() ? gp::defaultJob() : sampleJob(job), m_catalog);
        ComparisonModel model;
        model.setPlan(plan, m_catalog);
        QCOMPARE(model.rowCount(), plan.options.size());
        QCOMPARE(model.columnCount(), int(ComparisonModel::ColumnCount));
        const QLocale locale;
        bool seenInfeasible = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            const gp::PlanOption &option = plan.options.at(row);
            const QModelIndex first = model.index(row, 0);
            QCOMPARE(first.data(ComparisonModel::OfferingIdRole).toString(), option.offeringId);
            const bool feasible = first.data(ComparisonModel::FeasibleRole).toBool();
            QCOMPARE(feasible, option.feasible);
            // Feasible first: no feasible row after an infeasible one.
            QVERIFY(!(seenInfeasible && feasible));
            seenInfeasible = seenInfeasible || !feasible;
            const QString billed = model.index(row, ComparisonModel::CostBilled).data().toString();
            if (option.hours.expected > 0)
                QCOMPARE(billed, gp::format::formatMoney(option.costBilledFen, locale));
            const QString assessment
                = model.index(row, ComparisonModel::Assessment).data().toString();
            if (!option.feasible) {
                const auto blocker = std::find_if(
                    option.reasons.begin(), option.reasons.end(), [](const gp::Reason &r) {
                        return r.severity == gp::Reason::Severity::Blocker;
                    });
                QVERIFY(blocker != option.reasons.end());
                QCOMPARE(assessment, gp::format::reasonSentence(*blocker, m_catalog, locale));
            }
            QCOMPARE(first.data(ComparisonModel::RecommendedRole).toBool(),
                     option.offeringId == plan.recommendedId);
        }
        if (!plan.recommendedId.isEmpty()) {
            QCOMPARE(model.index(0, 0).data(ComparisonModel::OfferingIdRole).toString(),
                     plan.recommendedId);
            QCOMPARE(model.index(0, ComparisonModel::Assessment).data().toString(),
                     ComparisonModel::tr("Recommended"));
        }
    }

    void everyRowThatRunsTheJobHasItsOwnChances_data()
    {
        QTest::addColumn<QString>("job");
        QTest::newRow("default 70B full") << QString();
        QTest::newRow("7B LoRA") << QStringLiteral("lora-7b.gpuplan");
        QTest::newRow("budget 10k") << QStringLiteral("budget-10k.gpuplan");
        QTest::newRow("weekly 70B") << QStringLiteral("weekly-70b.gpuplan");
    }

    void everyRowThatRunsTheJobHasItsOwnChances()
    {
        QFETCH(QString, job);
        const gp::Plan plan
            = gp::makePlan(job.isEmpty() ? gp::defaultJob() : sampleJob(job), m_catalog);
        ComparisonModel model;
        model.setPlan(plan, m_catalog);
        const QLocale locale;
        int missing = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const gp::PlanOption &option = plan.options.at(row);
            const QString deadline = model.index(row, ComparisonModel::Deadline).data().toString();
            const QString budget = model.index(row, ComparisonModel::Budget).data().toString();
            const bool runs = gp::runsTheJob(option) && option.hours.expected > 0;
            if (!runs) {
                QCOMPARE(deadline, QStringLiteral("—"));
                QCOMPARE(budget, QStringLiteral("—"));
                continue;
            }
            if (!option.feasible)
                ++missing;
            if (plan.job.deadlineDays) {
                QCOMPARE(deadline,
                         ComparisonModel::likelihoodText(option.deadlineLikelihood, locale));
                QVERIFY(deadline.contains(
                    gp::format::formatPercent(option.deadlineLikelihood, locale)));
            }
            if (plan.job.budgetCny)
                QCOMPARE(budget, ComparisonModel::likelihoodText(option.budgetLikelihood, locale));
            // A row that misses the deadline or the budget says so with its own chances.
            for (const gp::Reason &reason : option.reasons) {
                if (reason.code == u"deadline_missed")
                    QVERIFY2(!deadline.startsWith(QStringLiteral("✓")), qPrintable(deadline));
                if (reason.code == u"over_budget")
                    QVERIFY2(!budget.startsWith(QStringLiteral("✓")), qPrintable(budget));
            }
        }
        if (job.isEmpty())
            QVERIFY(missing > 0); // the default job has options over budget or past the deadline
    }

    void billedCostIsTheWholeNeedTheBudgetWeighs_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<bool>("moreThanOneRun");
        QTest::newRow("default 70B one-off") << QString() << false;
        QTest::newRow("weekly 70B on monthly machines")
            << QStringLiteral("weekly-70b.gpuplan") << false;
        QTest::newRow("weekly 7B LoRA: a month of hourly runs")
            << QStringLiteral("lora-7b.gpuplan") << true;
        QTest::newRow("13B serving: a month") << QStringLiteral("inference-13b.gpuplan") << false;
    }

    void billedCostIsTheWholeNeedTheBudgetWeighs()
    {
        QFETCH(QString, job);
        QFETCH(bool, moreThanOneRun);
        gp::Job spec = job.isEmpty() ? gp::defaultJob() : sampleJob(job);
        if (job.startsWith(u"lora"))
            spec.iteration = gp::Iteration::Weekly;
        const gp::Plan plan = gp::makePlan(spec, m_catalog);
        ComparisonModel model;
        model.setPlan(plan, m_catalog);
        const QLocale locale;
        int differs = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const gp::PlanOption &option = plan.options.at(row);
            if (!gp::runsTheJob(option) || option.hours.expected <= 0)
                continue;
            QVERIFY(option.needBilledFen > 0);
            QCOMPARE(model.index(row, ComparisonModel::CostBilled).data().toString(),
                     gp::format::formatMoney(option.needBilledFen, locale));
            if (option.needBilledFen != option.costBilledFen)
                ++differs;
        }
        // Weekly runs on hourly containers are paid several times a month: the table shows the
        // month, not one run (a monthly machine's month already holds them all).
        QCOMPARE(differs > 0, moreThanOneRun);
    }

    void likelihoodSigns_data()
    {
        QTest::addColumn<double>("likelihood");
        QTest::addColumn<QString>("text");
        QTest::newRow("certain") << 1.0 << QStringLiteral("✓ 100%").replace(u' ', QChar(0x00a0));
        QTest::newRow("meets at 90%")
            << 0.9 << QStringLiteral("✓ 90%").replace(u' ', QChar(0x00a0));
        QTest::newRow("likely") << 0.72 << QStringLiteral("≈ 72%").replace(u' ', QChar(0x00a0));
        QTest::newRow("at risk") << 0.3 << QStringLiteral("! 30%").replace(u' ', QChar(0x00a0));
        QTest::newRow("misses") << 0.04 << QStringLiteral("✗ 4%").replace(u' ', QChar(0x00a0));
    }

    void likelihoodSigns()
    {
        QFETCH(double, likelihood);
        QFETCH(QString, text);
        QCOMPARE(ComparisonModel::likelihoodText(likelihood, QLocale(QLocale::English)), text);
    }

    void memoryBlockerReadsAsNeedsAndHas()
    {
        const gp::Plan plan = gp::makePlan(gp::defaultJob(), m_catalog);
        ComparisonModel model;
        model.setPlan(plan, m_catalog);
        const int row = model.rowOf(QStringLiteral("jygpu-bm-4090-sichuan2"));
        QVERIFY(row >= 0);
        QVERIFY(!plan.options.at(row).feasible);
        const QString text = model.index(row, ComparisonModel::Assessment).data().toString();
        QVERIFY2(text.contains(QStringLiteral("needs")) && text.contains(QStringLiteral("GB")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("24 GB")) || text.contains(QStringLiteral("192 GB")),
                 qPrintable(text));
        const QString memory = model.index(row, ComparisonModel::Memory).data().toString();
        QVERIFY2(memory.endsWith(QStringLiteral("24 GB")), qPrintable(memory));
    }

    void sortingKeepsFeasibleFirst_data()
    {
        QTest::addColumn<int>("order");
        QTest::newRow("ascending") << int(Qt::AscendingOrder);
        QTest::newRow("descending") << int(Qt::DescendingOrder);
    }

    void sortingKeepsFeasibleFirst()
    {
        QFETCH(int, order);
        const gp::Plan plan = gp::makePlan(sampleJob(QStringLiteral("lora-7b.gpuplan")), m_catalog);
        ComparisonModel model;
        model.setPlan(plan, m_catalog);
        gp::ui::ComparisonSortModel sorted;
        sorted.setSourceModel(&model);
        sorted.sort(ComparisonModel::CostBilled, Qt::SortOrder(order));
        bool seenInfeasible = false;
        double previous = order == Qt::AscendingOrder ? -1 : 1e300;
        for (int row = 0; row < sorted.rowCount(); ++row) {
            const QModelIndex index = sorted.index(row, ComparisonModel::CostBilled);
            const bool feasible = index.data(ComparisonModel::FeasibleRole).toBool();
            QVERIFY(!(seenInfeasible && feasible));
            if (!feasible && !seenInfeasible)
                previous = order == Qt::AscendingOrder ? -1 : 1e300;
            seenInfeasible = seenInfeasible || !feasible;
            const double cost = index.data(ComparisonModel::SortRole).toDouble();
            if (order == Qt::AscendingOrder)
                QVERIFY(cost >= previous);
            else
                QVERIFY(cost <= previous);
            previous = cost;
        }
    }
};

QTEST_MAIN(TestComparisonModel)
#include "tst_comparisonmodel.moc"

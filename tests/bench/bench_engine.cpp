// Engine benchmarks (not a test): plan of the default job over the seed catalog, layout-search
// throughput, and a plan over 10,000 synthetic offerings. Prints a table; asserts nothing.
//   ninja bench_engine && ./tests/bench/bench_engine [--plan]

#include "layoutsearch.h"
#include "planner.h"
#include "testcatalog.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <cstdio>

using namespace gp;

namespace {

struct Timing {
    double msPerPlan = 0;
    PlanStats stats;
    int options = 0;
};

Timing timePlan(const Job &job, const CatalogData &catalog, int rounds)
{
    Timing t;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < rounds; ++i) {
        PlanStats s;
        const Plan p = makePlan(job, catalog, &s);
        t.stats = s;
        t.options = int(p.options.size());
    }
    t.msPerPlan = double(timer.nsecsElapsed()) / 1e6 / rounds;
    return t;
}

CatalogData syntheticCatalog(int count)
{
    const CatalogData seed = test::seedCatalog();
    CatalogData c;
    c.accelerators = seed.accelerators;
    const double networks[] = {0.125, 1.25, 6.25, 12.5, 25, 50, 100, 200};
    for (int i = 0; i < count; ++i) {
        Offering o = seed.offerings.at(i % seed.offerings.size());
        o.id = QStringLiteral("synthetic-%1").arg(i);
        if (o.form != RentalForm::Container) {
            o.interNodeGBs = networks[(i / 7) % 8];
            o.rdma = o.interNodeGBs >= 25;
            o.sharedNetwork = o.interNodeGBs < 1;
            o.maxNodes = 1 + (i / 3) % 4;
        }
        for (auto &p : o.prices)
            p.priceFen += (i * 37) % 5000;
        c.offerings.append(o);
    }
    c.buildIndex();
    return c;
}

void printPlan(const Plan &plan)
{
    QTextStream out(stdout);
    out << "recommended " << plan.recommendedId << "  mfu source " << plan.efficiencySource << "\n";
    for (const auto &o : plan.options) {
        out << QStringLiteral("%1 %2 gpus=%3 dp%4 tp%5 pp%6 z%7 mb%8 rc%9 off%10 mem=%11/%12 "
                              "h=%13 [%14..%15] cost=%16 ok=%17")
                   .arg(o.offeringId, -26)
                   .arg(o.label.left(0))
                   .arg(o.totalGpus)
                   .arg(o.layout.dp)
                   .arg(o.layout.tp)
                   .arg(o.layout.pp)
                   .arg(o.layout.zero)
                   .arg(o.layout.microBatch)
                   .arg(static_cast<int>(o.layout.recompute))
                   .arg(o.layout.offload ? 1 : 0)
                   .arg(o.memoryPerGpuGb, 0, 'f', 1)
                   .arg(o.memoryCapacityGb, 0, 'f', 0)
                   .arg(o.hours.expected, 0, 'f', 1)
                   .arg(o.hours.low, 0, 'f', 0)
                   .arg(o.hours.high, 0, 'f', 0)
                   .arg(yuanFromFen(o.costBilledFen), 0, 'f', 0)
                   .arg(o.feasible ? 1 : 0)
            << "\n";
        for (const auto &r : o.reasons) {
            out << "      " << r.code;
            for (const auto &[k, v] : r.numbers)
                out << " " << k << "=" << v;
            for (const auto &[k, v] : r.texts)
                out << " " << k << "=" << v;
            out << "\n";
        }
    }
    for (const auto &r : plan.advice + plan.recommendation) {
        out << "  advice " << r.code;
        for (const auto &[k, v] : r.numbers)
            out << " " << k << "=" << v;
        for (const auto &[k, v] : r.texts)
            out << " " << k << "=" << v;
        out << "\n";
    }
    for (const auto &b : plan.breakeven) {
        out << "  breakeven " << b.acceleratorId << " " << yuanFromFen(b.containerHourlyFen)
            << " -> " << b.hoursPerMonth << " h\n";
    }
}

} // namespace

int main(int argc, char **argv)
{
    const CatalogData catalog = test::seedCatalog();
    const Job job = test::defaultJob();
    if (argc > 1 && QByteArray(argv[1]) == "--plan") {
        // --plan [preset method precision tokensB]: print a plan instead of timing.
        Job j = job;
        if (argc > 5) {
            j.model = ModelSpec {};
            j.model.preset = QString::fromLocal8Bit(argv[2]);
            const QByteArray m = argv[3], p = argv[4];
            j.method = m == "lora" ? Method::LoRA
                : m == "qlora"     ? Method::QLoRA
                : m == "inference" ? Method::Inference
                                   : Method::Full;
            j.precision = p == "fp16" ? Precision::FP16
                : p == "int4"         ? Precision::INT4
                : p == "int8"         ? Precision::INT8
                : p == "fp8"          ? Precision::FP8
                : p == "fp32"         ? Precision::FP32
                                      : Precision::BF16;
            j.tokensB = QByteArray(argv[5]).toDouble();
        }
        printPlan(makePlan(j, catalog));
        return 0;
    }

    std::printf("%-44s %10s %9s %12s %10s %14s\n", "benchmark", "offerings", "ms/plan", "layouts",
                "searches", "layouts/s");
    const auto row = [](const char *name, const Timing &t) {
        const double perSecond
            = t.msPerPlan > 0 ? double(t.stats.layoutsEvaluated) / (t.msPerPlan / 1000.0) : 0;
        std::printf("%-44s %10d %9.3f %12lld %10d %14.0f\n", name, t.options, t.msPerPlan,
                    static_cast<long long>(t.stats.layoutsEvaluated), t.stats.searches, perSecond);
    };
    row("default job (70B full, 5B tokens, bf16)", timePlan(job, catalog, 200));

    Job deadline = job;
    deadline.deadlineDays = 30;
    row("default job, 30-day deadline", timePlan(deadline, catalog, 100));

    Job lora = job;
    lora.model = ModelSpec {};
    lora.model.preset = QStringLiteral("llama-2-7b");
    lora.method = Method::LoRA;
    lora.tokensB = 0.1;
    row("7B LoRA, 0.1B tokens", timePlan(lora, catalog, 200));

    Job serve;
    serve.model.preset = QStringLiteral("llama-2-13b");
    serve.method = Method::Inference;
    serve.precision = Precision::FP16;
    row("13B inference serving", timePlan(serve, catalog, 200));

    {
        // The search alone, no memo: 70B full training on one H100 machine with 2 TB RAM.
        const Workload w = Workload::fromJob(job);
        const Accelerator &h100 = *catalog.accelerator(QStringLiteral("h100-sxm-80g"));
        SearchSpace space;
        space.workload = &w;
        space.accelerator = &h100;
        space.fabric = Fabric {h100.intraLink, h100.allReduceBusGBs, 200, 8};
        space.hostRamGb = 2048;
        space.rates = TimeModel::rates(w, h100);
        const int rounds = 2000;
        qint64 evaluated = 0;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < rounds; ++i)
            static_cast<void>(LayoutSearch::best(space, 8, &evaluated));
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        std::printf("%-44s %10d %9.4f %12lld %10d %14.0f\n", "layout search only, 70B on 8 H100", 1,
                    ms / rounds, static_cast<long long>(evaluated / rounds), 1,
                    double(evaluated) / (ms / 1000.0));
    }

    const CatalogData big = syntheticCatalog(10000);
    row("default job, 10,000 synthetic offerings", timePlan(job, big, 3));
    row("30-day deadline, 10,000 synthetic offerings", timePlan(deadline, big, 3));
    return 0;
}

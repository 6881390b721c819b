#include "reasontext.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace gp::format;

Q_DECLARE_METATYPE(gp::Reason)

namespace {

const QLocale en(QLocale::English, QLocale::UnitedStates);
const QLocale zh(QLocale::Chinese, QLocale::China);

using Sev = gp::Reason::Severity;

gp::Reason reason(const char *code, QList<QPair<QString, double>> numbers = {},
                  QList<QPair<QString, QString>> texts = {})
{
    return gp::Reason {QString::fromLatin1(code), Sev::Info, std::move(numbers), std::move(texts)};
}

gp::CatalogData catalog()
{
    gp::CatalogData c;
    gp::Accelerator h100;
    h100.id = u"h100-sxm-80g"_s;
    h100.model = u"H100 SXM 80GB"_s;
    c.accelerators.append(h100);
    gp::Offering jilin;
    jilin.id = u"jygpu-bm-h100-jilin1"_s;
    jilin.labelEn = u"H100 80G x8, Jilin zone 1"_s;
    jilin.labelZh = u"H100 80G x8 吉林一区"_s;
    c.offerings.append(jilin);
    gp::Offering rtx;
    rtx.id = u"jygpu-bm-4090-sichuan2"_s;
    rtx.labelEn = u"RTX 4090 24G x8, Sichuan zone 2"_s;
    c.offerings.append(rtx);
    return c;
}

} // namespace

class TestReasonText final : public QObject {
    Q_OBJECT

private slots:
    void sentence_data();
    void sentence();
    void everyCodeHasASentence();
    void engineSourcesCovered();
    void fallback();
    void chineseLabelsAndUnits();
};

void TestReasonText::sentence_data()
{
    QTest::addColumn<gp::Reason>("reason");
    QTest::addColumn<QString>("expected");

    QTest::newRow("memory_exceeded: card too small")
        << reason("memory_exceeded",
                  {{u"needed_gb"_s, 1234},
                   {u"capacity_gb"_s, 512},
                   {u"needed_per_gpu_gb"_s, 154},
                   {u"capacity_per_gpu_gb"_s, 64},
                   {u"gpus"_s, 8}})
        << u"Does not fit: needs 154 GB per card, has 64 GB."_s;
    QTest::newRow("memory_exceeded: 70B on 4090 x8, host RAM too small")
        << reason("memory_exceeded",
                  {{u"needed_gb"_s, 1310},
                   {u"capacity_gb"_s, 192},
                   {u"needed_per_gpu_gb"_s, 13},
                   {u"capacity_per_gpu_gb"_s, 24},
                   {u"gpus"_s, 8},
                   {u"host_needed_gb"_s, 1120},
                   {u"host_capacity_gb"_s, 435.2}})
        << u"Does not fit: needs 1,310 GB over 8 cards, which have 192 GB. Offloading to host "
           u"RAM would need 1,120 GB; the machine has 435 GB usable."_s;
    QTest::newRow("memory_exceeded: per card only")
        << reason("memory_exceeded",
                  {{u"needed_per_gpu_gb"_s, 26.3}, {u"capacity_per_gpu_gb"_s, 24}})
        << u"Does not fit: needs 26 GB per card, has 24 GB."_s;
    QTest::newRow("deadline_missed")
        << reason("deadline_missed",
                  {{u"hours"_s, 583.2}, {u"deadline_hours"_s, 504}, {u"likelihood"_s, 0.12}})
        << u"Misses the deadline: takes about 583 h, the deadline is 504 h (12% likely to make "
           u"it)."_s;
    QTest::newRow("deadline_at_risk")
        << reason("deadline_at_risk",
                  {{u"hours"_s, 420},
                   {u"hours_high"_s, 560},
                   {u"deadline_hours"_s, 504},
                   {u"likelihood"_s, 0.7}})
        << u"Deadline at risk: about 420 h expected, up to 560 h, against 504 h (70% likely to "
           u"make it)."_s;
    QTest::newRow("over_budget") << reason(
        "over_budget", {{u"cost_cny"_s, 86880}, {u"budget_cny"_s, 10000}, {u"likelihood"_s, 0}})
                                 << u"Over budget: costs ¥86,880, the budget is ¥10,000."_s;
    QTest::newRow("budget_at_risk")
        << reason("budget_at_risk",
                  {{u"cost_cny"_s, 9500}, {u"budget_cny"_s, 10000}, {u"likelihood"_s, 0.55}})
        << u"Budget at risk: about ¥9,500 against ¥10,000 (55% likely to stay within it)."_s;
    QTest::newRow("compliance_isolation container")
        << reason("compliance_isolation", {}, {{u"form"_s, u"container"_s}})
        << u"Excluded: the job requires physical isolation, which a container cannot give."_s;
    QTest::newRow("compliance_isolation shared machine")
        << reason("compliance_isolation", {}, {{u"form"_s, u"shared_machine"_s}})
        << u"Excluded: the job requires physical isolation, and this machine is not physically "
           u"isolated."_s;
    QTest::newRow("compliance_domestic")
        << reason("compliance_domestic", {},
                  {{u"vendor"_s, u"NVIDIA"_s}, {u"accelerator"_s, u"h100-sxm-80g"_s}})
        << u"Excluded: the job requires domestic (Xinchuang) hardware such as Ascend; H100 SXM "
           u"80GB is from NVIDIA."_s;
    QTest::newRow("custom_kernels_need_root")
        << reason("custom_kernels_need_root")
        << u"Custom kernels need root access, which this offering does not give."_s;
    QTest::newRow("precision_not_trainable")
        << reason("precision_not_trainable", {}, {{u"suggested_method"_s, u"qlora"_s}})
        << u"Full-parameter training cannot run on INT8/INT4 weights; train in BF16, or use "
           u"QLoRA for a quantised base."_s;
    QTest::newRow("fp8_unsupported")
        << reason("fp8_unsupported", {{u"fallback_tflops"_s, 312}}, {{u"fallback"_s, u"bf16"_s}})
        << u"No FP8 on this accelerator: planned at BF16 (312 TFLOPS) instead."_s;
    QTest::newRow("serving_target_missed")
        << reason("serving_target_missed",
                  {{u"tokens_per_s"_s, 850},
                   {u"target_tokens_per_s"_s, 1500},
                   {u"concurrent_requests"_s, 32},
                   {u"gpus"_s, 1}})
        << u"Misses the serving target: 850 tokens/s on 1 card(s), the target is 1,500 "
           u"tokens/s."_s;
    QTest::newRow("tp_over_pcie")
        << reason("tp_over_pcie", {{u"tp"_s, 4}})
        << u"Tensor parallelism of 4 over PCIe: every layer exchanges activations over a slow "
           u"link."_s;
    QTest::newRow("shared_network_cross_node")
        << reason("shared_network_cross_node",
                  {{u"inter_node_gb_s"_s, 0.125},
                   {u"nodes"_s, 2},
                   {u"comm_hours"_s, 3100},
                   {u"hours"_s, 3300}},
                  {{u"network"_s, u"shared 1000M"_s}})
        << u"Cannot train across 2 machines over shared 1000M (0.13 GB/s per machine): "
           u"communication alone would take 3,100 h."_s;
    QTest::newRow("pcie_allreduce_bottleneck")
        << reason("pcie_allreduce_bottleneck",
                  {{u"comm_fraction"_s, 0.64},
                   {u"gradient_gb"_s, 140},
                   {u"allreduce_s"_s, 10},
                   {u"bus_gb_s"_s, 24.5}})
        << u"PCIe all-reduce bottleneck: communication takes 64% of each step (140 GB of "
           u"gradients at 24.5 GB/s)."_s;
    QTest::newRow("offload_host_ram")
        << reason("offload_host_ram",
                  {{u"host_gb"_s, 840}, {u"host_capacity_gb"_s, 2048}, {u"offload_hours"_s, 12.5}})
        << u"Keeps 840 GB of optimizer state in host RAM (the machine has 2,048 GB), adding about "
           u"13 h of transfers."_s;
    QTest::newRow("checkpoint_restart_overhead, one machine")
        << reason("checkpoint_restart_overhead",
                  {{u"checkpoint_gb"_s, 988.4},
                   {u"steady_hours"_s, 223.5},
                   {u"overhead_hours"_s, 10.6},
                   {u"startup_hours"_s, 0.22},
                   {u"checkpoint_hours"_s, 10.2},
                   {u"restart_hours"_s, 0.07},
                   {u"failures"_s, 0.035},
                   {u"evaluation_hours"_s, 0.75},
                   {u"interval_hours"_s, 3}})
        << u"The whole run adds 11 h to 224 h of steady training: starting (13 min), "
           u"checkpoints (988 GB every 3.0 h, 10 h in all), restarts after a failure (4 min; "
           u"fewer than one run in ten has one) and evaluation (45 min)."_s;
    QTest::newRow("checkpoint_restart_overhead, a cluster")
        << reason("checkpoint_restart_overhead",
                  {{u"checkpoint_gb"_s, 5670},
                   {u"steady_hours"_s, 1800},
                   {u"overhead_hours"_s, 221},
                   {u"startup_hours"_s, 0.09},
                   {u"checkpoint_hours"_s, 0.6},
                   {u"restart_hours"_s, 214},
                   {u"failures"_s, 581.7},
                   {u"evaluation_hours"_s, 6},
                   {u"interval_hours"_s, 0.25}})
        << u"The whole run adds 221 h to 1,800 h of steady training: starting (5 min), "
           u"checkpoints (5,670 GB every 15 min, 36 min in all), restarts after about 581.7 "
           u"expected failures (214 h) and evaluation (6.0 h)."_s;
    QTest::newRow("framework_substituted")
        << reason("framework_substituted", {{u"serving"_s, 0}},
                  {{u"framework"_s, u"unsloth"_s}, {u"used"_s, u"torch_npu"_s}})
        << u"Unsloth does not run on this card: planned with Transformers + PEFT on torch_npu, "
           u"its counterpart here."_s;
    QTest::newRow("mfu_capped")
        << reason(
               "mfu_capped",
               {{u"mfu"_s, 0.37}, {u"compute_efficiency"_s, 0.45}, {u"catalog_efficiency"_s, 0.57}},
               {{u"run"_s, u"MPT 30B FSDP, seq 2048, 8 H100"_s}})
        << u"Planned at 37% MFU, the best published run of this size on this card (MPT 30B FSDP, "
           u"seq 2048, 8 H100): the layout alone would promise more."_s;
    QTest::newRow("measured_memory")
        << reason(
               "measured_memory",
               {{u"measured_gb"_s, 21}, {u"model_gb"_s, 28.5}, {u"gpus"_s, 1}, {u"factor"_s, 0.47}})
        << u"Memory follows your trial run: 21 GB per card reported on 1 card(s) where the "
           u"model gave 29 GB; activations and overhead are scaled by 0.5."_s;
    QTest::newRow("leaner_framework")
        << reason("leaner_framework",
                  {{u"gpus"_s, 1},
                   {u"hours"_s, 125},
                   {u"memory_gb"_s, 22},
                   {u"current_gpus"_s, 1},
                   {u"current_hours"_s, 0},
                   {u"current_memory_gb"_s, 25.2},
                   {u"capacity_gb"_s, 24}},
                  {{u"framework"_s, u"unsloth"_s},
                   {u"current"_s, u"hf"_s},
                   {u"offering"_s, u"jygpu-bm-4090-sichuan2"_s}})
        << u"On RTX 4090 24G x8, Sichuan zone 2, Unsloth runs this job on 1 card(s) with 22 GB "
           u"each in about 125 h, where Transformers + PEFT needs 25 GB a card, more than its "
           u"24 GB: worth a trial if your code can move to it."_s;
    QTest::newRow("multi_node_quote")
        << reason("multi_node_quote", {{u"nodes"_s, 4}})
        << u"Needs 4 machines: a multi-machine cluster is quoted by sales, not rented "
           u"self-service."_s;
    QTest::newRow("cann_migration")
        << reason("cann_migration",
                  {{u"person_days_low"_s, 2}, {u"person_days_high"_s, 5}, {u"custom_kernels"_s, 0}},
                  {{u"tool"_s, u"torch_npu"_s}})
        << u"Ascend needs the code ported to CANN (torch_npu): about 2 to 5 person-days; custom "
           u"CUDA kernels would add more."_s;
    QTest::newRow("cann_migration with custom kernels")
        << reason(
               "cann_migration",
               {{u"person_days_low"_s, 7}, {u"person_days_high"_s, 15}, {u"custom_kernels"_s, 1}},
               {{u"tool"_s, u"torch_npu"_s}})
        << u"Ascend needs the code ported to CANN (torch_npu): about 7 to 15 person-days, "
           u"including the custom CUDA kernels."_s;
    QTest::newRow("measured_fit")
        << reason("measured_fit",
                  {{u"mfu"_s, 0.36},
                   {u"compute_efficiency"_s, 0.52},
                   {u"runs"_s, 3},
                   {u"max_measured_gpus"_s, 4},
                   {u"scaling_efficiency"_s, 0.82}})
        << u"Compute efficiency fitted from your 3 trial run(s) on up to 4 card(s): 36% MFU "
           u"measured, 52% of the dense peak for the kernels. Scaling efficiency at this size: "
           u"82%."_s;
    QTest::newRow("mfu_converted")
        << reason(
               "mfu_converted",
               {{u"mfu"_s, 0.4}, {u"compute_efficiency"_s, 0.55}, {u"catalog_efficiency"_s, 0.57}})
        << u"The job's end-to-end MFU of 40% is planned as a compute efficiency of 55% on this "
           u"layout (the catalog's figure is 57%)."_s;
    QTest::newRow("mfu_unreachable")
        << reason("mfu_unreachable", {{u"mfu"_s, 0.95}, {u"achieved_mfu"_s, 0.31}})
        << u"The job's end-to-end MFU of 95% cannot be reached on this layout: communication and "
           u"pipeline idling alone leave at most 31%, which is what is planned."_s;
    QTest::newRow("idle_paid")
        << reason("idle_paid", {{u"idle_cny"_s, 66608}, {u"idle_hours"_s, 552}})
        << u"The billing period leaves ¥66,608 paid but unused (552 h of idle machine time)."_s;
    QTest::newRow("over_provisioned: 7B on H100 x8")
        << reason("over_provisioned",
                  {{u"memory_fraction"_s, 0.28},
                   {u"used_fraction"_s, 0.3},
                   {u"cost_ratio"_s, 10.97},
                   {u"alternative_cost_cny"_s, 7920},
                   {u"cost_cny"_s, 86880}},
                  {{u"alternative"_s, u"jygpu-bm-4090-sichuan2"_s}})
        << u"Over-provisioned: the job needs only 28% of each card's memory; RTX 4090 24G x8, "
           u"Sichuan zone 2 runs it for ¥7,920, 11.0 times cheaper."_s;
    QTest::newRow("needs_ib_for_expansion with alternative")
        << reason("needs_ib_for_expansion",
                  {{u"inter_node_gb_s"_s, 0.125}, {u"extra_cost_cny"_s, 320}},
                  {{u"network"_s, u"shared 1000M"_s},
                   {u"expansion"_s, u"within_6_months"_s},
                   {u"alternative"_s, u"jygpu-bm-h100-jilin1"_s}})
        << u"Expanding across machines (within 6 months) needs InfiniBand/RDMA; this machine has "
           u"shared 1000M. H100 80G x8, Jilin zone 1 has it, for ¥320 more."_s;
    QTest::newRow("needs_ib_for_expansion: bilingual network, no alternative")
        << reason("needs_ib_for_expansion", {{u"inter_node_gb_s"_s, 0.125}},
                  {{u"network"_s, u"NVLink + 共享 1000M 带宽 / NVLink + shared 1000M"_s},
                   {u"expansion"_s, u"now"_s}})
        << u"Expanding across machines (now) needs InfiniBand/RDMA; this machine has NVLink + "
           u"shared 1000M."_s;
    QTest::newRow("needs_ib_for_expansion: network not stated")
        << reason("needs_ib_for_expansion", {{u"inter_node_gb_s"_s, 0}},
                  {{u"network"_s, QString()}, {u"expansion"_s, u"within_6_months"_s}})
        << u"Expanding across machines (within 6 months) needs InfiniBand/RDMA, which this "
           u"machine does not have."_s;
    QTest::newRow("breakeven_favours_monthly")
        << reason("breakeven_favours_monthly",
                  {{u"monthly_hours"_s, 600},
                   {u"breakeven_hours"_s, 505.1},
                   {u"container_hourly_cny"_s, 1.96},
                   {u"bare_metal_monthly_cny"_s, 7920}},
                  {{u"alternative"_s, u"jygpu-bm-4090-sichuan2"_s}})
        << u"At 600 h of use a month, above the break-even of 505 h, monthly bare metal (RTX 4090 "
           u"24G x8, Sichuan zone 2) is cheaper than hourly containers."_s;
    QTest::newRow("no_feasible_option")
        << reason("no_feasible_option", {{u"options"_s, 9}})
        << u"None of the 9 options can run this job as it stands; see each option's reasons."_s;
    QTest::newRow("recommended, one-off, deadline likely")
        << reason("recommended",
                  {{u"hours"_s, 420},
                   {u"cost_cny"_s, 21200},
                   {u"gpus"_s, 8},
                   {u"candidates"_s, 3},
                   {u"deadline_hours"_s, 504},
                   {u"deadline_likelihood"_s, 0.93}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"one_off"_s}})
        << u"Recommended: H100 80G x8, Jilin zone 1 on 8 card(s), about 420 h, billed ¥21,200, the "
           u"lowest cost of the 3 options that meet every requirement. It finishes within the "
           u"deadline of 504 h (93% likely)."_s;
    // The headline agrees with the table: a 42% chance is not "finishes within the deadline".
    QTest::newRow("recommended, deadline unlikely")
        << reason("recommended",
                  {{u"hours"_s, 480},
                   {u"cost_cny"_s, 21200},
                   {u"gpus"_s, 8},
                   {u"candidates"_s, 1},
                   {u"deadline_hours"_s, 504},
                   {u"deadline_likelihood"_s, 0.42}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"one_off"_s}})
        << u"Recommended: H100 80G x8, Jilin zone 1 on 8 card(s), about 480 h, billed ¥21,200, the "
           u"only option that meets every requirement. It is expected within the deadline of "
           u"504 h, but only 42% likely: allow more time or more cards."_s;
    QTest::newRow("recommended, weekly, the only one")
        << reason("recommended",
                  {{u"hours"_s, 161}, {u"cost_cny"_s, 87200}, {u"gpus"_s, 8}, {u"candidates"_s, 1}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"weekly"_s}})
        << u"Recommended: H100 80G x8, Jilin zone 1 on 8 card(s). Each weekly run takes about 161 "
           u"h; a month of runs is billed ¥87,200. It is the only option that keeps the cadence "
           u"and meets every requirement."_s;
    QTest::newRow("recommended, serving, the only one")
        << reason("recommended", {{u"cost_cny"_s, 7920}, {u"gpus"_s, 8}, {u"candidates"_s, 1}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"serving"_s}})
        << u"Recommended: H100 80G x8, Jilin zone 1 on 8 card(s), billed ¥7,920 a month, the only "
           u"option that meets the serving target and every requirement."_s;
    QTest::newRow("recommended, weekly, with porting")
        << reason("recommended",
                  {{u"hours"_s, 161},
                   {u"cost_cny"_s, 87200},
                   {u"gpus"_s, 8},
                   {u"candidates"_s, 2},
                   {u"runs_per_month"_s, 720.0 / 168},
                   {u"porting_cost_cny"_s, 7000}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"weekly"_s}})
        << u"Recommended: H100 80G x8, Jilin zone 1 on 8 card(s). Each weekly run takes about 161 "
           u"h; a month of runs is billed ¥87,200, the lowest of the 2 options that keep the "
           u"cadence and meet every requirement. The comparison counts ¥7,000 of porting to "
           u"CANN."_s;
    QTest::newRow("a much cheaper option a day late")
        << reason("cheaper_past_deadline",
                  {{u"saving_cny"_s, 61080},
                   {u"hours"_s, 527},
                   {u"deadline_hours"_s, 504},
                   {u"safe_days"_s, 31},
                   {u"likelihood"_s, 0.1},
                   {u"gpus"_s, 8},
                   {u"porting_delta_cny"_s, 7000}},
                  {{u"offering"_s, u"jygpu-bm-4090-sichuan2"_s}})
        << u"RTX 4090 24G x8, Sichuan zone 2 would cost ¥61,080 less (counting porting) but is "
           u"expected to take about 527 h, past the deadline of 504 h (10% likely to make it); a "
           u"deadline of 31 days would make it a safe choice."_s;
    QTest::newRow("runner-up: the seeds' trade")
        << reason("runner_up",
                  {{u"extra_cost_cny"_s, 7905},
                   {u"hours_saved"_s, 252},
                   {u"hours"_s, 168},
                   {u"gpus"_s, 8}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"one_off"_s}})
        << u"Runner-up: H100 80G x8, Jilin zone 1 costs ¥7,905 more and saves about 10.5 days."_s;
    QTest::newRow("runner-up set aside")
        << reason("runner_up",
                  {{u"extra_cost_cny"_s, -320},
                   {u"hours_saved"_s, 0},
                   {u"hours"_s, 161},
                   {u"gpus"_s, 8}},
                  {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s},
                   {u"set_aside_for"_s, u"needs_ib_for_expansion"_s}})
        << u"H100 80G x8, Jilin zone 1 would cost ¥320 less, but is set aside: it has no "
           u"InfiniBand for the planned expansion."_s;
    QTest::newRow("would run with a budget")
        << reason("would_run_with",
                  {{u"budget_cny"_s, 21200}, {u"hours"_s, 420}, {u"cost_cny"_s, 21200}},
                  {{u"change"_s, u"budget"_s}, {u"offering"_s, u"jygpu-bm-h100-jilin1"_s}})
        << u"H100 80G x8, Jilin zone 1 would run it with a budget of ¥21,200 (about 420 h, "
           u"¥21,200)."_s;
    QTest::newRow("misses the weekly cadence")
        << reason("misses_weekly_cadence",
                  {{u"hours"_s, 420}, {u"week_hours"_s, 168}, {u"gpus"_s, 8}})
        << u"Cannot keep the weekly cadence: one run takes about 420 h on 8 card(s), longer than "
           u"a week (168 h)."_s;
    QTest::newRow("tier 1") << reason("tier", {{u"tier"_s, 1}, {u"gpus"_s, 1}, {u"card_gb"_s, 24}})
                            << u"Card-count tier on 24 GB cards: one card is enough; do not pay "
                               u"for more."_s;
    QTest::newRow("tier 3") << reason("tier", {{u"tier"_s, 3}, {u"gpus"_s, 8}, {u"card_gb"_s, 24}})
                            << u"Card-count tier on 24 GB cards: one 8-card machine."_s;
    QTest::newRow("gpu_count_unavailable")
        << reason("gpu_count_unavailable", {{u"gpus"_s, 16}, {u"max_gpus"_s, 8}})
        << u"Cannot rent 16 card(s) here: at most 8."_s;
    QTest::newRow("layout_invalid")
        << reason("layout_invalid", {{u"gpus"_s, 3}, {u"heads"_s, 64}, {u"layers"_s, 80}})
        << u"No parallel layout splits the model over 3 card(s) (it has 64 attention heads and 80 "
           u"layers)."_s;
    QTest::newRow("no_price") << reason("no_price")
                              << u"The catalog has no price for this offering."_s;
    QTest::newRow("unknown_accelerator")
        << reason("unknown_accelerator", {}, {{u"accelerator"_s, u"mi300x"_s}})
        << u"The catalog does not describe the accelerator mi300x."_s;
    QTest::newRow("architecture_estimated")
        << reason("architecture_estimated",
                  {{u"layers"_s, 48}, {u"hidden"_s, 6144}, {u"heads"_s, 48}})
        << u"Architecture estimated from the parameter count: 48 layers, hidden size 6,144, 48 "
           u"heads; give them in the job for a sharper plan."_s;
}

void TestReasonText::sentence()
{
    QFETCH(gp::Reason, reason);
    QFETCH(QString, expected);
    QCOMPARE(reasonSentence(reason, catalog(), en), expected);
}

void TestReasonText::everyCodeHasASentence()
{
    // The codes app/engine emits (advisor.cpp, planner.cpp) as of this writing.
    const QStringList engineCodes {u"architecture_estimated"_s,
                                   u"breakeven_favours_monthly"_s,
                                   u"budget_at_risk"_s,
                                   u"cann_migration"_s,
                                   u"compliance_domestic"_s,
                                   u"compliance_isolation"_s,
                                   u"custom_kernels_need_root"_s,
                                   u"deadline_at_risk"_s,
                                   u"deadline_missed"_s,
                                   u"fp8_unsupported"_s,
                                   u"gpu_count_unavailable"_s,
                                   u"hybrid_plan"_s,
                                   u"idle_paid"_s,
                                   u"layout_invalid"_s,
                                   u"measured_fit"_s,
                                   u"memory_exceeded"_s,
                                   u"mfu_converted"_s,
                                   u"mfu_unreachable"_s,
                                   u"multi_node_quote"_s,
                                   u"needs_ib_for_expansion"_s,
                                   u"no_feasible_option"_s,
                                   u"no_price"_s,
                                   u"offload_host_ram"_s,
                                   u"over_budget"_s,
                                   u"over_provisioned"_s,
                                   u"pcie_allreduce_bottleneck"_s,
                                   u"precision_not_trainable"_s,
                                   u"recommended"_s,
                                   u"runner_up"_s,
                                   u"would_run_with"_s,
                                   u"misses_weekly_cadence"_s,
                                   u"ram_assumed"_s,
                                   u"serving_target_missed"_s,
                                   u"shared_network_cross_node"_s,
                                   u"tier"_s,
                                   u"tp_over_pcie"_s,
                                   u"unknown_accelerator"_s,
                                   u"checkpoint_restart_overhead"_s};
    const QStringList known = knownReasonCodes();
    for (const QString &code : engineCodes)
        QVERIFY2(known.contains(code), qPrintable(code));
}

void TestReasonText::engineSourcesCovered()
{
    // Guards against drift: every code the engine's sources pass to makeReason() has a sentence,
    // so no user ever reads the generic "code (key=value)" form for a shipped code.
    const QString root = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR");
    const QString dir
        = root.isEmpty() ? QFINDTESTDATA("../../app/engine") : root + u"/app/engine"_s;
    if (dir.isEmpty())
        QSKIP("engine sources not found beside the tests");
    const QRegularExpression call(uR"re(makeReason\(\s*u?"([a-z0-9_]+)")re"_s);
    const QStringList known = knownReasonCodes();
    int found = 0;
    for (const QFileInfo &file : QDir(dir).entryInfoList({u"*.cpp"_s}, QDir::Files)) {
        QFile f(file.absoluteFilePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(f.readAll());
        for (const auto &m : call.globalMatch(source)) {
            ++found;
            QVERIFY2(known.contains(m.captured(1)),
                     qPrintable(m.captured(1) + u" (from "_s + file.fileName() + u')'));
        }
    }
    QVERIFY(found > 0);
}

void TestReasonText::fallback()
{
    // An unknown code keeps its numbers, formatted by their unit suffix.
    const gp::Reason unknown = reason(
        "future_code", {{u"needed_gb"_s, 1120}, {u"cost_cny"_s, 20272}}, {{u"offering"_s, u"x"_s}});
    QCOMPARE(reasonSentence(unknown, catalog(), en),
             u"future_code (needed_gb=1,120 GB, cost_cny=¥20,272, offering=x)"_s);
    QCOMPARE(reasonSentence(reason("bare_code"), catalog(), en), u"bare_code"_s);
    // A known code missing the numbers its sentence needs never prints a made-up zero.
    const gp::Reason partial = reason("over_budget", {{u"cost_cny"_s, 86880}});
    QCOMPARE(reasonSentence(partial, catalog(), en), u"over_budget (cost_cny=¥86,880)"_s);
    QCOMPARE(reasonSentence(reason("tier", {{u"tier"_s, 9}}), catalog(), en), u"tier (tier=9)"_s);
    QCOMPARE(reasonSentence(gp::Reason {}, catalog(), en), u"reason"_s);
}

void TestReasonText::chineseLabelsAndUnits()
{
    const gp::Reason r
        = reason("recommended",
                 {{u"hours"_s, 168}, {u"cost_cny"_s, 87200}, {u"gpus"_s, 8}, {u"candidates"_s, 2}},
                 {{u"offering"_s, u"jygpu-bm-h100-jilin1"_s}, {u"basis"_s, u"one_off"_s}});
    const QString s = reasonSentence(r, catalog(), zh);
    QVERIFY2(s.contains(u"H100 80G x8 吉林一区"_s), qPrintable(s));
    QVERIFY2(s.contains(u"168 小时"_s), qPrintable(s));
    QVERIFY2(s.contains(u"¥87,200"_s), qPrintable(s));
    // An offering the catalog has no Chinese label for keeps its English one.
    const gp::Reason o = reason("breakeven_favours_monthly",
                                {{u"monthly_hours"_s, 600}, {u"breakeven_hours"_s, 505}},
                                {{u"alternative"_s, u"jygpu-bm-4090-sichuan2"_s}});
    QVERIFY(reasonSentence(o, catalog(), zh).contains(u"RTX 4090 24G x8, Sichuan zone 2"_s));
    // Bilingual catalog texts show the Chinese half in Chinese.
    const gp::Reason ib
        = reason("needs_ib_for_expansion", {},
                 {{u"network"_s, u"以太网 25G×2 / Ethernet 25G x2"_s}, {u"expansion"_s, u"now"_s}});
    QVERIFY(reasonSentence(ib, catalog(), zh).contains(u"以太网 25G×2."_s));
    QVERIFY(!reasonSentence(ib, catalog(), zh).contains(u"Ethernet"_s));
}

QTEST_APPLESS_MAIN(TestReasonText)
#include "tst_reasontext.moc"

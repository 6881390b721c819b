#pragma once

// A catalog built in code for engine tests and benchmarks: the seed offerings (SEED_FACTS.md)
// with accelerator figures from CALIBRATION.md. Independent of the db layer on purpose.

#include "catalogdata.h"
#include "job.h"
#include "money.h"

#include <QDate>

#include <optional>

namespace gp::test {

inline Accelerator accelerator(const char *id, const char *vendor, const char *model, double gb,
                               double bandwidthGBs,
                               std::array<std::optional<double>, kPeakPrecisionCount> peaks,
                               LinkKind link, double linkGBs, double busGBs, const char *stack,
                               bool domestic, double efficiency, double low, double high,
                               std::optional<double> fp8Efficiency = std::nullopt)
{
    Accelerator a;
    a.id = QString::fromLatin1(id);
    a.vendor = QString::fromLatin1(vendor);
    a.model = QString::fromLatin1(model);
    a.memoryGb = gb;
    a.memoryBandwidthGBs = bandwidthGBs;
    a.denseTflops = peaks;
    a.intraLink = link;
    a.intraLinkGBs = linkGBs;
    a.allReduceBusGBs = busGBs;
    a.softwareStack = QString::fromLatin1(stack);
    a.domestic = domestic;
    a.computeEfficiency = efficiency;
    a.efficiencyLow = low;
    a.efficiencyHigh = high;
    a.fp8Efficiency = fp8Efficiency;
    a.source = QStringLiteral("CALIBRATION.md");
    return a;
}

inline PriceSnapshot price(QDate on, BillingUnit unit, PriceScope scope, double yuan,
                           std::optional<double> listYuan = std::nullopt)
{
    PriceSnapshot p;
    p.observedOn = on;
    p.unit = unit;
    p.scope = scope;
    p.priceFen = fenFromYuan(yuan);
    if (listYuan)
        p.listFen = fenFromYuan(*listYuan);
    p.source = QStringLiteral("seed");
    return p;
}

struct OfferingSpec {
    const char *id;
    const char *label;
    RentalForm form;
    const char *accelerator;
    int gpusPerNode;
    int maxNodes;
    std::optional<int> ramGb;
    const char *network;
    double interNodeGBs;
    bool rdma;
    bool shared;
};

inline Offering offering(const OfferingSpec &s, QList<PriceSnapshot> prices)
{
    Offering o;
    o.id = QString::fromLatin1(s.id);
    o.provider = QStringLiteral("jygpu");
    o.labelEn = QString::fromLatin1(s.label);
    o.labelZh = o.labelEn;
    o.form = s.form;
    o.acceleratorId = QString::fromLatin1(s.accelerator);
    o.gpusPerNode = s.gpusPerNode;
    o.minGpus = 1;
    o.maxNodes = s.maxNodes;
    o.ramGb = s.ramGb;
    o.network = QString::fromLatin1(s.network);
    o.interNodeGBs = s.interNodeGBs;
    o.rdma = s.rdma;
    o.sharedNetwork = s.shared;
    const bool machine = s.form != RentalForm::Container;
    o.physicalIsolation = machine;
    o.rootAccess = machine;
    o.prices = prices;
    return o;
}

inline const QDate kJuly {2026, 7, 1};
inline const QDate kSep04 {2026, 9, 4};
inline const QDate kSep28 {2026, 9, 28};

// Ids used across the tests.
inline const QString kH100Ningxia = QStringLiteral("jygpu-bm-h100-ningxia1");
inline const QString kH100Jilin = QStringLiteral("jygpu-bm-h100-jilin1");
inline const QString k910bHuawei = QStringLiteral("jygpu-bm-910b-huawei");
inline const QString k910bSichuan = QStringLiteral("jygpu-bm-910b-sichuan1");
inline const QString k4090Machine = QStringLiteral("jygpu-bm-4090-sichuan2");
inline const QString k5090Machine = QStringLiteral("jygpu-bm-5090-anhui1");
inline const QString kA100Machine = QStringLiteral("jygpu-bm-a100-80g");
inline const QString kH20Machine = QStringLiteral("jygpu-bm-h20-96g");
inline const QString kH200Machine = QStringLiteral("jygpu-bm-h200");
inline const QString k4090Container = QStringLiteral("jygpu-ct-4090");
inline const QString k910bContainer = QStringLiteral("jygpu-ct-910b");

/// The seed catalog: 8-card machines (monthly) and hourly containers.
inline CatalogData seedCatalog()
{
    using P = PeakPrecision;
    CatalogData c;
    const auto peaks
        = [](std::optional<double> fp32, std::optional<double> tf32, std::optional<double> bf16,
             std::optional<double> fp16, std::optional<double> fp8, std::optional<double> int8) {
              std::array<std::optional<double>, kPeakPrecisionCount> a {};
              a[static_cast<int>(P::FP32)] = fp32;
              a[static_cast<int>(P::TF32)] = tf32;
              a[static_cast<int>(P::BF16)] = bf16;
              a[static_cast<int>(P::FP16)] = fp16;
              a[static_cast<int>(P::FP8)] = fp8;
              a[static_cast<int>(P::INT8)] = int8;
              return a;
          };
    const std::optional<double> none;
    c.accelerators = {
        accelerator("h100-sxm-80g", "NVIDIA", "H100 SXM 80GB", 80, 3350,
                    peaks(67, 494.7, 989, 989, 1979, 1979), LinkKind::NVLink, 900, 370, "CUDA",
                    false, 0.57, 0.48, 0.66, 0.47),
        accelerator("h200-141g", "NVIDIA", "H200 141GB", 141, 4800,
                    peaks(67, 494.7, 989, 989, 1979, 1979), LinkKind::NVLink, 900, 475, "CUDA",
                    false, 0.57, 0.48, 0.66, 0.47),
        accelerator("h20-96g", "NVIDIA", "H20 96GB", 96, 4000, peaks(44, 74, 148, 148, 296, 296),
                    LinkKind::NVLink, 900, 370, "CUDA", false, 0.70, 0.55, 0.82, 0.55),
        accelerator("a100-sxm-80g", "NVIDIA", "A100 SXM 80GB", 80, 2039,
                    peaks(19.5, 156, 312, 312, none, 624), LinkKind::NVLink, 600, 215, "CUDA",
                    false, 0.77, 0.70, 0.84),
        accelerator("rtx-4090-24g", "NVIDIA", "GeForce RTX 4090 24GB", 24, 1008,
                    peaks(82.6, 82.6, 165.2, 165.2, 330.3, 660.6), LinkKind::PCIe, 32, 16, "CUDA",
                    false, 0.97, 0.75, 1.0, 0.50),
        accelerator("rtx-5090-32g", "NVIDIA", "GeForce RTX 5090 32GB", 32, 1790,
                    peaks(104.8, 105, 209.5, 209.5, 419, 838), LinkKind::PCIe, 64, 28, "CUDA",
                    false, 0.90, 0.70, 1.0, 0.50),
        accelerator("ascend-910b-64g", "Huawei", "Ascend 910B 64GB", 64, 1600,
                    peaks(none, none, 313, 313, none, 626), LinkKind::HCCS, 392, 100, "CANN", true,
                    0.78, 0.55, 0.90),
    };
    const auto month = [](QDate d, double y, std::optional<double> list = std::nullopt) {
        return price(d, BillingUnit::Month, PriceScope::PerNode, y, list);
    };
    const auto bm = RentalForm::BareMetal;
    c.offerings = {
        offering({"jygpu-bm-h100-ningxia1", "H100 80G x8 Ningxia 1", bm, "h100-sxm-80g", 8, 4, 2048,
                  "NVLink + shared 1000M", 0.125, false, true},
                 {month(kJuly, 84480), month(kSep04, 86880, 108600)}),
        offering({"jygpu-bm-h100-jilin1", "H100 80G x8 Jilin 1", bm, "h100-sxm-80g", 8, 4, 2048,
                  "NVLink + IB 400G x4", 200, true, false},
                 {month(kSep28, 87200)}),
        offering({"jygpu-bm-910b-huawei", "Ascend 910B 64G x8 Huawei zone", bm, "ascend-910b-64g",
                  8, 1, 2048, "25G x2 Ethernet", 6.25, false, false},
                 {month(kJuly, 15600), month(kSep04, 21200, 26500)}),
        offering({"jygpu-bm-910b-sichuan1", "Ascend 910B 64G x8 Sichuan 1", bm, "ascend-910b-64g",
                  8, 1, 1024, "25G x2 Ethernet", 6.25, false, false},
                 {month(kSep04, 21760, 27201)}),
        offering({"jygpu-bm-4090-sichuan2", "RTX 4090 24G x8 Sichuan 2", bm, "rtx-4090-24g", 8, 4,
                  512, "25G x2 Ethernet", 6.25, false, false},
                 {month(kJuly, 7920), month(kSep04, 7920, 9900)}),
        offering({"jygpu-bm-5090-anhui1", "RTX 5090 32G x8 Anhui 1", bm, "rtx-5090-32g", 8, 1, 1024,
                  "25G x2 Ethernet", 6.25, false, false},
                 {month(kSep04, 15910, 19888)}),
        offering({"jygpu-bm-a100-80g", "A100 80G x8", bm, "a100-sxm-80g", 8, 1, std::nullopt,
                  "NVLink", 6.25, false, false},
                 {month(kSep28, 40000)}),
        offering({"jygpu-bm-h20-96g", "H20 96G x8", bm, "h20-96g", 8, 4, 2048, "IB 400G x4", 200,
                  true, false},
                 {month(kSep28, 45600)}),
        offering({"jygpu-bm-h200", "H200 141G x8", bm, "h200-141g", 8, 1, 2048, "IB 400G x4", 200,
                  true, false},
                 {month(kSep28, 151920)}),
        offering({"jygpu-ct-4090", "RTX 4090 container", RentalForm::Container, "rtx-4090-24g", 8,
                  1, std::nullopt, "virtual network", 1.25, false, true},
                 // Seed 003: pay-as-you-go ¥1.96 a card-hour, or ¥1.57 a card-hour paid by the
                 // month (¥1,130.40 a card-month).
                 {price(kSep04, BillingUnit::Hour, PriceScope::PerGpu, 1.96),
                  price(kSep28, BillingUnit::Month, PriceScope::PerGpu, 1130.40, 1411.20)}),
        offering({"jygpu-ct-910b", "Ascend 910B container", RentalForm::Container,
                  "ascend-910b-64g", 8, 1, std::nullopt, "virtual network", 1.25, false, true},
                 {price(kSep28, BillingUnit::Hour, PriceScope::PerGpu, 3.58)}),
    };
    return c;
}

/// The default job: 70B full-parameter continued pre-training on 5B tokens in BF16.
inline Job defaultJob()
{
    Job j;
    j.model.paramsB = 70;
    j.method = Method::Full;
    j.precision = Precision::BF16;
    j.tokensB = 5;
    return j;
}

} // namespace gp::test

#pragma once

#include <QString>

#include <array>
#include <optional>

namespace gp {

/// Numeric formats an accelerator has a dense peak for.
enum class PeakPrecision { FP32, TF32, BF16, FP16, FP8, INT8 };
inline constexpr int kPeakPrecisionCount = 6;

/// How the cards inside one node talk to each other.
enum class LinkKind { NVLink, HCCS, PCIe };

/// One accelerator model with the vendor figures the engine plans with.
struct Accelerator {
    QString id; ///< stable key, e.g. "h100-sxm-80g"
    QString vendor; ///< "NVIDIA", "Huawei"
    QString model; ///< "H100 SXM 80GB"
    double memoryGb = 0;
    double memoryBandwidthGBs = 0; ///< HBM/GDDR bandwidth, GB/s
    /// Dense peak TFLOPS (TOPS for INT8) per precision; empty where unsupported. For GeForce cards
    /// BF16/FP16/FP8 hold the FP32-accumulate figure, which is what training frameworks get.
    std::array<std::optional<double>, kPeakPrecisionCount> denseTflops {};
    LinkKind intraLink = LinkKind::PCIe;
    double intraLinkGBs = 0; ///< per-GPU intra-node bandwidth as the vendor states it
    double allReduceBusGBs = 0; ///< achieved all-reduce bus bandwidth inside an 8-card node
    QString softwareStack; ///< "CUDA" or "CANN"
    bool domestic = false; ///< 信创: domestic hardware
    /// Compute efficiency: the share of the dense 16-bit peak that the training kernels reach on
    /// large matrices (MODEL.md). Not end-to-end MFU: communication, pipeline bubbles and memory-
    /// bound work are modelled on top of it.
    double computeEfficiency = 0.60;
    double efficiencyLow = 0.50; ///< pessimistic end of the band
    double efficiencyHigh = 0.70; ///< optimistic end of the band
    /// Share of the FP8 peak that FP8 matrix multiplies reach; empty: as the 16-bit share.
    std::optional<double> fp8Efficiency;
    QString listedFigure; ///< the seller's "FP16 总算力" text per card, e.g. "1979T"
    std::optional<double> listedTflops;
    QString source; ///< where the figures come from

    [[nodiscard]] std::optional<double> peak(PeakPrecision p) const
    {
        return denseTflops.at(static_cast<std::size_t>(p));
    }
};

} // namespace gp

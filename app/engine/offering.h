#pragma once

#include "pricesnapshot.h"

#include <QList>
#include <QString>

#include <optional>

namespace gp {

/// How a machine is rented.
enum class RentalForm { Container, BareMetal, Cluster };

/// Where a catalog row comes from: shipped with the app, or the user's own.
enum class RowOrigin { Shipped, User };

/// Something a team can rent: a container pool or a machine of one accelerator type, with its
/// prices.
struct Offering {
    QString id; ///< stable, e.g. "jygpu-bm-h100-ningxia1"
    QString provider;
    QString labelZh;
    QString labelEn;
    QString regionZh;
    QString regionEn;
    RentalForm form = RentalForm::BareMetal;
    QString acceleratorId;
    int gpusPerNode = 8; ///< cards in one machine; for containers the most cards one instance takes
    int minGpus = 1; ///< containers rent 1..gpusPerNode cards; bare metal rents whole nodes
    int maxNodes = 1; ///< more than 1 where machines can be joined into a cluster
    QString cpu; ///< as the seller states it, e.g. "2x Intel 48-core"
    std::optional<int> ramGb;
    QString storage;
    QString network; ///< inter-node network as stated, e.g. "IB 400G x4"
    double interNodeGBs = 0; ///< per-node cross-machine bandwidth at line rate, GB/s
    bool rdma = false; ///< InfiniBand / RoCE available between machines
    bool sharedNetwork = false;
    bool physicalIsolation = false;
    bool rootAccess = false;
    /// Typical days from order to a machine in hand (seed 003: H100-class machines are
    /// scheduled, western regions take longer); unset where the seller states nothing.
    std::optional<double> leadTimeDays;
    QString leadTimeSource; ///< where the lead time comes from (empty: not stated)
    QString notes;
    RowOrigin origin = RowOrigin::Shipped;
    QList<PriceSnapshot> prices; ///< oldest first

    /// The newest price quoted per \a unit (the last of equal dates), or nullptr.
    [[nodiscard]] const PriceSnapshot *latest(BillingUnit unit) const
    {
        const PriceSnapshot *best = nullptr;
        for (const auto &p : prices) {
            if (p.unit == unit && (!best || p.observedOn >= best->observedOn))
                best = &p;
        }
        return best;
    }

    /// The newest observed price, or nullptr when the offering has none.
    [[nodiscard]] const PriceSnapshot *currentPrice() const
    {
        const PriceSnapshot *best = nullptr;
        for (const auto &p : prices) {
            if (!best || p.observedOn >= best->observedOn)
                best = &p;
        }
        return best;
    }
};

} // namespace gp

// Qt containers and plain values only: lists of it grow by moving bytes, not element by element.
Q_DECLARE_TYPEINFO(gp::Offering, Q_RELOCATABLE_TYPE);

#pragma once

#include <QDate>
#include <QString>

#include <optional>

namespace gp {

/// The unit a price is quoted per.
enum class BillingUnit { Hour, Day, Month };

/// What one price buys: one card (containers) or one whole node (bare metal, cluster).
enum class PriceScope { PerGpu, PerNode };

/// One observed price of an offering; several dated rows form its price history.
struct PriceSnapshot {
    QDate observedOn;
    BillingUnit unit = BillingUnit::Month;
    PriceScope scope = PriceScope::PerNode;
    std::optional<qint64> listFen; ///< list price before discount, if the source gives one
    qint64 priceFen = 0; ///< the price actually charged (after discount), in fen
    QString currency = QStringLiteral("CNY");
    QString source; ///< where and when it was read, e.g. "jygpu.com /markets/bms"
    QString note; ///< e.g. "monthly payment, 20% off"

    friend bool operator==(const PriceSnapshot &, const PriceSnapshot &) = default;
};

} // namespace gp

// Qt containers and plain values only: lists of it grow by moving bytes, not element by element.
Q_DECLARE_TYPEINFO(gp::PriceSnapshot, Q_RELOCATABLE_TYPE);

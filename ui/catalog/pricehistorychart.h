#pragma once

#include "catalogdata.h"

#include <QChartView>
#include <QStringList>

namespace gp::ui {

/// The price history of one offering or several at once: a line per offering through its dated
/// quotes, each quote a point on its date.
class PriceHistoryChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceHistoryChart)

public:
    explicit PriceHistoryChart(QWidget *parent = nullptr);

    /// Draws the offerings with these ids. Prices quoted in another unit or scope than the
    /// offering's current price are left out so one line compares like with like.
    void setOfferings(const gp::CatalogData &catalog, const QStringList &offeringIds);

    [[nodiscard]] QStringList shownIds() const { return m_ids; }
    /// How many quotes are drawn, over all lines.
    [[nodiscard]] int pointCount() const { return m_points; }

protected:
    /// Title, axes and the offerings' names in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    gp::CatalogData m_catalog; ///< what was drawn (implicitly shared), to draw it again
    QStringList m_requested;
    QStringList m_ids;
    int m_points = 0;
};

} // namespace gp::ui

#pragma once

#include <QBrush>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QString>

namespace gp::ui {

/// A chart legend that wraps its entries into as many rows as the width needs, so an entry is
/// never cut off (Qt's own legend elides or drops entries that do not fit on a small chart).
class FlowLegend final : public QGraphicsItem {
public:
    /// How an entry's swatch is drawn.
    enum class Swatch { Line, Band, Circle, Square, Star, Dash };
    struct Entry {
        Swatch swatch = Swatch::Circle;
        QPen pen;
        QBrush brush;
        QString text;
        bool operator==(const Entry &) const = default;
    };

    explicit FlowLegend(QGraphicsItem *parent = nullptr);

    void setEntries(const QList<Entry> &entries);
    [[nodiscard]] const QList<Entry> &entries() const { return m_entries; }
    void setFont(const QFont &font);
    /// Lays the entries out in rows at most \a width wide; returns the height they take.
    qreal layout(qreal width);
    [[nodiscard]] int rowCount() const { return m_rows; }

    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    [[nodiscard]] qreal swatchWidth() const;

    QList<Entry> m_entries;
    QList<QRectF> m_cells; ///< one per entry, in item coordinates
    QFont m_font;
    QSizeF m_size;
    int m_rows = 0;
};

} // namespace gp::ui

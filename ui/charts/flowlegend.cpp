#include "flowlegend.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace gp::ui {

namespace {

constexpr qreal kGap = 6; ///< between a swatch and its text
constexpr qreal kSpacing = 18; ///< between two entries of a row

QPainterPath star(const QPointF &centre, qreal radius)
{
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 == 0 ? radius : radius * 0.45;
        const qreal angle = -M_PI / 2 + i * M_PI / 5;
        const QPointF p(centre.x() + r * std::cos(angle), centre.y() + r * std::sin(angle));
        if (i == 0)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    path.closeSubpath();
    return path;
}

} // namespace

FlowLegend::FlowLegend(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{ }

void FlowLegend::setEntries(const QList<Entry> &entries)
{
    prepareGeometryChange();
    m_entries = entries;
    m_cells.clear();
    m_size = {};
}

void FlowLegend::setFont(const QFont &font)
{
    // The same type: nothing to lay out or repaint (a chart sets it on every edit).
    if (font == m_font)
        return;
    prepareGeometryChange();
    m_font = font;
}

qreal FlowLegend::swatchWidth() const
{
    return QFontMetricsF(m_font).height() * 1.6;
}

qreal FlowLegend::layout(qreal width)
{
    const QFontMetricsF metrics(m_font);
    const qreal rowHeight = metrics.height() + 4;
    QList<QRectF> cells;
    int rows = m_entries.isEmpty() ? 0 : 1;
    qreal x = 0;
    qreal y = 0;
    qreal widest = 0;
    for (const Entry &entry : std::as_const(m_entries)) {
        // A few pixels to spare: eliding rounds, and must never cut a text that fits.
        const qreal w
            = std::min(width, swatchWidth() + kGap + metrics.horizontalAdvance(entry.text) + 4);
        if (x > 0 && x + w > width) {
            x = 0;
            y += rowHeight;
            ++rows;
        }
        cells << QRectF(x, y, w, rowHeight);
        widest = std::max(widest, x + w);
        x += w + kSpacing;
    }
    const QSizeF size(widest, m_entries.isEmpty() ? 0 : y + rowHeight);
    // The same cells: nothing to repaint.
    if (cells != m_cells || size != m_size || rows != m_rows) {
        prepareGeometryChange();
        m_cells = std::move(cells);
        m_rows = rows;
        m_size = size;
        update();
    }
    return m_size.height();
}

QRectF FlowLegend::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

void FlowLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(m_font);
    const QFontMetricsF metrics(m_font);
    const qreal sw = swatchWidth();
    for (int i = 0; i < m_entries.size() && i < m_cells.size(); ++i) {
        const Entry &entry = m_entries.at(i);
        const QRectF cell = m_cells.at(i);
        const QPointF mid(cell.left() + sw / 2, cell.center().y());
        const qreal r = metrics.height() * 0.32;
        painter->setPen(entry.pen);
        painter->setBrush(entry.brush);
        switch (entry.swatch) {
        case Swatch::Line:
        case Swatch::Band:
            painter->setBrush(Qt::NoBrush);
            painter->drawLine(QPointF(cell.left() + 2, mid.y()),
                              QPointF(cell.left() + sw - 2, mid.y()));
            break;
        case Swatch::Circle:
            painter->drawEllipse(mid, r, r);
            break;
        case Swatch::Square:
            painter->drawRect(QRectF(mid.x() - r, mid.y() - r, 2 * r, 2 * r));
            break;
        case Swatch::Star:
            painter->drawPath(star(mid, r * 1.5));
            break;
        case Swatch::Dash:
            painter->setPen(Qt::NoPen);
            painter->drawRect(QRectF(mid.x() - r, mid.y() - 1.5, 2 * r, 3));
            break;
        }
        painter->setPen(QColor(0x30, 0x30, 0x30));
        const QRectF text(cell.left() + sw + kGap, cell.top(), cell.width() - sw - kGap,
                          cell.height());
        painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                          metrics.elidedText(entry.text, Qt::ElideRight, text.width()));
    }
    painter->restore();
}

} // namespace gp::ui

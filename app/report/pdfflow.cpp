#include "pdfflow.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>

namespace gp::report {

namespace {

constexpr double kFooterPoints = 18;

} // namespace

PdfFlow::PdfFlow(QPagedPaintDevice &device, QPainter &painter, const QFont &baseFont,
                 const QString &footerText)
    : m_device(device)
    , m_painter(painter)
    , m_font(baseFont)
    , m_footer(footerText)
{
    m_unitsPerPoint = device.logicalDpiY() / 72.0;
    // A QPdfWriter's logical DPI is its resolution; a QPrinter's is the printer's.
    const QRect page = device.pageLayout().paintRectPixels(device.logicalDpiY());
    // paintRectPixels is relative to the full page; the painter's origin is the paint rect.
    m_body = QRectF(0, 0, page.width(), page.height() - kFooterPoints * m_unitsPerPoint);
    m_y = m_body.top();
}

void PdfFlow::prepareDocument(QTextDocument &doc) const
{
    doc.documentLayout()->setPaintDevice(&m_device);
    doc.setDefaultFont(m_font);
    doc.setDocumentMargin(0);
    doc.setTextWidth(m_body.width());
}

void PdfFlow::addHtml(const QString &html)
{
    QTextDocument doc;
    prepareDocument(doc);
    doc.setHtml(html);

    double offset = 0; // document y already drawn
    const double total = doc.size().height();
    while (offset < total - 0.5) {
        double slice = total - offset;
        if (slice > remaining()) {
            // Cut below the last block that still fits and that no other block (a table cell
            // beside it) straddles: a block is drawn whole on one page, so its text is neither
            // clipped nor written twice into the PDF.
            const double limit = offset + remaining();
            QList<QPair<double, double>> spans;
            for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
                const QRectF box = doc.documentLayout()->blockBoundingRect(b);
                spans.append({box.top(), box.bottom()});
            }
            double cut = offset;
            for (const auto &candidate : spans) {
                const double c = candidate.second;
                if (c <= cut || c > limit)
                    continue;
                const bool straddled
                    = std::any_of(spans.cbegin(), spans.cend(), [c](const auto &s) {
                          return s.first < c - 0.5 && s.second > c + 0.5;
                      });
                if (!straddled)
                    cut = c;
            }
            if (cut <= offset && m_y <= m_body.top()) {
                // A block taller than a page: cut at its last whole line.
                for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
                    const QRectF box = doc.documentLayout()->blockBoundingRect(b);
                    const QTextLayout *layout = b.layout();
                    for (int i = 0; layout && i < layout->lineCount(); ++i) {
                        const QTextLine line = layout->lineAt(i);
                        const double bottom = box.top() + line.y() + line.height();
                        if (bottom > offset && bottom <= limit)
                            cut = qMax(cut, bottom);
                    }
                }
            }
            if (cut <= offset) {
                if (m_y > m_body.top()) {
                    newPage();
                    continue;
                }
                cut = offset + remaining(); // a single line taller than a page
            }
            slice = cut - offset;
        }
        m_painter.save();
        m_painter.translate(m_body.left(), m_y - offset);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, offset, m_body.width(), slice);
        m_painter.setClipRect(context.clip);
        doc.documentLayout()->draw(&m_painter, context);
        m_painter.restore();
        offset += slice;
        m_y += slice;
        if (offset < total - 0.5)
            newPage();
    }
}

void PdfFlow::addDrawing(double height, const std::function<void(QPainter &, const QRectF &)> &draw)
{
    if (height > remaining() && m_y > m_body.top())
        newPage();
    const QRectF area(m_body.left(), m_y, m_body.width(), qMin(height, remaining()));
    m_painter.save();
    draw(m_painter, area);
    m_painter.restore();
    m_y += area.height();
}

void PdfFlow::addSpace(double points)
{
    m_y = qMin(m_body.bottom(), m_y + points * m_unitsPerPoint);
}

void PdfFlow::newPage()
{
    drawFooter();
    m_device.newPage();
    ++m_page;
    m_y = m_body.top();
}

void PdfFlow::finish()
{
    drawFooter();
}

void PdfFlow::drawFooter()
{
    m_painter.save();
    QFont small = m_font;
    small.setPointSizeF(m_font.pointSizeF() * 0.85);
    m_painter.setFont(small);
    m_painter.setPen(QColor(0x55, 0x55, 0x55));
    const QRectF footer(m_body.left(), m_body.bottom(), m_body.width(),
                        kFooterPoints * m_unitsPerPoint);
    m_painter.drawLine(QPointF(footer.left(), footer.top() + 4 * m_unitsPerPoint),
                       QPointF(footer.right(), footer.top() + 4 * m_unitsPerPoint));
    m_painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom, m_footer);
    m_painter.drawText(footer, Qt::AlignRight | Qt::AlignBottom, tr("Page %1").arg(m_page));
    m_painter.restore();
}

} // namespace gp::report

#include "pdfflow.h"

#include "chinesespacing.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <utility>
#include <vector>

namespace gp::report {

namespace {

constexpr double kFooterPoints = 18;

/// Items per list in chunkedLists().
constexpr qsizetype kListChunk = 200;

/// \a html with every plain <ul> of more than kListChunk items written as consecutive lists of
/// at most kListChunk items, with no margin between them: the same pixels, but Qt 6.4 builds a
/// list of n items in O(n^2) (20,000 items take 14 s, as many paragraphs 60 ms), and a report
/// of 200,000 offerings has lists that long.
QString chunkedLists(const QString &html)
{
    static const QString open = QStringLiteral("<ul>");
    static const QString close = QStringLiteral("</ul>");
    QString out;
    qsizetype pos = 0;
    for (;;) {
        const qsizetype start = html.indexOf(open, pos);
        const qsizetype end = start < 0 ? -1 : html.indexOf(close, start);
        if (end < 0)
            break;
        const qsizetype bodyStart = start + open.size();
        const QStringView body = QStringView(html).mid(bodyStart, end - bodyStart);
        QList<qsizetype> items;
        for (qsizetype i = body.indexOf(u"<li"); i >= 0; i = body.indexOf(u"<li", i + 3)) {
            const QChar next = i + 3 < body.size() ? body.at(i + 3) : QChar();
            if (next == u'>' || next == u' ')
                items.append(i);
        }
        const bool nested = body.contains(u"<ul") || body.contains(u"<ol");
        if (nested || items.size() <= kListChunk) {
            out += QStringView(html).mid(pos, end + close.size() - pos);
            pos = end + close.size();
            continue;
        }
        out += QStringView(html).mid(pos, start - pos);
        for (qsizetype first = 0; first < items.size(); first += kListChunk) {
            const bool isFirst = first == 0;
            const bool isLast = first + kListChunk >= items.size();
            const qsizetype from = isFirst ? 0 : items.at(first);
            const qsizetype to = isLast ? body.size() : items.at(first + kListChunk);
            out += isFirst ? QStringLiteral("<ul style='margin-bottom:0px'>")
                : isLast   ? QStringLiteral("<ul style='margin-top:0px'>")
                           : QStringLiteral("<ul style='margin-top:0px; margin-bottom:0px'>");
            out += body.mid(from, to - from);
            out += close;
        }
        pos = end + close.size();
    }
    out += QStringView(html).mid(pos);
    return out;
}

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

QString PdfFlow::spaced(const QString &html) const
{
    return m_chinese ? format::tidyChineseSpacingInHtml(html) : html;
}

void PdfFlow::keepWithNext(const QString &html, double followingHeight)
{
    const QString text = spaced(html);
    QTextDocument doc;
    prepareDocument(doc);
    doc.setHtml(text);
    if (m_y > m_body.top() && doc.size().height() + followingHeight > remaining())
        newPage();
    addSpacedHtml(text);
}

double PdfFlow::heightOf(const QString &html) const
{
    QTextDocument doc;
    prepareDocument(doc);
    doc.setHtml(spaced(html));
    return doc.size().height();
}

void PdfFlow::addHtml(const QString &html)
{
    addSpacedHtml(spaced(html));
}

void PdfFlow::addSpacedHtml(const QString &html)
{
    QTextDocument doc;
    prepareDocument(doc);
    doc.setHtml(chunkedLists(html));
    if (m_keepText)
        m_laidOut << doc.toPlainText();

    // Where a page may end: below a block that no other block (a table cell beside it)
    // straddles, so that a block is drawn whole on one page and its text is neither clipped nor
    // written twice into the PDF. Found once, in O(n log n): the layout does not change while
    // the document is drawn, and a report of 200,000 offerings has a million blocks.
    std::vector<std::pair<double, double>> spans; // top, bottom of every block, by top
    // A heading goes to the next page with its text: a page never ends right below one.
    std::vector<double> headingBottoms;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QRectF box = doc.documentLayout()->blockBoundingRect(b);
        spans.emplace_back(box.top(), box.bottom());
        if (b.blockFormat().headingLevel() > 0)
            headingBottoms.push_back(box.bottom());
    }
    std::sort(headingBottoms.begin(), headingBottoms.end());
    const auto belowHeading = [&headingBottoms](double c) {
        const auto at = std::lower_bound(headingBottoms.cbegin(), headingBottoms.cend(), c - 0.5);
        return at != headingBottoms.cend() && *at <= c + 0.5;
    };
    std::sort(spans.begin(), spans.end());
    std::vector<double> tops(spans.size());
    std::vector<double> lowestBottom(spans.size()); // the lowest bottom of spans[0..i]
    for (std::size_t i = 0; i < spans.size(); ++i) {
        tops[i] = spans[i].first;
        lowestBottom[i] = std::max(spans[i].second, i > 0 ? lowestBottom[i - 1] : spans[i].second);
    }
    std::vector<double> cuts;
    cuts.reserve(spans.size());
    for (const auto &span : spans) {
        const double c = span.second;
        // The blocks that start above c: one of them reaching below it straddles the cut.
        const auto above = std::lower_bound(tops.cbegin(), tops.cend(), c - 0.5) - tops.cbegin();
        if ((above == 0 || lowestBottom[std::size_t(above - 1)] <= c + 0.5) && !belowHeading(c))
            cuts.push_back(c);
    }
    std::sort(cuts.begin(), cuts.end());

    double offset = 0; // document y already drawn
    const double total = doc.size().height();
    while (offset < total - 0.5) {
        double slice = total - offset;
        if (slice > remaining()) {
            const double limit = offset + remaining();
            double cut = offset;
            // The lowest cut still on this page.
            const auto next = std::upper_bound(cuts.cbegin(), cuts.cend(), limit);
            if (next != cuts.cbegin() && *(next - 1) > offset)
                cut = *(next - 1);
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

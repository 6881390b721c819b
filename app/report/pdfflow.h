#pragma once

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>

class QPagedPaintDevice;
class QPainter;
class QTextDocument;

namespace gp::report {

/// Lays blocks out top to bottom on the pages of a paged device (a QPdfWriter or a QPrinter),
/// starting a new page when the next block does not fit, and numbers the pages in the footer.
class PdfFlow final {
    Q_DECLARE_TR_FUNCTIONS(gp::report::PdfFlow)
    Q_DISABLE_COPY_MOVE(PdfFlow)

public:
    PdfFlow(QPagedPaintDevice &device, QPainter &painter, const QFont &baseFont,
            const QString &footerText);

    /// Width of the text area in device units.
    [[nodiscard]] double width() const { return m_body.width(); }
    /// Space left on the current page, in device units.
    [[nodiscard]] double remaining() const { return m_body.bottom() - m_y; }
    /// Device units per typographic point.
    [[nodiscard]] double unitsPerPoint() const { return m_unitsPerPoint; }
    [[nodiscard]] int pageNumber() const { return m_page; }
    /// Nothing drawn on the current page yet.
    [[nodiscard]] bool atPageTop() const { return m_y <= m_body.top(); }
    /// Keeps the plain text of every rich-text block added from now on (off by default: a
    /// report of 200,000 offerings would hold its whole table twice).
    void setKeepText(bool keep) { m_keepText = keep; }
    /// Sets Chinese spacing on the rich text from now on (format::tidyChineseSpacingInHtml): no
    /// space left after a full-width mark or between Chinese characters where text was joined.
    void setChinese(bool chinese) { m_chinese = chinese; }
    /// The plain text of the blocks added while setKeepText was on, in order.
    [[nodiscard]] const QStringList &laidOutText() const { return m_laidOut; }
    /// The height \a html takes when added, in device units.
    [[nodiscard]] double heightOf(const QString &html) const;

    /// Adds a rich-text block (Qt's HTML subset). A block taller than a page is split between
    /// lines of text, never through the middle of a line, and never right below a heading.
    void addHtml(const QString &html);
    /// Adds \a html (a heading) where \a followingHeight device units of what comes after it
    /// fit under it too, else on a new page: a heading is never stranded at a page's foot.
    void keepWithNext(const QString &html, double followingHeight);
    /// Adds a drawing of \a height device units; \a draw paints into the rectangle it is given.
    void addDrawing(double height, const std::function<void(QPainter &, const QRectF &)> &draw);
    /// Vertical space in points.
    void addSpace(double points);
    void newPage();
    /// Draws the last page's footer; call once at the end.
    void finish();

private:
    void drawFooter();
    void prepareDocument(QTextDocument &doc) const;
    [[nodiscard]] QString spaced(const QString &html) const;
    void addSpacedHtml(const QString &html);

    QPagedPaintDevice &m_device;
    QPainter &m_painter;
    QFont m_font;
    QString m_footer;
    QRectF m_body;
    double m_y = 0;
    double m_unitsPerPoint = 1;
    int m_page = 1;
    bool m_keepText = false;
    bool m_chinese = false;
    QStringList m_laidOut;
};

} // namespace gp::report

#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QPageLayout>
#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace gp::report {

/// Everything one PDF summary shows.
struct ReportInput {
    Plan plan;
    CatalogData catalog;
    QLocale locale;
    QString catalogDescription; ///< where the prices come from, e.g. the catalog file
    QDate today = QDate::currentDate();
    int staleAfterDays = 30; ///< prices older than this get a warning on the first page
};

/// Writes the PDF summary of a plan: the job, the recommendation, the comparison, vector charts,
/// break-even, assumptions, price dates and sources, and the checks before ordering.
class ReportWriter final {
    Q_DECLARE_TR_FUNCTIONS(gp::report::ReportWriter)

public:
    /// \a text with every file path in it cut to the file's name: "Catalog: /tmp/x/c.sqlite"
    /// reads "Catalog: c.sqlite".
    [[nodiscard]] static QString withoutFolders(const QString &text);
    /// Writes \a input to \a path (A4, fonts embedded). False with *error on failure; the file is
    /// written atomically, so an old file at \a path survives a failed write.
    [[nodiscard]] static bool writePdf(const ReportInput &input, const QString &path,
                                       QString *error);

    /// Draws the same pages on any paged device (a QPrinter for printing and print preview, a
    /// QPdfWriter), in the page layout the device has. False when the device cannot be painted.
    [[nodiscard]] static bool render(const ReportInput &input, QPagedPaintDevice &device);

    /// A4 portrait with the report's margins; writePdf uses it, printers start from it.
    [[nodiscard]] static QPageLayout pageLayout();
    /// Dots per inch the pages are laid out at. Text is measured with the device's hinted
    /// metrics, which differ between resolutions, so a printer set to this resolution breaks the
    /// pages where the PDF does.
    static constexpr int kResolution = 300;
    /// The document title (PDF metadata, print job name).
    [[nodiscard]] static QString documentTitle();

    /// Writes a PDF at \a path the way writePdf does (A4, the report's margins, 300 dpi, written
    /// atomically), with the pages \a draw paints. False with *error when the file cannot be
    /// written or \a draw returns false.
    [[nodiscard]] static bool writeAtomically(const QString &path, const QString &title,
                                              QString *error,
                                              const std::function<bool(QPagedPaintDevice &)> &draw);

    /// The job in one sentence: model, method, precision, tokens, then its constraints.
    [[nodiscard]] static QString jobInWords(const Job &job, const QLocale &locale);
    /// A section heading of the report, as rich text.
    [[nodiscard]] static QString headingHtml(const QString &text);
    /// What to check before ordering \a option (the seeds' six checks for a machine, in the
    /// words of its vendor's tools: nvidia-smi on NVIDIA, npu-smi, HCCS and CANN versions on
    /// Ascend; for a container, what a container lets you check), one short line each. The
    /// seeds' NVIDIA machine checks when \a option is null.
    [[nodiscard]] static QStringList checksBeforeOrdering(const PlanOption *option,
                                                          const CatalogData &catalog);
    /// The heading and the boxes to tick, as rich text: a list, or two columns where a page is
    /// short of room (the decision sheet).
    [[nodiscard]] static QString checksBeforeOrderingHtml(const QStringList &checks,
                                                          bool twoColumns = false);
    /// Where an option's current price comes from: "label, region: price, observed date,
    /// source"; empty when the catalog has no current price for it.
    [[nodiscard]] static QString priceSourceLine(const PlanOption &option,
                                                 const CatalogData &catalog, const QLocale &locale);

    /// The font families the report uses, best first: a Simplified Chinese face whose embedded
    /// text extracts as the same characters (no Kangxi radicals, no lost digits).
    [[nodiscard]] static QStringList fontFamilies();
};

} // namespace gp::report

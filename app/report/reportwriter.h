#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QPageLayout>
#include <QString>

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
    /// The document title (PDF metadata, print job name).
    [[nodiscard]] static QString documentTitle();

    /// The font families the report uses, best first: a Simplified Chinese face whose embedded
    /// text extracts as the same characters (no Kangxi radicals, no lost digits).
    [[nodiscard]] static QStringList fontFamilies();
};

} // namespace gp::report

#pragma once

#include "reportwriter.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace gp::report {

/// What a decision page was laid out with: its page count, its text and the chart's size.
struct DecisionLayout {
    int pages = 0;
    QStringList text; ///< the plain text of every text block, top to bottom (not the chart's)
    QString recommended; ///< the recommended option's label; empty when nothing runs the job
    QString runnerUp; ///< the runner-up's label; empty when there is none
    double fontPoints = 0; ///< the body text size the page needed
    double chartPoints = 0; ///< the height the cost-vs-time chart got
};

/// The one-page decision for a meeting, beside the full report: the job in one line, the
/// recommendation with its time and billed cost bands and its chances, the recommended option
/// against the runner-up, the trade between them, the cost-vs-time chart, the six checks
/// before ordering, and where the prices come from. Long content shrinks the chart, then the
/// type; the page never runs onto a second one.
class DecisionWriter final {
    Q_DECLARE_TR_FUNCTIONS(gp::report::DecisionWriter)

public:
    /// Writes the page to \a path as the full report is written (A4, fonts embedded, atomic).
    /// False with *error on failure. \a layout, when given, receives what was laid out.
    [[nodiscard]] static bool writePdf(const ReportInput &input, const QString &path,
                                       QString *error, DecisionLayout *layout = nullptr);
    /// Draws the page on any paged device in the page layout it has.
    [[nodiscard]] static bool render(const ReportInput &input, QPagedPaintDevice &device,
                                     DecisionLayout *layout = nullptr);
    /// The document title (PDF metadata).
    [[nodiscard]] static QString documentTitle();
};

} // namespace gp::report

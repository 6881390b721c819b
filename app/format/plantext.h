#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QLocale>
#include <QString>

namespace gp::format {

/// The options a document for people lists, at most \a cap: feasible ones first in the plan's
/// order, then the rest; the recommended option is always among them. *\a unlisted gets how many
/// were left out (every option stays in the JSON and the CSV).
[[nodiscard]] QList<const PlanOption *> listedOptions(const Plan &plan, qsizetype cap,
                                                      qsizetype *unlisted);

/// How many options the text plan and the PDF list before counting the rest.
inline constexpr qsizetype kListedOptions = 200;
/// How many different break-even lines they list.
inline constexpr qsizetype kListedBreakEvens = 20;
/// How many different price sources the text plan's first line names.
inline constexpr qsizetype kListedSources = 6;

/// \a lines without repeats (equal machines give equal lines), the first \a cap of them;
/// *\a more counts the other different ones.
[[nodiscard]] QStringList distinctLines(const QStringList &lines, qsizetype cap, qsizetype *more);

/// One break-even line in words: the machine's month per card and the container's hour, and the
/// monthly use above which bare metal is cheaper, or, where that lies past the month's hours,
/// that the container stays cheaper even used all month. The text plan, the PDF and the advice
/// word it the same.
[[nodiscard]] QString breakEvenLine(const BreakEven &b, const CatalogData &catalog,
                                    const QLocale &locale);

/// The plan's break-even lines in words, each set of figures once, in the plan's order.
[[nodiscard]] QStringList breakEvenLines(const Plan &plan, const CatalogData &catalog,
                                         const QLocale &locale);

/// A readable terminal report of a plan (`plan --format text`): price date and sources, the job
/// in one line, the recommendation and why, a fixed-width comparison table (feasible options
/// first, infeasible ones with their first blocker), break-even, advice and the assumptions.
/// Numbers and money follow \a locale; columns align by display width, so Chinese labels line up.
[[nodiscard]] QString planToText(const Plan &plan, const CatalogData &catalog,
                                 const QLocale &locale);

/// The comparison as RFC 4180 CSV (`plan --format csv`): a header row, then one row per option
/// with the plan contract's numeric fields; CRLF line ends, UTF-8 without BOM (the CLI adds the
/// BOM when it writes a file). Numbers use a dot and no grouping, so spreadsheets read them.
[[nodiscard]] QString planToCsv(const Plan &plan, const CatalogData &catalog);

/// The compute efficiency an option was planned with and where it comes from (the catalog's
/// calibrated figure and its band, the job's end-to-end MFU converted, or trial runs), with the
/// end-to-end MFU the plan achieves: one sentence for the text plan, the PDF and the window.
[[nodiscard]] QString efficiencyAssumption(const PlanOption &option, const Accelerator &acc,
                                           const Plan &plan, const QLocale &locale);

/// Columns a terminal gives \a text: East Asian wide and full-width characters count 2.
[[nodiscard]] int displayWidth(const QString &text);

/// One CSV field, quoted when it holds a comma, a quote, CR or LF (quotes doubled).
[[nodiscard]] QString csvField(const QString &field);

} // namespace gp::format

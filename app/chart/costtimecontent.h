#pragma once

#include "catalogdata.h"
#include "plan.h"
#include "shortnames.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace gp::chart {

/// The offerings every cost chart shows, feasible or not: the seeds' comparison (H100 x8,
/// 910B x8, 4090 x8).
[[nodiscard]] QStringList yardsticks();

/// An option's name on a chart: its short name (format::ShortNames, the comparison table's)
/// with what a chart must add: the cards a container rents ("4090 24G container ×2"), the
/// machines of a multi-machine option.
[[nodiscard]] QString chartLabel(const PlanOption &option, const format::ShortNames &names);

/// At most \a cap of \a candidates, in their order, for a chart to draw: the recommended
/// option, the feasible Pareto front and the yardstick machines first, then feasible ones, then
/// the rest as they come. A chart of thousands of points reads as nothing; the table keeps them.
[[nodiscard]] QList<PlanOption> charted(const QList<PlanOption> &candidates,
                                        const QString &recommendedId, int cap);

/// One option as the cost chart shows it.
struct CostPoint {
    enum class Kind { Recommended, Feasible, MissesLimit, CannotRun };

    QString offeringId;
    QString label; ///< chartLabel()
    Band hours; ///< serving: the output tokens/s sustained, as the x value
    Band costFen; ///< pro-rated
    Fen billedFen = 0; ///< one run as billed
    /// What the user's whole need is billed (one run, a month of weekly runs or of serving):
    /// the budget is checked against it, so the point is drawn there.
    Fen needFen = 0;
    Band needBandFen; ///< the same at the ends of the time range (0: unknown)
    /// Porting the comparison counts (CANN): part of the decision's cost, which the budget is
    /// weighed against, so the point is drawn with it.
    Fen portingFen = 0;
    bool feasible = false;
    bool runnable = false; ///< can run the job, but may miss the deadline or the budget
    bool recommended = false;
    bool pareto = false;
    bool yardstick = false;

    [[nodiscard]] Kind kind() const;
    /// The y value: the billed cost of the whole need with porting, in yuan.
    [[nodiscard]] double cost() const;
    /// The y value at the low and high ends of the time range: the engine's band where it has
    /// one, else the bill at the pro-rated cost \a proratedEnd of that end.
    [[nodiscard]] double costAt(Fen proratedEnd) const;
    [[nodiscard]] double costLow() const;
    [[nodiscard]] double costHigh() const;
    /// One run billed in whole periods costs more than its hours: a grey mark shows the hours'
    /// cost. A need of many runs (a month of weekly runs, of serving) has no one-run mark.
    [[nodiscard]] bool hasProratedMark() const;
    /// Named on the chart whatever it takes: the recommendation, the yardsticks, the front.
    [[nodiscard]] bool mustBeNamed() const;
};

/// What the cost chart of a plan shows, whoever draws it: the window and both PDFs.
struct CostTimeContent {
    /// Points beyond this many are left to the comparison table (a catalog of thousands).
    static constexpr int kMaxPoints = 24;

    bool throughput = false; ///< serving: x is the output tokens/s sustained, not hours
    bool withPorting = false; ///< some cost includes porting: the y axis says so
    /// The options shown, in the plan's order: those that can run the job, and the yardsticks.
    QList<PlanOption> shown;
    QStringList labels; ///< chartLabel() of each shown option
    QList<CostPoint> points; ///< the shown options with an estimate, in the same order
    QStringList unplotted; ///< labels of shown options with no estimate (does not fit)
    int leftOut = 0; ///< options that run the job but are past the cap
    double deadlineHours = 0; ///< 0: none, or serving
    double budgetYuan = 0; ///< 0: none

    [[nodiscard]] static CostTimeContent of(const Plan &plan, const CatalogData &catalog,
                                            const QLocale &locale, int cap = kMaxPoints);
};

/// The claim of \a points on room for their names: the recommendation, the yardsticks, the
/// Pareto front, then feasible options, then the rest; in the plan's order within each.
[[nodiscard]] QList<int> claimOrder(const QList<CostPoint> &points);

} // namespace gp::chart

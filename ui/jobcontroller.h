#pragma once

#include "catalogdata.h"
#include "job.h"
#include "plan.h"

#include <QObject>
#include <QTimer>

namespace gp::ui {

/// Holds the job being planned and the catalog, and keeps the Plan current: every edit schedules
/// one recomputation. The engine takes milliseconds, so it runs on the UI thread; a burst of edits
/// (a wizard's Finish, a paste, several fields set in one go) coalesces into one recomputation.
class JobController final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobController)

public:
    explicit JobController(QObject *parent = nullptr);

    void setCatalog(const gp::CatalogData &catalog);
    [[nodiscard]] const gp::CatalogData &catalog() const { return m_catalog; }

    void setJob(const gp::Job &job);
    [[nodiscard]] const gp::Job &job() const { return m_job; }

    /// The plan of the last recomputation; stale while isPending().
    [[nodiscard]] const gp::Plan &plan() const { return m_plan; }
    [[nodiscard]] bool isPending() const { return m_timer.isActive(); }

    /// Runs a scheduled recomputation now (tests, and callers that need the plan at once).
    void flush();

signals:
    void jobChanged(const gp::Job &job);
    void catalogChanged(const gp::CatalogData &catalog);
    void planChanged(const gp::Plan &plan);

private:
    void schedule();
    void recompute();

    gp::CatalogData m_catalog;
    gp::Job m_job;
    gp::Plan m_plan;
    QTimer m_timer;
};

} // namespace gp::ui

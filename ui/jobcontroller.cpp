#include "jobcontroller.h"

#include "jobparser.h"
#include "planner.h"

namespace gp::ui {

JobController::JobController(QObject *parent)
    : QObject(parent)
    , m_job(gp::defaultJob())
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &JobController::recompute);
}

void JobController::setCatalog(const gp::CatalogData &catalog)
{
    m_catalog = catalog;
    emit catalogChanged(m_catalog);
    schedule();
}

void JobController::setJob(const gp::Job &job)
{
    m_job = job;
    emit jobChanged(m_job);
    schedule();
}

void JobController::flush()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    recompute();
}

void JobController::schedule()
{
    m_timer.start();
}

void JobController::recompute()
{
    m_plan = gp::makePlan(m_job, m_catalog);
    emit planChanged(m_plan);
}

} // namespace gp::ui

#pragma once

#include <QDate>
#include <QLabel>

namespace gp {
struct Plan;
}

namespace gp::ui {

class JobController;

/// One line above the results saying how old the prices behind the plan are; once they are
/// older than the set age (db::Catalog::staleAfterDays(), 30 days unless changed in the settings)
/// it turns into a warning to check the live prices.
class PriceAgeBanner final : public QLabel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceAgeBanner)

public:
    explicit PriceAgeBanner(JobController *controller, QWidget *parent = nullptr);

    [[nodiscard]] bool isWarning() const { return m_warning; }
    /// The day ages are counted to; today unless a test sets another.
    void setToday(const QDate &today);
    /// Says it again from the current plan (after the stale age was changed in the settings).
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showAge(const gp::Plan &plan);
    /// Sets \a sheet unless it is the one set already.
    void restyle(const QString &sheet);

    JobController *m_controller = nullptr;
    QDate m_today;
    bool m_warning = false;
};

} // namespace gp::ui

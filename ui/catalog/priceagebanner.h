#pragma once

#include <QDate>
#include <QLabel>

namespace gp {
struct Plan;
}

namespace gp::ui {

class JobController;

/// One line above the results saying how old the prices behind the plan are; once they are
/// older than the set age (staleAfterDays(), 30 days unless changed in the settings) it turns
/// into a warning to check the live prices.
class PriceAgeBanner final : public QLabel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceAgeBanner)

public:
    explicit PriceAgeBanner(JobController *controller, QWidget *parent = nullptr);

    /// The age in days above which prices are stale: the "catalog/staleAfterDays" setting.
    [[nodiscard]] static int staleAfterDays();
    static void setStaleAfterDays(int days);

    [[nodiscard]] bool isWarning() const { return m_warning; }
    /// The day ages are counted to; today unless a test sets another.
    void setToday(const QDate &today);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh(const gp::Plan &plan);

    JobController *m_controller = nullptr;
    QDate m_today;
    bool m_warning = false;
};

} // namespace gp::ui

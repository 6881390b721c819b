#pragma once

#include "scenarioset.h"

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QPushButton;
class QTableView;
class QValueAxis;

namespace gp::ui {

class CompareModel;
class JobController;

/// Scenarios side by side for a meeting: a table of their key figures and one cost-vs-time
/// chart with a series per scenario. The first row is the job being edited; scenarios come from
/// files or are copies of the current job taken before it is edited further.
class CompareView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareView)

public:
    explicit CompareView(JobController *controller, QWidget *parent = nullptr);

    [[nodiscard]] CompareModel *model() const { return m_model; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] QChartView *chartView() const { return m_chartView; }

    /// The name the current job's row shows (its file name, or "Untitled").
    void setCurrentName(const QString &name);
    /// Copies the current job into a scenario of its own; returns its row.
    int addCurrentAsScenario();
    /// Adds the job in \a path; false with *error naming the field and the problem.
    bool addScenarioFromFile(const QString &path, QString *error);
    /// Removes the selected scenario (never the current job).
    void removeSelected();

    void retranslate();
    /// Redraws the combined chart (after a scenario or the fonts changed).
    void rebuildChart();

    /// The scenarios (not the current job) as a set file holds them.
    [[nodiscard]] QList<ScenarioSet::Entry> scenarioEntries() const;
    /// Replaces the scenarios with those of the set in \a path; false with *error naming the
    /// file and the field, the scenarios then unchanged.
    bool openScenarioSet(const QString &path, QString *error);
    /// Writes the scenarios to \a path; false with *error naming the file.
    bool saveScenarioSet(const QString &path, QString *error) const;
    /// Keeps the scenarios in \a path across restarts: restores them from it now, and writes
    /// it whenever they change. A file that cannot be read is renamed aside, never deleted
    /// (keptSetAside says where), and the view starts with no scenarios.
    void keepIn(const QString &path);

signals:
    /// A scenario file could not be read: \a detail names the field and the problem.
    void loadFailed(const QString &path, const QString &detail);
    /// The kept scenarios could not be read and were moved to \a movedTo.
    void keptSetAside(const QString &movedTo, const QString &detail);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void addFromFileDialog();
    void openSetDialog();
    void saveSetDialog();
    void updateButtons();
    /// Writes the scenarios to the kept file, if any.
    void writeKept();
    /// Redraws the chart now when in sight, else marks it for the next show.
    void chartChanged();

    JobController *m_controller = nullptr;
    CompareModel *m_model = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_addCurrent = nullptr;
    QPushButton *m_addFile = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_openSet = nullptr;
    QPushButton *m_saveSet = nullptr;
    QString m_keptPath;
    bool m_batch = false; ///< rows change together: the kept file is written once after
    bool m_chartStale = false;
    QTableView *m_table = nullptr;
    QChartView *m_chartView = nullptr;
    QChart *m_chart = nullptr;
    QValueAxis *m_hoursAxis = nullptr;
    QValueAxis *m_costAxis = nullptr;
    QString m_currentName;
};

} // namespace gp::ui

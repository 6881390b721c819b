#pragma once

#include "plan.h"

#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QModelIndex;
class QScrollArea;
class QTabWidget;
class QTableView;

namespace gp::ui {

class BreakEvenChart;
class ComparisonModel;
class ComparisonSortModel;
class CostTimeChart;
class JobController;
class JobInputsPanel;
class MemoryChart;
class OptionDetailsView;
class RecommendationSummary;
class RecommendationView;
class ScalingChart;

/// What the main window shows for the current job: the recommendation in sentences, the
/// comparison table, and the charts, beside a panel of the job's key inputs. Follows the
/// controller: any edit anywhere redraws it, with no compute button.
class ResultsWorkspace final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsWorkspace)

public:
    enum Tab { ComparisonTab, CostTimeTab, MemoryTab, BreakEvenTab, ScalingTab };

    explicit ResultsWorkspace(JobController *controller, QWidget *parent = nullptr);

    [[nodiscard]] ComparisonModel *comparisonModel() const { return m_model; }
    [[nodiscard]] QTableView *comparisonView() const { return m_table; }
    /// The charts, each brought up to date with the plan first: a tab out of sight is redrawn
    /// only when it is shown or asked for, so an edit costs the drawing of one tab.
    [[nodiscard]] CostTimeChart *costTimeChart() { return refreshed(CostTimeTab, m_costTime); }
    [[nodiscard]] MemoryChart *memoryChart() { return refreshed(MemoryTab, m_memory); }
    [[nodiscard]] BreakEvenChart *breakEvenChart() { return refreshed(BreakEvenTab, m_breakEven); }
    [[nodiscard]] ScalingChart *scalingChart() { return refreshed(ScalingTab, m_scaling); }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] JobInputsPanel *inputsPanel() const { return m_panel; }
    /// Set while an input field is invalid: the results are greyed and belong to the last valid
    /// job. Null when all is valid.
    [[nodiscard]] bool resultsAreStale() const { return !m_invalidFields.isEmpty(); }
    [[nodiscard]] QLabel *inputProblem() const { return m_inputProblem; }
    /// The details of the row selected in the comparison table.
    [[nodiscard]] OptionDetailsView *detailsView() const { return m_details; }
    /// The model columns the comparison table leaves to the details panel (the CSV has them).
    [[nodiscard]] static QList<int> detailColumns();

    /// Presentation mode for a projector: the chart tabs (cost against time shown) beside a
    /// compact recommendation (key figures and the trade against the runner-up); the
    /// comparison tab shows its table at full width; no input panel. The caller sets the larger
    /// fonts; the charts are restyled here to pick them up.
    void setPresentation(bool on);
    [[nodiscard]] bool isPresentation() const { return m_presentation; }
    /// The compact recommendation of presentation mode (null before it is first entered).
    [[nodiscard]] RecommendationSummary *summary() const { return m_summary; }
    [[nodiscard]] QScrollArea *summaryScroll() const { return m_summaryScroll; }

signals:
    void wizardRequested();
    /// Emitted after every view shows the new plan.
    void updated();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Tab names and captions in the current language.
    void retranslate();
    void showPlan(const gp::Plan &plan);
    void fillSelectors(const gp::Plan &plan);
    void fitColumns();
    void selectOffering(const QString &offeringId);
    void fitPresentation();
    /// Presentation mode: the summary's share of the width, kept as the window is resized.
    void sizePresentation();
    void showInputProblem(const QStringList &fields);
    void showSelectedDetails(const QModelIndex &current);
    void updateBreakEven();
    void updateScaling();
    /// Redraws tab \a tab from the current plan if it has not been since the plan changed.
    void refresh(int tab);
    template<typename T>
    T *refreshed(Tab tab, T *widget)
    {
        refresh(tab);
        return widget;
    }

    JobController *m_controller = nullptr;
    JobInputsPanel *m_panel = nullptr;
    RecommendationView *m_recommendation = nullptr;
    QTabWidget *m_tabs = nullptr;
    ComparisonModel *m_model = nullptr;
    ComparisonSortModel *m_sorted = nullptr;
    QTableView *m_table = nullptr;
    OptionDetailsView *m_details = nullptr;
    CostTimeChart *m_costTime = nullptr;
    MemoryChart *m_memory = nullptr;
    BreakEvenChart *m_breakEven = nullptr;
    QComboBox *m_breakEvenAccelerator = nullptr;
    ScalingChart *m_scaling = nullptr;
    QComboBox *m_scalingOffering = nullptr;
    QLabel *m_breakEvenCaption = nullptr;
    QLabel *m_scalingCaption = nullptr;
    QLabel *m_scalingNote = nullptr;
    /// Per tab: true when the plan changed after the tab was last drawn.
    std::array<bool, ScalingTab + 1> m_stale {};
    RecommendationSummary *m_summary = nullptr;
    /// Holds the summary: a text longer than the screen scrolls instead of growing the window.
    QScrollArea *m_summaryScroll = nullptr;
    QLabel *m_inputProblem = nullptr;
    QWidget *m_resultsArea = nullptr;
    QStringList m_invalidFields;
    bool m_presentation = false;
};

} // namespace gp::ui

#pragma once

#include "jobpage.h"

#include <optional>

class QComboBox;
class QGroupBox;
class QLabel;
class QRadioButton;

namespace gp::ui {

/// Step 2: what is done with the model: the method, the precision and the amount of work
/// (tokens, or samples x sequence length x epochs), or the serving load for inference.
class TrainingPage final : public JobPage {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrainingPage)

public:
    explicit TrainingPage(QWidget *parent = nullptr);

    void load(const gp::Job &job) override;
    void apply(gp::Job &job) const override;
    /// Entering the page: the tokens per sample follow the sequence length of the model chosen
    /// on the previous page, unless the user typed a length of their own here.
    void initializePage() override;

protected:
    [[nodiscard]] QString pageProblem() const override;

private:
    void updateEnabled();
    void updateTotal();
    /// The software list for the method (training or serving stacks), the current choice kept
    /// where it still applies, and its one-line explanation.
    void fillFrameworks();
    void updateFrameworkHelp();
    [[nodiscard]] std::optional<double> tokensB() const;

    QComboBox *m_method = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_framework = nullptr; ///< item data: Framework, or -1 for the job's default
    QLabel *m_frameworkCaption = nullptr;
    QLabel *m_frameworkHelp = nullptr;
    std::optional<gp::Framework> m_chosenFramework; ///< the job's own choice, if any
    /// The loaded job named its usual software explicitly: written back while the method stays.
    std::optional<gp::Framework> m_loadedUsual;
    gp::Method m_loadedMethod = gp::Method::Full;
    QGroupBox *m_training = nullptr;
    QRadioButton *m_byTokens = nullptr;
    QRadioButton *m_bySamples = nullptr;
    NumberEdit *m_tokens = nullptr;
    NumberEdit *m_samples = nullptr;
    NumberEdit *m_sampleLength = nullptr;
    NumberEdit *m_epochs = nullptr;
    bool m_lengthTyped = false; ///< the user typed the tokens per sample
    QLabel *m_total = nullptr;
    NumberEdit *m_loraRank = nullptr;
    QGroupBox *m_inference = nullptr;
    NumberEdit *m_requests = nullptr;
    NumberEdit *m_context = nullptr;
    NumberEdit *m_perRequest = nullptr;
    NumberEdit *m_targetRate = nullptr;
};

} // namespace gp::ui

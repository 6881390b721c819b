#pragma once

#include "jobpage.h"

class QComboBox;

namespace gp::ui {

/// Step 1: the model. A preset fills every field; "custom" takes a parameter count and, where
/// known, the architecture (the engine estimates what is left empty).
class ModelPage final : public JobPage {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelPage)

public:
    explicit ModelPage(QWidget *parent = nullptr);

    void load(const gp::Job &job) override;
    void apply(gp::Job &job) const override;

private:
    void presetChosen();
    void fieldEdited();

    QComboBox *m_preset = nullptr;
    NumberEdit *m_params = nullptr;
    NumberEdit *m_active = nullptr;
    NumberEdit *m_layers = nullptr;
    NumberEdit *m_hidden = nullptr;
    NumberEdit *m_heads = nullptr;
    NumberEdit *m_kvHeads = nullptr;
    NumberEdit *m_seqLen = nullptr;
    NumberEdit *m_vocab = nullptr;
    bool m_loading = false;
};

} // namespace gp::ui

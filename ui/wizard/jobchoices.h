#pragma once

#include "job.h"

#include <QString>

class QComboBox;

namespace gp::ui {

/// The translated choices of the job's enumerations, shared by the wizard and the side panel so
/// both say the same thing. Each combo item carries the enum's int value as its data.
class JobChoices final {
public:
    static void fillPresets(QComboBox *combo);
    static void fillMethods(QComboBox *combo);
    static void fillPrecisions(QComboBox *combo);
    static void fillExpansions(QComboBox *combo);
    static void fillIterations(QComboBox *combo);

    /// Renames \a combo's items, filled by \a fill, in the current language; the selection and
    /// the data stay as they are.
    static void retranslate(QComboBox *combo, void (*fill)(QComboBox *));

    /// Selects the item whose data is \a value (an enum as int, or a preset id).
    static void select(QComboBox *combo, const QVariant &value);

    /// "Llama 3.1 70B" for "llama-3.1-70b".
    [[nodiscard]] static QString presetName(const QString &id);
};

} // namespace gp::ui

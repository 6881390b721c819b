#pragma once

#include <QLineEdit>
#include <QString>

#include <functional>
#include <optional>

class QLabel;

namespace gp::ui {

/// What a number field accepts. The bounds match the job parser's (the same job must be valid
/// whether typed here or read from a .gpuplan file).
struct NumberRange {
    double min = 0;
    bool minExclusive = true; ///< zero parameters make no sense; one card does
    double max = 0;
    bool integer = false;
    bool optional = false; ///< empty means "not set" (no deadline, no budget)
    /// Why the upper bound, e.g. "a month has at most 744 hours": the source text of context
    /// gp::ui::JobLimits, translated when shown (or a text already in the user's language).
    QString maxHint;
};

/// A line edit for one number of the job that validates as the user types and shows what is
/// wrong in a label beside it (objectName "<field>Error"). Accepts the locale's digits and
/// grouping ("86,880") as well as plain C numbers; rejects NaN, infinities and values out of range.
class NumberEdit final : public QLineEdit {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NumberEdit)

public:
    NumberEdit(const QString &fieldName, const NumberRange &range, QWidget *parent = nullptr);

    /// The label that shows the error; the page puts it beside the field.
    [[nodiscard]] QLabel *errorLabel() const { return m_error; }

    [[nodiscard]] bool isValid() const { return m_valid; }
    /// The number, or nothing when empty or invalid.
    [[nodiscard]] std::optional<double> value() const { return m_value; }
    /// Shows \a value (empty for nothing) without emitting valueEdited.
    void setValue(std::optional<double> value);
    /// \a value as the field writes it: the locale's grouping, no needless decimals.
    [[nodiscard]] static QString formatted(double value);

    void setRange(const NumberRange &range);
    /// An extra check beyond the range (e.g. KV heads <= heads); returns an error or empty.
    void setExtraCheck(std::function<QString(double)> check);
    /// Re-runs validation (after a field the extra check depends on changed).
    void revalidate();

signals:
    void validityChanged(bool valid);
    /// The user typed a valid value (or cleared an optional field).
    void valueEdited();

protected:
    void changeEvent(QEvent *event) override;

private:
    void validate();
    [[nodiscard]] QString problem(const QString &text, std::optional<double> *parsed) const;

    NumberRange m_range;
    std::function<QString(double)> m_extraCheck;
    QLabel *m_error = nullptr;
    std::optional<double> m_value;
    bool m_valid = true;
};

} // namespace gp::ui

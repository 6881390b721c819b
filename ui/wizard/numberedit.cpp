#include "numberedit.h"

#include "moneyformat.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QLocale>

#include <cmath>

namespace gp::ui {

NumberEdit::NumberEdit(const QString &fieldName, const NumberRange &range, QWidget *parent)
    : QLineEdit(parent)
    , m_range(range)
    , m_error(new QLabel(parent))
{
    setObjectName(fieldName);
    m_error->setObjectName(fieldName + QStringLiteral("Error"));
    m_error->setWordWrap(true);
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_error->setPalette(palette);
    // Screen readers and tooltips tell the same story as the label.
    m_error->setAccessibleName(tr("Error"));
    connect(this, &QLineEdit::textChanged, this, &NumberEdit::validate);
    // textEdited comes before textChanged: validate here too, or listeners would read the value
    // from before the keystroke.
    connect(this, &QLineEdit::textEdited, this, [this]() {
        validate();
        if (m_valid)
            emit valueEdited();
    });
    // Leaving the field writes the number back with the locale's grouping: "400000" reads
    // "400,000". The value is the same, so nothing is recomputed.
    connect(this, &QLineEdit::editingFinished, this, [this]() {
        if (m_valid && m_value && text() != formatted(*m_value))
            setValue(m_value);
    });
    validate();
}

QString NumberEdit::formatted(double v)
{
    const QLocale locale;
    // Whole numbers without decimals; others with what they need, grouping kept for readability.
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return locale.toString(qint64(v));
    return locale.toString(v, 'g', 12);
}

void NumberEdit::setValue(std::optional<double> value)
{
    if (!value) {
        setText(QString());
        return;
    }
    setText(formatted(*value));
}

void NumberEdit::setRange(const NumberRange &range)
{
    m_range = range;
    validate();
}

void NumberEdit::setExtraCheck(std::function<QString(double)> check)
{
    m_extraCheck = std::move(check);
    validate();
}

void NumberEdit::revalidate()
{
    validate();
}

void NumberEdit::changeEvent(QEvent *event)
{
    QLineEdit::changeEvent(event);
    // A disabled field (LoRA rank for full training) is not part of the job: it cannot be wrong.
    if (event->type() == QEvent::EnabledChange)
        validate();
    // The message beside the field is in the language chosen at run time.
    if (event->type() == QEvent::LanguageChange) {
        m_error->setAccessibleName(tr("Error"));
        validate();
    }
}

void NumberEdit::validate()
{
    std::optional<double> parsed;
    const QString message = isEnabled() ? problem(text(), &parsed) : QString();
    m_value = message.isEmpty() ? parsed : std::nullopt;
    m_error->setText(message);
    setToolTip(message);
    setAccessibleDescription(message);
    const bool valid = message.isEmpty();
    if (valid != m_valid) {
        m_valid = valid;
        emit validityChanged(valid);
    }
}

QString NumberEdit::problem(const QString &input, std::optional<double> *parsed) const
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return m_range.optional ? QString() : tr("Required.");
    const QLocale locale;
    bool ok = false;
    double v = locale.toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v))
        return tr("Enter a number.");
    if (m_range.integer && v != std::floor(v))
        return tr("Enter a whole number.");
    const QString minText = format::formatNumber(m_range.min, locale);
    if (m_range.minExclusive && v <= m_range.min)
        return tr("Must be more than %1.").arg(minText);
    if (!m_range.minExclusive && v < m_range.min)
        return tr("Must be at least %1.").arg(minText);
    if (v > m_range.max) {
        const QString maxText = format::formatNumber(m_range.max, locale);
        return m_range.maxHint.isEmpty()
            ? tr("Must be at most %1.").arg(maxText)
            : tr("Must be at most %1: %2.")
                  .arg(maxText,
                       QCoreApplication::translate("gp::ui::JobLimits",
                                                   m_range.maxHint.toUtf8().constData()));
    }
    if (m_extraCheck) {
        const QString extra = m_extraCheck(v);
        if (!extra.isEmpty())
            return extra;
    }
    *parsed = v;
    return {};
}

} // namespace gp::ui

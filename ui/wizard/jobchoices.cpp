#include "jobchoices.h"

#include "modelpresets.h"

#include <QComboBox>
#include <QCoreApplication>

namespace gp::ui {

namespace {

/// The translation context of the texts in this file (free functions have no class).
class JobChoicesText final {
    Q_DECLARE_TR_FUNCTIONS(gp::ui::JobChoices)
};

} // namespace

void JobChoices::fillPresets(QComboBox *combo)
{
    combo->clear();
    combo->addItem(JobChoicesText::tr("Custom model"), QString());
    for (const QString &id : gp::ModelPresets::ids())
        combo->addItem(presetName(id), id);
}

void JobChoices::fillMethods(QComboBox *combo)
{
    combo->clear();
    combo->addItem(JobChoicesText::tr("Full-parameter training"), int(gp::Method::Full));
    combo->addItem(JobChoicesText::tr("LoRA fine-tuning"), int(gp::Method::LoRA));
    combo->addItem(JobChoicesText::tr("QLoRA fine-tuning (4-bit base)"), int(gp::Method::QLoRA));
    combo->addItem(JobChoicesText::tr("Inference serving"), int(gp::Method::Inference));
}

void JobChoices::fillPrecisions(QComboBox *combo)
{
    combo->clear();
    combo->addItem(JobChoicesText::tr("BF16 (mixed precision)"), int(gp::Precision::BF16));
    combo->addItem(JobChoicesText::tr("FP16 (mixed precision)"), int(gp::Precision::FP16));
    combo->addItem(JobChoicesText::tr("FP8"), int(gp::Precision::FP8));
    combo->addItem(JobChoicesText::tr("FP32"), int(gp::Precision::FP32));
    combo->addItem(JobChoicesText::tr("INT8"), int(gp::Precision::INT8));
    combo->addItem(JobChoicesText::tr("INT4"), int(gp::Precision::INT4));
}

void JobChoices::fillExpansions(QComboBox *combo)
{
    combo->clear();
    combo->addItem(JobChoicesText::tr("One machine is enough"), int(gp::Expansion::None));
    combo->addItem(JobChoicesText::tr("Several machines within 6 months"),
                   int(gp::Expansion::Within6Months));
    combo->addItem(JobChoicesText::tr("Several machines now"), int(gp::Expansion::Now));
}

void JobChoices::fillIterations(QComboBox *combo)
{
    combo->clear();
    combo->addItem(JobChoicesText::tr("One-off run"), int(gp::Iteration::OneOff));
    combo->addItem(JobChoicesText::tr("Repeated every week"), int(gp::Iteration::Weekly));
}

void JobChoices::retranslate(QComboBox *combo, void (*fill)(QComboBox *))
{
    // Renamed in place: refilling would move the selection and fire every connected slot.
    QComboBox fresh;
    fill(&fresh);
    for (int i = 0; i < combo->count() && i < fresh.count(); ++i) {
        if (combo->itemData(i) == fresh.itemData(i))
            combo->setItemText(i, fresh.itemText(i));
    }
}

void JobChoices::select(QComboBox *combo, const QVariant &value)
{
    const int index = combo->findData(value);
    combo->setCurrentIndex(index >= 0 ? index : 0);
}

QString JobChoices::presetName(const QString &id)
{
    // Ids are "family-version-size": capitalise the family and the size for reading.
    QStringList parts = id.split(QLatin1Char('-'));
    for (QString &part : parts) {
        if (part.isEmpty())
            continue;
        if (part == u"deepseek")
            part = QStringLiteral("DeepSeek");
        else if (part.startsWith(u"qwen"))
            part = QStringLiteral("Qwen") + part.mid(4);
        else if (part.at(0).isDigit())
            part = part.toUpper(); // "70b" -> "70B"
        else
            part[0] = part.at(0).toUpper();
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace gp::ui

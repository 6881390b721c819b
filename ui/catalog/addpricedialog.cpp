#include "addpricedialog.h"

#include "catalogimport.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace gp::ui {

AddPriceDialog::AddPriceDialog(const QString &offeringLabel, const PriceSnapshot *templatePrice,
                               QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("addPriceDialog"));
    setWindowTitle(tr("Add a price"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("A new dated price of %1. Older prices stay as its history.").arg(offeringLabel), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setObjectName(QStringLiteral("priceDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("priceUnit"));
    m_unit->addItem(tr("per hour"), int(BillingUnit::Hour));
    m_unit->addItem(tr("per day"), int(BillingUnit::Day));
    m_unit->addItem(tr("per month"), int(BillingUnit::Month));
    m_per = new QComboBox(this);
    m_per->setObjectName(QStringLiteral("priceScope"));
    m_per->addItem(tr("one card"), int(PriceScope::PerGpu));
    m_per->addItem(tr("one whole node"), int(PriceScope::PerNode));
    m_price = new QLineEdit(this);
    m_price->setObjectName(QStringLiteral("priceAmount"));
    m_price->setPlaceholderText(tr("e.g. 86880.00"));
    m_list = new QLineEdit(this);
    m_list->setObjectName(QStringLiteral("priceList"));
    m_list->setPlaceholderText(tr("optional, before discount"));
    m_currency = new QLineEdit(QStringLiteral("CNY"), this);
    m_currency->setObjectName(QStringLiteral("priceCurrency"));
    m_source = new QLineEdit(this);
    m_source->setObjectName(QStringLiteral("priceSource"));
    m_source->setPlaceholderText(tr("where the price was read, e.g. the provider's price page"));
    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("priceNote"));
    if (templatePrice) {
        m_unit->setCurrentIndex(m_unit->findData(int(templatePrice->unit)));
        m_per->setCurrentIndex(m_per->findData(int(templatePrice->scope)));
        m_currency->setText(templatePrice->currency);
    } else {
        m_unit->setCurrentIndex(2);
        m_per->setCurrentIndex(1);
    }
    form->addRow(tr("Observed on:"), m_date);
    form->addRow(tr("Billed:"), m_unit);
    form->addRow(tr("For:"), m_per);
    form->addRow(tr("Price:"), m_price);
    form->addRow(tr("List price:"), m_list);
    form->addRow(tr("Currency:"), m_currency);
    form->addRow(tr("Source:"), m_source);
    form->addRow(tr("Note:"), m_note);
    layout->addLayout(form);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("priceProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e;"));
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_price, m_list, m_currency, m_source, m_note})
        connect(edit, &QLineEdit::textChanged, this, &AddPriceDialog::check);
    connect(m_date, &QDateEdit::dateChanged, this, &AddPriceDialog::check);
    check();
}

QString AddPriceDialog::problem() const
{
    if (m_price->text().trimmed().isEmpty())
        return tr("Enter the price.");
    if (!db::CatalogImport::parseMoney(m_price->text()))
        return tr("The price must be an amount of 0 or more with at most two decimals, like "
                  "86880.00.");
    if (!m_list->text().trimmed().isEmpty() && !db::CatalogImport::parseMoney(m_list->text()))
        return tr("The list price must be empty or an amount with at most two decimals.");
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.match(m_currency->text().trimmed()).hasMatch())
        return tr("The currency must be a three-letter code such as CNY.");
    if (m_source->text().trimmed().isEmpty())
        return tr("Say where the price comes from (the source), so others can check it.");
    return {};
}

void AddPriceDialog::check()
{
    const QString why = problem();
    m_problem->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

std::optional<PriceSnapshot> AddPriceDialog::price() const
{
    if (!problem().isEmpty())
        return std::nullopt;
    PriceSnapshot p;
    p.observedOn = m_date->date();
    p.unit = static_cast<BillingUnit>(m_unit->currentData().toInt());
    p.scope = static_cast<PriceScope>(m_per->currentData().toInt());
    p.priceFen = *db::CatalogImport::parseMoney(m_price->text());
    if (!m_list->text().trimmed().isEmpty())
        p.listFen = db::CatalogImport::parseMoney(m_list->text());
    p.currency = m_currency->text().trimmed();
    p.source = m_source->text().trimmed();
    p.note = m_note->text().trimmed();
    return p;
}

} // namespace gp::ui

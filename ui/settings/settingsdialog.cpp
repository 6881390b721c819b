#include "settingsdialog.h"

#include "catalog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gp::ui {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));

    m_location = new QLineEdit(this);
    m_location->setObjectName(QStringLiteral("catalogLocation"));
    m_location->setClearButtonEnabled(true);
    m_location->setPlaceholderText(QDir::toNativeSeparators(db::Catalog::defaultPath()));
    const QString configured = db::Catalog::configuredPath();
    if (configured != db::Catalog::defaultPath())
        m_location->setText(configured);
    auto *browse = new QPushButton(tr("&Browse…"), this);
    browse->setObjectName(QStringLiteral("browseCatalog"));
    auto *locationRow = new QHBoxLayout;
    locationRow->addWidget(m_location, 1);
    locationRow->addWidget(browse);

    m_locationError = new QLabel(this);
    m_locationError->setObjectName(QStringLiteral("catalogLocationError"));
    m_locationError->setWordWrap(true);
    m_locationError->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    auto *locationHelp = new QLabel(
        tr("A catalog file (SQLite), or a team catalog on PostgreSQL as "
           "postgresql://user@host[:port]/database. Empty: the default file shown greyed. "
           "Used from the next start."),
        this);
    locationHelp->setWordWrap(true);

    m_staleDays = new QSpinBox(this);
    m_staleDays->setObjectName(QStringLiteral("staleAfterDays"));
    m_staleDays->setRange(1, 3650);
    m_staleDays->setSuffix(tr(" days"));
    m_staleDays->setValue(db::Catalog::staleAfterDays());
    auto *staleHelp = new QLabel(tr("Older prices turn the banner above the results red and put "
                                    "a warning on the first page of the PDF summary."),
                                 this);
    staleHelp->setWordWrap(true);

    auto *form = new QFormLayout;
    auto *locationLabel = new QLabel(tr("Catalog &location:"), this);
    locationLabel->setBuddy(m_location);
    form->addRow(locationLabel, locationRow);
    form->addRow(QString(), m_locationError);
    form->addRow(QString(), locationHelp);
    auto *staleLabel = new QLabel(tr("Call prices &stale after:"), this);
    staleLabel->setBuddy(m_staleDays);
    form->addRow(staleLabel, m_staleDays);
    form->addRow(QString(), staleHelp);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_location, &QLineEdit::textChanged, this, &SettingsDialog::validate);
    connect(browse, &QPushButton::clicked, this, &SettingsDialog::browse);
    validate();
}

QString SettingsDialog::locationProblem(const QString &location)
{
    const QString text = location.trimmed();
    if (text.isEmpty())
        return {};
    if (db::Catalog::isServerUrl(text)) {
        if (!db::Catalog::serverAddressProblem(text).isEmpty())
            return tr("Write a team catalog as postgresql://user@host[:port]/database.");
        return {};
    }
    const QFileInfo file(text);
    if (file.isDir())
        return tr("This is a folder; name the catalog file inside it.");
    if (!file.isAbsolute())
        return tr("Give the whole path of the file, starting with /.");
    if (!file.absoluteDir().exists())
        return tr("The folder %1 does not exist.")
            .arg(QDir::toNativeSeparators(file.absolutePath()));
    return {};
}

void SettingsDialog::validate()
{
    const QString problem = locationProblem(m_location->text());
    m_locationError->setText(problem);
    m_locationError->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void SettingsDialog::browse()
{
    const QString start = m_location->text().trimmed().isEmpty() ? db::Catalog::defaultPath()
                                                                 : m_location->text().trimmed();
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Catalog file"), start, tr("GPU Planner catalogs (*.sqlite);;All files (*)"),
        nullptr, QFileDialog::DontConfirmOverwrite);
    if (!chosen.isEmpty())
        m_location->setText(chosen);
}

void SettingsDialog::accept()
{
    if (!locationProblem(m_location->text()).isEmpty())
        return;
    const QString location = m_location->text().trimmed();
    db::Catalog::setConfiguredPath(location == db::Catalog::defaultPath() ? QString() : location);
    db::Catalog::setStaleAfterDays(m_staleDays->value());
    QDialog::accept();
}

} // namespace gp::ui

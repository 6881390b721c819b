#include "importpreviewdialog.h"

#include "catalogtext.h"
#include "moneyformat.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gp::ui {

ImportPreviewDialog::ImportPreviewDialog(const CatalogData &current,
                                         const db::ImportPreview &preview, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("importPreviewDialog"));
    setWindowTitle(tr("Import %1").arg(QFileInfo(preview.path).fileName()));
    resize(860, 520);
    auto *layout = new QVBoxLayout(this);
    if (preview.ok() && preview.removesMostOfCatalog()) {
        // Said first: a wrong or truncated whole-catalog file would empty the catalog.
        auto *warning
            = new QLabel(tr("Warning: this import removes %1 of the %2 offerings in the catalog.")
                             .arg(preview.removedOfferings.size())
                             .arg(preview.catalogOfferings),
                         this);
        warning->setObjectName(QStringLiteral("importRemovalWarning"));
        warning->setWordWrap(true);
        QFont bold = warning->font();
        bold.setBold(true);
        warning->setFont(bold);
        layout->addWidget(warning);
    }
    if (preview.ok() && preview.changesPricesALot()) {
        // A typo or a price list cut off mid-number: the rows are named before Apply.
        QStringList rows;
        const QLocale here;
        for (const db::PriceChange &c : preview.largeChanges) {
            rows << tr("%1: %2 -> %3 (%4%)")
                        .arg(c.offeringId,
                             c.before ? format::priceText(*c.before, here) : QString(),
                             format::priceText(c.after, here),
                             here.toString(c.percent.value_or(0), 'f', 2));
        }
        auto *warning = new QLabel(
            tr("Warning: this import changes %n current price(s) by more than 50%:", nullptr,
               int(preview.largeChanges.size()))
                + QStringLiteral("\n") + rows.join(u'\n'),
            this);
        warning->setObjectName(QStringLiteral("importLargeChangeWarning"));
        warning->setWordWrap(true);
        QFont bold = warning->font();
        bold.setBold(true);
        warning->setFont(bold);
        layout->addWidget(warning);
    }
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("importTree"));
    m_tree->setColumnCount(4);
    m_tree->setRootIsDecorated(true);
    m_tree->setAlternatingRowColors(true);
    layout->addWidget(m_tree);

    const QLocale locale;
    const auto label = [&](const QString &id) {
        const Offering *o = current.offering(id);
        return o ? format::offeringLabel(*o, locale) : QString();
    };
    const auto section = [&](const QString &title, int count) {
        auto *item = new QTreeWidgetItem(m_tree, {title.arg(count)});
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        item->setExpanded(true);
        return item;
    };

    if (!preview.ok()) {
        m_tree->setHeaderLabels({tr("Row"), tr("Field"), tr("Problem")});
        for (const db::ImportProblem &p : preview.problems) {
            new QTreeWidgetItem(m_tree, {QString::number(p.row), p.field, p.message});
        }
        m_summary->setText(tr("%n bad row(s) in %1. Nothing will be imported: correct the file "
                              "and import it again.",
                              nullptr, int(preview.problems.size()))
                               .arg(QDir::toNativeSeparators(preview.path)));
    } else {
        m_tree->setHeaderLabels({tr("Offering"), tr("Before"), tr("After"), tr("Change")});
        QTreeWidgetItem *added = section(tr("New offerings: %1"), int(preview.newOfferings.size()));
        for (const QString &id : preview.newOfferings)
            new QTreeWidgetItem(added, {id});
        QTreeWidgetItem *changes
            = section(tr("Price changes: %1"), int(preview.priceChanges.size()));
        for (const db::PriceChange &c : preview.priceChanges) {
            const QString change = c.percent
                ? QStringLiteral("%1%2%").arg(*c.percent >= 0 ? QStringLiteral("+") : QString(),
                                              locale.toString(*c.percent, 'f', 2))
                : tr("new");
            auto *item = new QTreeWidgetItem(
                changes,
                {c.offeringId, c.before ? format::priceText(*c.before, locale) : QString(),
                 format::priceText(c.after, locale) + QStringLiteral("  ")
                     + format::formatDate(c.after.observedOn, locale),
                 change});
            item->setToolTip(0, label(c.offeringId));
        }
        QTreeWidgetItem *edited
            = section(tr("Changed offerings: %1"), int(preview.changedOfferings.size()));
        for (const QString &id : preview.changedOfferings)
            new QTreeWidgetItem(edited, {id, label(id)});
        QTreeWidgetItem *removed
            = section(tr("Removed offerings: %1"), int(preview.removedOfferings.size()));
        for (const QString &id : preview.removedOfferings)
            new QTreeWidgetItem(removed, {id, label(id)});
        QTreeWidgetItem *same
            = section(tr("Unchanged offerings: %1"), int(preview.unchangedOfferings.size()));
        same->setExpanded(false);
        for (const QString &id : preview.unchangedOfferings)
            new QTreeWidgetItem(same, {id, label(id)});
        m_summary->setText(
            preview.changesNothing()
                ? tr("%1 changes nothing in the catalog.")
                      .arg(QDir::toNativeSeparators(preview.path))
                : tr("%1: %2, %3, %4 removed. Apply writes all of it in one go, or nothing.")
                      .arg(QDir::toNativeSeparators(preview.path),
                           tr("%n new price row(s)", nullptr,
                              preview.newPriceRows + preview.updatedPriceRows),
                           tr("%n new offering(s)", nullptr, int(preview.newOfferings.size())))
                      .arg(preview.removedOfferings.size()));
    }
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    QPushButton *apply = m_buttons->button(QDialogButtonBox::Apply);
    apply->setObjectName(QStringLiteral("importApply"));
    connect(apply, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    m_canApply = preview.ok() && !preview.changesNothing();
    apply->setEnabled(m_canApply);
}

bool ImportPreviewDialog::canApply() const
{
    return m_canApply;
}

} // namespace gp::ui

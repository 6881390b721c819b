#include "catalogeditor.h"

#include "acceleratoreditmodel.h"
#include "addpricedialog.h"
#include "catalog.h"
#include "catalogimport.h"
#include "catalogjson.h"
#include "catalogstore.h"
#include "catalogtext.h"
#include "importpreviewdialog.h"
#include "moneyformat.h"
#include "offeringeditmodel.h"
#include "outputfile.h"
#include "priceeditmodel.h"
#include "pricehistorychart.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gp::ui {

namespace {

QTableView *makeTable(QAbstractItemModel *model, const QString &objectName, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                          | QAbstractItemView::AnyKeyPressed);
    return view;
}

} // namespace

CatalogEditor::CatalogEditor(QWidget *overviewPage, QWidget *parent)
    : QWidget(parent)
    , m_store(new CatalogStore(this))
{
    setObjectName(QStringLiteral("catalogEditor"));
    m_offerings = new OfferingEditModel(m_store, this);
    m_prices = new PriceEditModel(m_store, this);
    m_accelerators = new AcceleratorEditModel(m_store, this);
    m_filtered = new QSortFilterProxyModel(this);
    m_filtered->setSourceModel(m_offerings);
    m_filtered->setFilterKeyColumn(-1);
    m_filtered->setFilterCaseSensitivity(Qt::CaseInsensitive);

    auto *layout = new QVBoxLayout(this);
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("catalogEditorInfo"));
    m_info->setWordWrap(true);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_info);

    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("catalogFilter"));
    m_filter->setClearButtonEnabled(true);
    bar->addWidget(m_filter, 1);
    const auto button = [&](const QString &text, const QString &name) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        bar->addWidget(b);
        return b;
    };
    QUndoStack *undo = m_store->undoStack();
    QPushButton *undoButton = button(QString(), QStringLiteral("catalogUndo"));
    QPushButton *redoButton = button(QString(), QStringLiteral("catalogRedo"));
    QPushButton *newButton = button(QString(), QStringLiteral("catalogNewOffering"));
    QPushButton *removeButton = button(QString(), QStringLiteral("catalogRemoveOffering"));
    QPushButton *addPriceButton = button(QString(), QStringLiteral("catalogAddPrice"));
    QPushButton *importButton = button(QString(), QStringLiteral("catalogImport"));
    QPushButton *exportButton = button(QString(), QStringLiteral("catalogExport"));
    undoButton->setEnabled(false);
    redoButton->setEnabled(false);
    connect(undo, &QUndoStack::canUndoChanged, undoButton, &QPushButton::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoButton, &QPushButton::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, undoButton,
            [undoButton](const QString &text) { undoButton->setToolTip(text); });
    connect(undoButton, &QPushButton::clicked, undo, &QUndoStack::undo);
    connect(redoButton, &QPushButton::clicked, undo, &QUndoStack::redo);
    connect(addPriceButton, &QPushButton::clicked, this, &CatalogEditor::addPrice);
    connect(newButton, &QPushButton::clicked, this, &CatalogEditor::newOffering);
    connect(removeButton, &QPushButton::clicked, this, &CatalogEditor::removeSelected);
    connect(importButton, &QPushButton::clicked, this, &CatalogEditor::chooseImport);
    connect(exportButton, &QPushButton::clicked, this, &CatalogEditor::chooseExport);
    layout->addLayout(bar);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("catalogMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("catalogTabs"));
    if (overviewPage)
        m_tabs->addTab(overviewPage, QString());

    auto *offeringsPage = new QSplitter(Qt::Vertical, m_tabs);
    m_offeringView = makeTable(m_filtered, QStringLiteral("offeringEditTable"), offeringsPage);
    m_offeringView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_offeringView->setSortingEnabled(true);
    m_offeringView->sortByColumn(OfferingEditModel::Id, Qt::AscendingOrder);
    auto *lower = new QSplitter(Qt::Horizontal, offeringsPage);
    m_priceView = makeTable(m_prices, QStringLiteral("priceEditTable"), lower);
    m_priceView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_chart = new PriceHistoryChart(lower);
    lower->addWidget(m_priceView);
    lower->addWidget(m_chart);
    m_chart->setMinimumWidth(460);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);
    offeringsPage->addWidget(m_offeringView);
    offeringsPage->addWidget(lower);
    offeringsPage->setStretchFactor(0, 3);
    offeringsPage->setStretchFactor(1, 2);
    m_tabs->addTab(offeringsPage, QString());

    m_acceleratorView = makeTable(m_accelerators, QStringLiteral("acceleratorEditTable"), m_tabs);
    m_tabs->addTab(m_acceleratorView, QString());
    layout->addWidget(m_tabs, 1);
    if (overviewPage)
        m_tabs->setCurrentIndex(1);

    connect(m_filter, &QLineEdit::textChanged, m_filtered,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_offeringView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogEditor::updateSelection);
    connect(m_offeringView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogEditor::updateSelection);
    for (auto *model : {static_cast<QObject *>(m_offerings), static_cast<QObject *>(m_prices),
                        static_cast<QObject *>(m_accelerators)}) {
        if (auto *o = qobject_cast<OfferingEditModel *>(model))
            connect(o, &OfferingEditModel::editRejected, this,
                    [this](const QString &m) { showMessage(m, true); });
        else if (auto *p = qobject_cast<PriceEditModel *>(model))
            connect(p, &PriceEditModel::editRejected, this,
                    [this](const QString &m) { showMessage(m, true); });
        else if (auto *a = qobject_cast<AcceleratorEditModel *>(model))
            connect(a, &AcceleratorEditModel::editRejected, this,
                    [this](const QString &m) { showMessage(m, true); });
    }
    connect(m_store, &CatalogStore::failed, this,
            [this](const QString &m) { showMessage(m, true); });
    connect(m_store, &CatalogStore::changed, this, [this](const CatalogData &catalog) {
        updateInfo(catalog);
        // The plan's copy holds the newest prices only; the chart draws the whole history.
        const QStringList ids = selectedIds();
        m_chart->setOfferings(m_store->withHistory(ids), ids);
        emit catalogEdited(catalog);
    });
    // The label, not the editor, is the receiver: the undo stack is destroyed (and signals
    // indexChanged) after ~CatalogEditor has run, when a lambda on `this` would touch a
    // half-destroyed editor (UBSan reported it in tst_catalogeditor).
    connect(undo, &QUndoStack::indexChanged, m_message, &QWidget::hide);
    m_offeringsPage = offeringsPage;
    m_overviewPage = overviewPage;
    retranslate();
}

void CatalogEditor::retranslate()
{
    const auto text = [this](const char *name, const QString &words) {
        if (auto *b = findChild<QPushButton *>(QLatin1String(name)))
            b->setText(words);
    };
    m_filter->setPlaceholderText(tr("Filter offerings: provider, card, region…"));
    text("catalogUndo", tr("&Undo"));
    text("catalogRedo", tr("&Redo"));
    text("catalogNewOffering", tr("&New offering…"));
    text("catalogRemoveOffering", tr("Re&move"));
    text("catalogAddPrice", tr("Add &price…"));
    text("catalogImport", tr("&Import…"));
    text("catalogExport", tr("E&xport…"));
    if (m_overviewPage)
        m_tabs->setTabText(m_tabs->indexOf(m_overviewPage), tr("Overview"));
    m_tabs->setTabText(m_tabs->indexOf(m_offeringsPage), tr("Offerings and prices"));
    m_tabs->setTabText(m_tabs->indexOf(m_acceleratorView), tr("Accelerators"));
    updateInfo(m_store->catalog() ? m_store->data() : CatalogData {});
    // Price cells name their unit in words: shown again in the new language.
    m_prices->refresh();
}

void CatalogEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The words of the editor, and the models' headers and cells, in the language just chosen.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void CatalogEditor::setCatalog(db::Catalog *catalog)
{
    m_store->attach(catalog);
    m_offeringView->resizeColumnsToContents();
    m_acceleratorView->resizeColumnsToContents();
    if (m_filtered->rowCount() > 0 && !m_offeringView->selectionModel()->hasSelection())
        m_offeringView->selectRow(0);
}

void CatalogEditor::updateInfo(const CatalogData &catalogData)
{
    const db::Catalog *catalog = m_store->catalog();
    if (!catalog) {
        m_info->setText(tr("No catalog is open for editing."));
        return;
    }
    const QLocale locale;
    const QDate newest = catalogData.priceDate();
    QString text = tr("Editing %1: %n offering(s).", nullptr, int(catalogData.offerings.size()))
                       .arg(QDir::toNativeSeparators(catalog->path()));
    if (newest.isValid()) {
        text += u' '
            + tr("Newest price observed on %1 (%n day(s) ago).", nullptr,
                 int(newest.daysTo(QDate::currentDate())))
                  .arg(format::formatDate(newest, locale));
    }
    if (catalog->isReadOnly())
        text += u' ' + tr("The catalog is read-only: edits are off.");
    else
        text += u' ' + tr("Double-click a cell to edit it; every edit is saved at once.");
    m_info->setText(text);
}

void CatalogEditor::showMessage(const QString &message, bool problem)
{
    m_message->setText(message);
    m_message->setStyleSheet(problem ? QStringLiteral("color: #b3261e; font-weight: bold;")
                                     : QString());
    m_message->setVisible(!message.isEmpty());
}

QStringList CatalogEditor::selectedIds() const
{
    QStringList ids;
    const QModelIndexList rows = m_offeringView->selectionModel()->selectedRows();
    for (const QModelIndex &proxyIndex : rows) {
        const QModelIndex source = m_filtered->mapToSource(proxyIndex);
        if (const Offering *o = m_offerings->offeringAt(source.row()))
            ids.append(o->id);
    }
    if (ids.isEmpty()) {
        const QModelIndex current = m_filtered->mapToSource(m_offeringView->currentIndex());
        if (const Offering *o = m_offerings->offeringAt(current.row()))
            ids.append(o->id);
    }
    return ids;
}

void CatalogEditor::selectOfferings(const QStringList &ids)
{
    QItemSelection selection;
    for (const QString &id : ids) {
        const int row = m_offerings->rowOf(id);
        if (row < 0)
            continue;
        const QModelIndex proxy = m_filtered->mapFromSource(m_offerings->index(row, 0));
        if (proxy.isValid())
            selection.select(proxy, proxy);
    }
    m_offeringView->selectionModel()->select(
        selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void CatalogEditor::updateSelection()
{
    const QStringList ids = selectedIds();
    const QModelIndex current = m_filtered->mapToSource(m_offeringView->currentIndex());
    const Offering *o = m_offerings->offeringAt(current.row());
    const QString priceOf = o && ids.contains(o->id) ? o->id : ids.value(0);
    if (priceOf != m_prices->offeringId())
        m_prices->setOfferingId(priceOf);
    m_chart->setOfferings(m_store->withHistory(ids), ids);
}

void CatalogEditor::addPrice()
{
    const QString id = m_prices->offeringId();
    const Offering *o = m_store->data().offering(id);
    if (!o) {
        showMessage(tr("Select the offering the price is for first."), true);
        return;
    }
    AddPriceDialog dialog(format::offeringLabel(*o, QLocale()), o->currentPrice(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto price = dialog.price();
    if (!price)
        return;
    QString error;
    if (!m_store->addPrice(id, *price, &error))
        showMessage(error, true);
    else
        showMessage(tr("Added the price of %1 observed on %2.")
                        .arg(id, format::formatDate(price->observedOn, QLocale())),
                    false);
}

QString CatalogEditor::newIdProblem(const QString &id) const
{
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
    if (id.isEmpty())
        return tr("The new offering needs an id.");
    if (!shape.match(id).hasMatch())
        return tr("An id is letters, digits, \".\", \"_\" and \"-\", with no spaces: \"%1\".")
            .arg(id);
    if (m_store->data().offering(id))
        return tr("Offering \"%1\" is already in the catalog.").arg(id);
    return {};
}

bool CatalogEditor::copyOffering(const QString &sourceId, const QString &newId, QString *error)
{
    const Offering *source = m_store->data().offering(sourceId);
    if (!source) {
        if (error)
            *error = tr("Select the offering to copy first.");
        return false;
    }
    const QString problem = newIdProblem(newId);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    Offering copy = *source;
    copy.id = newId;
    copy.origin = RowOrigin::User;
    // Its current prices, so that it can be planned at once; the note says to replace them.
    for (PriceSnapshot &p : copy.prices) {
        const QString copied
            = tr("Copied from %1: replace with this offering's own price.").arg(sourceId);
        p.note = p.note.isEmpty() ? copied : copied + u' ' + p.note;
    }
    return m_store->addOffering(copy, error);
}

bool CatalogEditor::removeOfferings(const QStringList &ids, QString *error)
{
    for (const QString &id : ids) {
        if (!m_store->removeOffering(id, error))
            return false;
    }
    return true;
}

void CatalogEditor::newOffering()
{
    const QStringList ids = selectedIds();
    if (ids.isEmpty()) {
        showMessage(tr("Select the offering the new one starts from first."), true);
        return;
    }
    QString id = ids.first() + QStringLiteral("-copy");
    for (int n = 2; m_store->data().offering(id); ++n)
        id = ids.first() + QStringLiteral("-copy%1").arg(n);
    bool ok = false;
    id = QInputDialog::getText(this, tr("New offering"),
                               tr("A copy of %1 with its current prices; edit its cells and add "
                                  "its own price afterwards.\n\nId of the new offering:")
                                   .arg(ids.first()),
                               QLineEdit::Normal, id, &ok)
             .trimmed();
    if (!ok)
        return;
    QString error;
    if (!copyOffering(ids.first(), id, &error)) {
        showMessage(error, true);
        return;
    }
    selectOfferings({id});
    showMessage(tr("Added offering %1.").arg(id), false);
}

void CatalogEditor::removeSelected()
{
    const QStringList ids = selectedIds();
    if (ids.isEmpty()) {
        showMessage(tr("Select the offerings to remove first."), true);
        return;
    }
    const auto answer = QMessageBox::question(
        this, tr("Remove offerings"),
        tr("Remove %n offering(s) with all their prices? %1\n\nUndo puts them back.", nullptr,
           int(ids.size()))
            .arg(ids.join(QStringLiteral(", "))));
    if (answer != QMessageBox::Yes)
        return;
    QString error;
    if (!removeOfferings(ids, &error))
        showMessage(error, true);
    else
        showMessage(tr("Removed %n offering(s).", nullptr, int(ids.size())), false);
}

db::ImportPreview CatalogEditor::previewImport(const QString &path) const
{
    const db::ImportFile file = db::CatalogImport::readFile(path);
    return db::CatalogImport::preview(m_store->withHistoryOf(file.offeringIds()), file);
}

void CatalogEditor::importFile(const QString &path)
{
    const db::ImportFile file = db::CatalogImport::readFile(path);
    const CatalogData before = m_store->withHistoryOf(file.offeringIds());
    const db::ImportPreview preview = db::CatalogImport::preview(before, file);
    ImportPreviewDialog dialog(before, preview, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // A whole-catalog file that empties most of the catalog is more often a wrong file.
    if (preview.removesMostOfCatalog()
        && QMessageBox::warning(
               this, tr("Remove most of the catalog?"),
               tr("This import removes %1 of the %2 offerings in the catalog. Apply it anyway?")
                   .arg(preview.removedOfferings.size())
                   .arg(preview.catalogOfferings),
               QMessageBox::Apply | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Apply)
        return;
    // As with removals: a current price that moves by more than half is confirmed.
    if (preview.changesPricesALot()) {
        QStringList ids;
        for (const db::PriceChange &c : preview.largeChanges)
            ids << c.offeringId;
        ids.removeDuplicates();
        if (QMessageBox::warning(this, tr("Change prices by more than 50%?"),
                                 tr("This import changes %n current price(s) by more than 50%: "
                                    "%1. Apply it anyway?",
                                    nullptr, int(preview.largeChanges.size()))
                                     .arg(ids.join(QStringLiteral(", "))),
                                 QMessageBox::Apply | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Apply)
            return;
    }
    QString error;
    if (!m_store->applyImport(preview, &error)) {
        showMessage(error, true);
        return;
    }
    showMessage(tr("Imported %1: %2, %3, %4 removed.")
                    .arg(QDir::toNativeSeparators(path),
                         tr("%n new price row(s)", nullptr,
                            preview.newPriceRows + preview.updatedPriceRows),
                         tr("%n new offering(s)", nullptr, int(preview.newOfferings.size())))
                    .arg(preview.removedOfferings.size()),
                false);
}

bool CatalogEditor::exportFile(const QString &path, QString *error) const
{
    const CatalogData all = m_store->withHistory();
    const QByteArray bytes = db::CatalogImport::isCsvPath(path) ? db::CatalogImport::toCsv(all)
                                                                : format::catalogJsonBytes(all);
    // Never over the catalog being exported, a device or a read-only file.
    const db::Catalog *open = m_store->catalog();
    const QString catalog = open && !open->isServer() ? open->path() : QString();
    QString why;
    if (!output::OutputFile::writeFile(
            path, bytes,
            {catalog, catalog + QStringLiteral("-journal"), open ? open->cachePath() : QString()},
            &why)) {
        if (error)
            *error = tr("%1 cannot be written: %2").arg(path, why);
        return false;
    }
    return true;
}

void CatalogEditor::chooseImport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import offerings and prices"), QString(),
        tr("Catalog files (*.csv *.json);;CSV (*.csv);;JSON (*.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void CatalogEditor::chooseExport()
{
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export the catalog"),
                                                QStringLiteral("catalog.csv"),
                                                tr("CSV (*.csv);;JSON (*.json)"), &selectedFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += selectedFilter.contains(QStringLiteral("json")) ? QStringLiteral(".json")
                                                                : QStringLiteral(".csv");
    QString error;
    if (exportFile(path, &error))
        showMessage(tr("Exported the catalog to %1.").arg(QDir::toNativeSeparators(path)), false);
    else
        showMessage(error, true);
}

} // namespace gp::ui

#include "acceleratoreditmodel.h"

#include "catalogstore.h"

#include <QLocale>

namespace gp::ui {

namespace {

std::optional<PeakPrecision> peakOf(int column)
{
    switch (column) {
    case AcceleratorEditModel::Bf16Tflops:
        return PeakPrecision::BF16;
    case AcceleratorEditModel::Fp16Tflops:
        return PeakPrecision::FP16;
    case AcceleratorEditModel::Fp8Tflops:
        return PeakPrecision::FP8;
    default:
        break;
    }
    return std::nullopt;
}

} // namespace

AcceleratorEditModel::AcceleratorEditModel(CatalogStore *store, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
{
    connect(m_store, &CatalogStore::changed, this, &AcceleratorEditModel::refresh);
    refresh(m_store->data());
}

void AcceleratorEditModel::refresh(const CatalogData &data)
{
    bool sameRows = data.accelerators.size() == m_accelerators.size();
    for (qsizetype i = 0; sameRows && i < m_accelerators.size(); ++i)
        sameRows = data.accelerators.at(i).id == m_accelerators.at(i).id;
    if (sameRows) {
        m_accelerators = data.accelerators;
        if (!m_accelerators.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_accelerators = data.accelerators;
    endResetModel();
}

int AcceleratorEditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_accelerators.size());
}

int AcceleratorEditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AcceleratorEditModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_accelerators.size())
        return {};
    const Accelerator &a = m_accelerators.at(index.row());
    if (role == Qt::CheckStateRole && index.column() == Domestic)
        return a.domestic ? Qt::Checked : Qt::Unchecked;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    if (const auto peak = peakOf(index.column())) {
        const auto v = a.peak(*peak);
        return v ? QVariant(*v) : QVariant(QString());
    }
    switch (index.column()) {
    case Id:
        return a.id;
    case Vendor:
        return a.vendor;
    case Model:
        return a.model;
    case MemoryGb:
        return a.memoryGb;
    case BandwidthGBs:
        return a.memoryBandwidthGBs;
    case ComputeEfficiency:
        return a.computeEfficiency;
    case SoftwareStack:
        return a.softwareStack;
    default:
        break;
    }
    return {};
}

bool AcceleratorEditModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_accelerators.size())
        return false;
    const Accelerator &a = m_accelerators.at(index.row());
    Accelerator after = a;
    QString why;
    const QString text = value.toString().trimmed();
    bool isNumber = false;
    const double number = QLocale::c().toDouble(text, &isNumber);
    if (role == Qt::CheckStateRole && index.column() == Domestic) {
        after.domestic = value.toInt() == Qt::Checked;
    } else if (role != Qt::EditRole) {
        return false;
    } else if (const auto peak = peakOf(index.column())) {
        if (text.isEmpty())
            after.denseTflops[static_cast<std::size_t>(*peak)].reset();
        else if (isNumber && number > 0)
            after.denseTflops[static_cast<std::size_t>(*peak)] = number;
        else
            why = tr("must be empty (not supported) or a number above 0");
    } else {
        switch (index.column()) {
        case Vendor:
        case Model:
        case SoftwareStack:
            if (text.isEmpty())
                why = tr("must not be empty");
            else if (index.column() == Vendor)
                after.vendor = text;
            else if (index.column() == Model)
                after.model = text;
            else
                after.softwareStack = text;
            break;
        case MemoryGb:
        case BandwidthGBs:
            if (!isNumber || number <= 0)
                why = tr("must be a number above 0");
            else if (index.column() == MemoryGb)
                after.memoryGb = number;
            else
                after.memoryBandwidthGBs = number;
            break;
        case ComputeEfficiency:
            if (!isNumber || number < a.efficiencyLow || number > a.efficiencyHigh)
                why = tr("must be a number from %1 to %2 (the low and high compute efficiency)")
                          .arg(a.efficiencyLow)
                          .arg(a.efficiencyHigh);
            else
                after.computeEfficiency = number;
            break;
        default:
            return false;
        }
    }
    if (!why.isEmpty()) {
        emit editRejected(
            tr("%1 of \"%2\": %3")
                .arg(headerData(index.column(), Qt::Horizontal).toString(), a.id, why));
        return false;
    }
    QString error;
    if (!m_store->editAccelerator(after, &error)) {
        emit editRejected(error);
        return false;
    }
    return true;
}

Qt::ItemFlags AcceleratorEditModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!m_store->isWritable() || index.column() == Id)
        return f;
    if (index.column() == Domestic)
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

QVariant AcceleratorEditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("ID");
    case Vendor:
        return tr("Vendor");
    case Model:
        return tr("Model");
    case MemoryGb:
        return tr("Memory (GB)");
    case BandwidthGBs:
        return tr("Bandwidth (GB/s)");
    case Bf16Tflops:
        return tr("BF16 TFLOPS");
    case Fp16Tflops:
        return tr("FP16 TFLOPS");
    case Fp8Tflops:
        return tr("FP8 TFLOPS");
    case ComputeEfficiency:
        return tr("Compute efficiency");
    case SoftwareStack:
        return tr("Software");
    case Domestic:
        return tr("Domestic");
    default:
        break;
    }
    return {};
}

} // namespace gp::ui

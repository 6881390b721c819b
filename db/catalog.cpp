#include "catalog.h"

#include "catalogwriter.h"
#include "fileinspector.h"
#include "schemamigrator.h"
#include "shippeddata.h"
#include "sqlcodes.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace gp::db {

namespace {

OpenResult failure(OpenError kind, const QString &message)
{
    return {false, kind, message};
}

// SQLite reports writes refused by the file system as "attempt to write a readonly database".
bool looksReadOnly(const QString &sqliteError)
{
    return sqliteError.contains(QStringLiteral("readonly"), Qt::CaseInsensitive)
        || sqliteError.contains(QStringLiteral("read-only"), Qt::CaseInsensitive);
}

QString currentUser()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return user;
}

std::optional<double> optionalDouble(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

} // namespace

Catalog::Catalog()
{
    static QAtomicInteger<int> counter;
    m_connection = QStringLiteral("gp-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

Catalog::~Catalog()
{
    close();
}

void Catalog::close()
{
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_open = false;
    m_readOnly = false;
    m_schemaVersion = 0;
    m_shippedDataVersion = 0;
}

int Catalog::knownSchemaVersion()
{
    return SchemaMigrator::knownVersion();
}

QString Catalog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/catalog.sqlite");
}

QString Catalog::setAside(const QString &path, QString *error)
{
    if (!QFileInfo::exists(path)) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "Catalog \"%1\" cannot be set aside: the file does not exist.")
                         .arg(path);
        return {};
    }
    const QString stem = path + QStringLiteral(".broken-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = stem;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = stem + u'-' + QString::number(n);
    QFile file(path);
    if (!file.rename(target)) {
        if (error) {
            *error = QCoreApplication::translate("gp::db::Catalog",
                                                 "Catalog \"%1\" cannot be renamed to \"%2\": %3.")
                         .arg(path, target, file.errorString());
        }
        return {};
    }
    // A leftover journal belongs to the file set aside; left behind, SQLite would replay it
    // into the next catalog created at path.
    const QString journal = path + QStringLiteral("-journal");
    if (QFileInfo::exists(journal))
        QFile::rename(journal, target + QStringLiteral("-journal"));
    return target;
}

bool Catalog::openConnection(bool readOnly, QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (readOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!db.open()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    // Off by default in SQLite; the schema's REFERENCES mean nothing without it.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    m_readOnly = readOnly;
    return true;
}

bool Catalog::bringUpToDate(const ShippedData &shipped, bool needSchema, bool needData,
                            QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (needSchema && !SchemaMigrator::migrate(db, error))
        return false;
    if (!needData)
        return true;
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    if (!shipped.apply(db, error)) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        if (error)
            *error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

OpenResult Catalog::open(const QString &path, const OpenOptions &opts)
{
    close();
    m_path = path;

    QString detail;
    const std::optional<ShippedData> shipped = ShippedData::read(opts.shippedDataPath, &detail);
    if (!shipped) {
        return failure(OpenError::BadShippedData,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" cannot be opened: the default data is invalid (%2).")
                           .arg(path, detail));
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" cannot be opened: the Qt SQLite driver is missing.")
                           .arg(path));
    }

    const QFileInfo info(path);
    const QString folder = info.absolutePath();

    if (!info.exists()) {
        if (!QDir().mkpath(folder) || !QFileInfo(folder).isWritable()) {
            return failure(OpenError::ReadOnly,
                           QCoreApplication::translate(
                               "gp::db::Catalog",
                               "Catalog \"%1\" cannot be created: its folder \"%2\" cannot be "
                               "created or is not writable.")
                               .arg(path, folder));
        }
        if (!openConnection(false, &detail) || !bringUpToDate(*shipped, true, true, &detail)) {
            close();
            // The transactions rolled back, so a file we made holds no table. Remove it only in
            // that state: a 0-byte leftover would read as a bad file next time, while a file
            // with tables was made by someone else meanwhile (another instance) and is kept.
            const FileInspector::Report left = FileInspector::inspect(path);
            const bool blank = left.kind == FileInspector::Kind::Empty
                || (left.kind == FileInspector::Kind::Catalog && left.userVersion == 0
                    && left.tables.isEmpty());
            if (blank)
                QFile::remove(path);
            return failure(looksReadOnly(detail) ? OpenError::ReadOnly : OpenError::IoError,
                           QCoreApplication::translate("gp::db::Catalog",
                                                       "Catalog \"%1\" cannot be created: %2.")
                               .arg(path, detail));
        }
        m_path = path;
        m_open = true;
        m_schemaVersion = knownSchemaVersion();
        m_shippedDataVersion = shipped->version();
        return {true, OpenError::None, {}};
    }

    // Validate before any write: a file that is not ours must come out byte-for-byte the same.
    const FileInspector::Report report = FileInspector::inspect(path);
    switch (report.kind) {
    case FileInspector::Kind::Directory:
        return failure(OpenError::IoError,
                       QCoreApplication::translate("gp::db::Catalog",
                                                   "Catalog \"%1\" is a folder, not a file.")
                           .arg(path));
    case FileInspector::Kind::Unreadable:
        return failure(
            OpenError::IoError,
            QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" cannot be read: %2.")
                .arg(path, report.detail));
    case FileInspector::Kind::Empty:
        return failure(OpenError::EmptyFile,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is an empty file (0 bytes), not a GPU Planner catalog.")
                           .arg(path));
    case FileInspector::Kind::NotSqlite:
        return failure(OpenError::NotADatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is not a GPU Planner catalog: it is not an SQLite "
                           "database, or it is damaged.")
                           .arg(path));
    case FileInspector::Kind::Foreign:
        if (report.applicationId != 0) {
            return failure(OpenError::ForeignDatabase,
                           QCoreApplication::translate(
                               "gp::db::Catalog",
                               "Catalog \"%1\" is not a GPU Planner catalog: it is an SQLite "
                               "database of another application (application id %2).")
                               .arg(path)
                               .arg(report.applicationId));
        }
        return failure(OpenError::ForeignDatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is not a GPU Planner catalog: it is an SQLite database "
                           "of another application (no GPU Planner tables).")
                           .arg(path));
    case FileInspector::Kind::Catalog:
        break;
    }
    if (report.userVersion > knownSchemaVersion()) {
        return failure(OpenError::NewerSchema,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" was written by a newer GPU Planner (schema version %2; "
                           "this version knows up to %3).")
                           .arg(path)
                           .arg(report.userVersion)
                           .arg(knownSchemaVersion()));
    }

    const bool needSchema = report.userVersion < knownSchemaVersion();
    const bool needData = report.shippedDataVersion < shipped->version();
    // SQLite writes its rollback journal beside the file, so the folder must be writable too.
    const bool writable = info.isWritable() && QFileInfo(folder).isWritable();
    if ((needSchema || needData) && !writable) {
        return failure(OpenError::ReadOnly,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is read-only but needs an upgrade (schema version %2 to "
                           "%3, shipped data version %4 to %5).")
                           .arg(path)
                           .arg(report.userVersion)
                           .arg(knownSchemaVersion())
                           .arg(report.shippedDataVersion)
                           .arg(shipped->version()));
    }
    if (!openConnection(!writable, &detail)
        || !bringUpToDate(*shipped, needSchema, needData, &detail)) {
        close();
        // Each step ran in a transaction that SQLite rolled back: the file is as it was.
        return failure(
            looksReadOnly(detail) ? OpenError::ReadOnly : OpenError::IoError,
            QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" cannot be opened: %2.")
                .arg(path, detail));
    }
    m_path = path;
    m_open = true;
    m_schemaVersion = needSchema ? knownSchemaVersion() : report.userVersion;
    m_shippedDataVersion = needData ? shipped->version() : report.shippedDataVersion;
    return {true, OpenError::None, {}};
}

bool Catalog::checkWritable(QString *error) const
{
    if (!m_open) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "No catalog is open.");
        return false;
    }
    if (m_readOnly) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "Catalog \"%1\" is open read-only: changes cannot be saved.")
                         .arg(m_path);
        return false;
    }
    return true;
}

CatalogData Catalog::load(QString *error) const
{
    CatalogData data;
    if (!m_open) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "No catalog is open.");
        return data;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    const auto failed = [&](const QString &what) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog",
                                                 "Catalog \"%1\" cannot be read (%2): %3.")
                         .arg(m_path, what, q.lastError().text());
        return CatalogData();
    };

    QStringList peakColumns;
    for (int i = 0; i < kPeakPrecisionCount; ++i)
        peakColumns.append(sqlcodes::peakColumn(static_cast<PeakPrecision>(i)));
    const QString acceleratorSql
        = QStringLiteral(
              "SELECT id, vendor, model, memory_gb, memory_bandwidth_gbs, %1, intra_link, "
              "intra_link_gbs, allreduce_bus_gbs, software_stack, domestic, mfu_default, "
              "mfu_low, mfu_high, listed_figure, listed_tflops, source "
              "FROM accelerators ORDER BY id")
              .arg(peakColumns.join(QStringLiteral(", ")));
    if (!q.exec(acceleratorSql))
        return failed(QStringLiteral("accelerators"));
    while (q.next()) {
        Accelerator a;
        int c = 0;
        a.id = q.value(c++).toString();
        a.vendor = q.value(c++).toString();
        a.model = q.value(c++).toString();
        a.memoryGb = q.value(c++).toDouble();
        a.memoryBandwidthGBs = q.value(c++).toDouble();
        for (auto &peak : a.denseTflops)
            peak = optionalDouble(q.value(c++));
        a.intraLink = sqlcodes::toLink(q.value(c++).toString()).value_or(LinkKind::PCIe);
        a.intraLinkGBs = q.value(c++).toDouble();
        a.allReduceBusGBs = q.value(c++).toDouble();
        a.softwareStack = q.value(c++).toString();
        a.domestic = q.value(c++).toInt() != 0;
        a.mfuDefault = q.value(c++).toDouble();
        a.mfuLow = q.value(c++).toDouble();
        a.mfuHigh = q.value(c++).toDouble();
        a.listedFigure = q.value(c++).toString();
        a.listedTflops = optionalDouble(q.value(c++));
        a.source = q.value(c++).toString();
        data.accelerators.append(a);
    }

    if (!q.exec(QStringLiteral(
            "SELECT id, provider, label_zh, label_en, region_zh, region_en, form, accelerator_id, "
            "gpus_per_node, min_gpus, max_nodes, cpu, ram_gb, storage, network, inter_node_gbs, "
            "rdma, shared_network, physical_isolation, root_access, notes, origin "
            "FROM offerings ORDER BY id")))
        return failed(QStringLiteral("offerings"));
    QHash<QString, qsizetype> index;
    while (q.next()) {
        Offering o;
        int c = 0;
        o.id = q.value(c++).toString();
        o.provider = q.value(c++).toString();
        o.labelZh = q.value(c++).toString();
        o.labelEn = q.value(c++).toString();
        o.regionZh = q.value(c++).toString();
        o.regionEn = q.value(c++).toString();
        o.form = sqlcodes::toForm(q.value(c++).toString()).value_or(RentalForm::BareMetal);
        o.acceleratorId = q.value(c++).toString();
        o.gpusPerNode = q.value(c++).toInt();
        o.minGpus = q.value(c++).toInt();
        o.maxNodes = q.value(c++).toInt();
        o.cpu = q.value(c++).toString();
        const QVariant ram = q.value(c++);
        if (!ram.isNull())
            o.ramGb = ram.toInt();
        o.storage = q.value(c++).toString();
        o.network = q.value(c++).toString();
        o.interNodeGBs = q.value(c++).toDouble();
        o.rdma = q.value(c++).toInt() != 0;
        o.sharedNetwork = q.value(c++).toInt() != 0;
        o.physicalIsolation = q.value(c++).toInt() != 0;
        o.rootAccess = q.value(c++).toInt() != 0;
        o.notes = q.value(c++).toString();
        o.origin = sqlcodes::toOrigin(q.value(c++).toString()).value_or(RowOrigin::User);
        index.insert(o.id, data.offerings.size());
        data.offerings.append(o);
    }

    if (!q.exec(QStringLiteral(
            "SELECT offering_id, observed_on, unit, scope, list_fen, price_fen, currency, source, "
            "note FROM prices ORDER BY offering_id, observed_on, id")))
        return failed(QStringLiteral("prices"));
    while (q.next()) {
        const auto it = index.constFind(q.value(0).toString());
        if (it == index.constEnd())
            continue; // unreachable with foreign keys on; a hand-edited file may lack them
        PriceSnapshot p;
        p.observedOn = sqlcodes::toDate(q.value(1).toString());
        p.unit = sqlcodes::toUnit(q.value(2).toString()).value_or(BillingUnit::Month);
        p.scope = sqlcodes::toScope(q.value(3).toString()).value_or(PriceScope::PerNode);
        if (!q.value(4).isNull())
            p.listFen = q.value(4).toLongLong();
        p.priceFen = q.value(5).toLongLong();
        p.currency = q.value(6).toString();
        p.source = q.value(7).toString();
        p.note = q.value(8).toString();
        data.offerings[*it].prices.append(p);
    }
    return data;
}

bool Catalog::addPrice(const QString &offeringId, const PriceSnapshot &price, QString *error)
{
    if (!checkWritable(error))
        return false;
    if (!price.observedOn.isValid() || price.priceFen < 0 || (price.listFen && *price.listFen < 0)
        || price.currency.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "The price of \"%1\" needs a valid date, a currency and amounts of zero "
                         "or more.")
                         .arg(offeringId);
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    {
        QSqlQuery q(db);
        if (!q.prepare(QStringLiteral("SELECT 1 FROM offerings WHERE id = ?"))) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
        q.addBindValue(offeringId);
        if (!q.exec() || !q.next()) {
            if (error)
                *error = QCoreApplication::translate("gp::db::Catalog",
                                                     "Offering \"%1\" is not in catalog \"%2\".")
                             .arg(offeringId, m_path);
            return false;
        }
    }
    QString detail;
    if (!CatalogWriter::insertPrice(db, offeringId, price, RowOrigin::User, currentUser(),
                                    CatalogWriter::OnDuplicate::Fail, &detail)) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog",
                                                 "The price cannot be saved in catalog \"%1\": %2.")
                         .arg(m_path, detail);
        return false;
    }
    return true;
}

bool Catalog::upsertOffering(const Offering &offering, QString *error)
{
    if (!checkWritable(error))
        return false;
    if (offering.id.trimmed().isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "An offering needs an id.");
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    {
        QSqlQuery q(db);
        if (!q.prepare(QStringLiteral("SELECT 1 FROM accelerators WHERE id = ?"))) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
        q.addBindValue(offering.acceleratorId);
        if (!q.exec() || !q.next()) {
            if (error)
                *error = QCoreApplication::translate(
                             "gp::db::Catalog",
                             "Accelerator \"%1\" of offering \"%2\" is not in the catalog.")
                             .arg(offering.acceleratorId, offering.id);
            return false;
        }
    }
    QString detail;
    if (!CatalogWriter::upsertOffering(db, offering, RowOrigin::User,
                                       CatalogWriter::Overwrite::Always, &detail)) {
        if (error)
            *error
                = QCoreApplication::translate(
                      "gp::db::Catalog", "Offering \"%1\" cannot be saved in catalog \"%2\": %3.")
                      .arg(offering.id, m_path, detail);
        return false;
    }
    return true;
}

} // namespace gp::db

#include "catalogwriter.h"

#include "sqlcodes.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace gp::db {

namespace {

// An empty optional binds as SQL NULL.
template<typename T>
QVariant nullable(const std::optional<T> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

// A null QString binds as SQL NULL; the schema's text columns are NOT NULL with '' for "none".
QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QVariant flag(bool b)
{
    return b ? 1 : 0;
}

// INSERT ... ON CONFLICT (id) DO UPDATE, portable to PostgreSQL; the WHERE keeps user rows.
QString upsertSql(const QString &table, const QStringList &columns, CatalogWriter::Overwrite mode)
{
    QStringList placeholders;
    QStringList updates;
    for (const QString &c : columns) {
        placeholders.append(QStringLiteral("?"));
        if (c != u"id")
            updates.append(QStringLiteral("%1 = excluded.%1").arg(c));
    }
    QString sql
        = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (id) DO UPDATE SET %4")
              .arg(table, columns.join(QStringLiteral(", ")),
                   placeholders.join(QStringLiteral(", ")), updates.join(QStringLiteral(", ")));
    if (mode == CatalogWriter::Overwrite::ShippedRowsOnly)
        sql += QStringLiteral(" WHERE %1.origin = 'shipped'").arg(table);
    return sql;
}

bool run(QSqlQuery &q, const QString &what, QString *error)
{
    if (q.exec())
        return true;
    if (error)
        *error = QStringLiteral("%1: %2").arg(what, q.lastError().text());
    return false;
}

} // namespace

QString CatalogWriter::timestamp()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

bool CatalogWriter::upsertAccelerator(QSqlDatabase &db, const Accelerator &a, RowOrigin origin,
                                      Overwrite overwrite, QString *error)
{
    QStringList columns {QStringLiteral("id"), QStringLiteral("vendor"), QStringLiteral("model"),
                         QStringLiteral("memory_gb"), QStringLiteral("memory_bandwidth_gbs")};
    for (int i = 0; i < kPeakPrecisionCount; ++i)
        columns.append(sqlcodes::peakColumn(static_cast<PeakPrecision>(i)));
    columns << QStringLiteral("intra_link") << QStringLiteral("intra_link_gbs")
            << QStringLiteral("allreduce_bus_gbs") << QStringLiteral("software_stack")
            << QStringLiteral("domestic") << QStringLiteral("compute_efficiency")
            << QStringLiteral("efficiency_low") << QStringLiteral("efficiency_high")
            << QStringLiteral("fp8_efficiency") << QStringLiteral("listed_figure")
            << QStringLiteral("listed_tflops") << QStringLiteral("source")
            << QStringLiteral("origin") << QStringLiteral("updated_at");

    QSqlQuery q(db);
    if (!q.prepare(upsertSql(QStringLiteral("accelerators"), columns, overwrite))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    q.addBindValue(text(a.id));
    q.addBindValue(text(a.vendor));
    q.addBindValue(text(a.model));
    q.addBindValue(a.memoryGb);
    q.addBindValue(a.memoryBandwidthGBs);
    for (const auto &peak : a.denseTflops)
        q.addBindValue(nullable(peak));
    q.addBindValue(sqlcodes::fromLink(a.intraLink));
    q.addBindValue(a.intraLinkGBs);
    q.addBindValue(a.allReduceBusGBs);
    q.addBindValue(text(a.softwareStack));
    q.addBindValue(flag(a.domestic));
    q.addBindValue(a.computeEfficiency);
    q.addBindValue(a.efficiencyLow);
    q.addBindValue(a.efficiencyHigh);
    q.addBindValue(nullable(a.fp8Efficiency));
    q.addBindValue(text(a.listedFigure));
    q.addBindValue(nullable(a.listedTflops));
    q.addBindValue(text(a.source));
    q.addBindValue(sqlcodes::fromOrigin(origin));
    q.addBindValue(timestamp());
    return run(q, QStringLiteral("accelerator %1").arg(a.id), error);
}

bool CatalogWriter::upsertOffering(QSqlDatabase &db, const Offering &o, RowOrigin origin,
                                   Overwrite overwrite, QString *error)
{
    const QStringList columns {QStringLiteral("id"),
                               QStringLiteral("provider"),
                               QStringLiteral("label_zh"),
                               QStringLiteral("label_en"),
                               QStringLiteral("region_zh"),
                               QStringLiteral("region_en"),
                               QStringLiteral("form"),
                               QStringLiteral("accelerator_id"),
                               QStringLiteral("gpus_per_node"),
                               QStringLiteral("min_gpus"),
                               QStringLiteral("max_nodes"),
                               QStringLiteral("cpu"),
                               QStringLiteral("ram_gb"),
                               QStringLiteral("storage"),
                               QStringLiteral("network"),
                               QStringLiteral("inter_node_gbs"),
                               QStringLiteral("rdma"),
                               QStringLiteral("shared_network"),
                               QStringLiteral("physical_isolation"),
                               QStringLiteral("root_access"),
                               QStringLiteral("notes"),
                               QStringLiteral("lead_time_days"),
                               QStringLiteral("lead_time_source"),
                               QStringLiteral("origin"),
                               QStringLiteral("updated_at")};

    QSqlQuery q(db);
    if (!q.prepare(upsertSql(QStringLiteral("offerings"), columns, overwrite))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    q.addBindValue(text(o.id));
    q.addBindValue(text(o.provider));
    q.addBindValue(text(o.labelZh));
    q.addBindValue(text(o.labelEn));
    q.addBindValue(text(o.regionZh));
    q.addBindValue(text(o.regionEn));
    q.addBindValue(sqlcodes::fromForm(o.form));
    q.addBindValue(text(o.acceleratorId));
    q.addBindValue(o.gpusPerNode);
    q.addBindValue(o.minGpus);
    q.addBindValue(o.maxNodes);
    q.addBindValue(text(o.cpu));
    q.addBindValue(nullable(o.ramGb));
    q.addBindValue(text(o.storage));
    q.addBindValue(text(o.network));
    q.addBindValue(o.interNodeGBs);
    q.addBindValue(flag(o.rdma));
    q.addBindValue(flag(o.sharedNetwork));
    q.addBindValue(flag(o.physicalIsolation));
    q.addBindValue(flag(o.rootAccess));
    q.addBindValue(text(o.notes));
    q.addBindValue(nullable(o.leadTimeDays));
    q.addBindValue(text(o.leadTimeSource));
    q.addBindValue(sqlcodes::fromOrigin(origin));
    q.addBindValue(timestamp());
    if (!run(q, QStringLiteral("offering %1").arg(o.id), error))
        return false;
    if (origin != RowOrigin::User)
        return true;
    // Written by the user again: no longer removed.
    QSqlQuery unremove(db);
    if (!unremove.prepare(QStringLiteral("DELETE FROM removed_offerings WHERE id = ?"))) {
        if (error)
            *error = unremove.lastError().text();
        return false;
    }
    unremove.addBindValue(text(o.id));
    return run(unremove, QStringLiteral("offering %1").arg(o.id), error);
}

bool CatalogWriter::insertPrice(QSqlDatabase &db, const QString &offeringId, const PriceSnapshot &p,
                                RowOrigin origin, const QString &createdBy, OnDuplicate onDuplicate,
                                QString *error)
{
    QString sql = QStringLiteral(
        "INSERT INTO prices (offering_id, observed_on, unit, scope, list_fen, price_fen, currency, "
        "source, note, origin, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?)");
    if (onDuplicate == OnDuplicate::Ignore) {
        sql += QStringLiteral(" ON CONFLICT (offering_id, observed_on, unit, scope, price_fen, "
                              "source) DO NOTHING");
    }
    QSqlQuery q(db);
    if (!q.prepare(sql)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    q.addBindValue(text(offeringId));
    q.addBindValue(sqlcodes::fromDate(p.observedOn));
    q.addBindValue(sqlcodes::fromUnit(p.unit));
    q.addBindValue(sqlcodes::fromScope(p.scope));
    q.addBindValue(nullable(p.listFen));
    q.addBindValue(p.priceFen);
    q.addBindValue(text(p.currency));
    q.addBindValue(text(p.source));
    q.addBindValue(text(p.note));
    q.addBindValue(sqlcodes::fromOrigin(origin));
    q.addBindValue(text(createdBy));
    q.addBindValue(timestamp());
    return run(
        q, QStringLiteral("price of %1 on %2").arg(offeringId, sqlcodes::fromDate(p.observedOn)),
        error);
}

} // namespace gp::db

// Catalog benchmarks (not a test): a catalog grown to 10,000 offerings and 1,000,000 price rows,
// timed at each step: create, import (CSV read, preview, apply), add prices, load, and the
// queries the app makes. Prints "name<TAB>ms" rows; asserts nothing.
//   bench_catalog [--offerings N] [--prices-per-offering M] [--keep FILE]

#include "catalog.h"
#include "catalogimport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace gp;

namespace {

void row(const char *name, double ms, const QString &note = {})
{
    std::printf("%s\t%.1f\t%s\n", name, ms, qPrintable(note));
    std::fflush(stdout);
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "bench_catalog: %s\n", qPrintable(what));
    std::exit(1);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const auto option = [&](const char *name, int fallback) {
        const int i = int(args.indexOf(QString::fromLatin1(name)));
        return i >= 0 && i + 1 < args.size() ? args.at(i + 1).toInt() : fallback;
    };
    const int offerings = option("--offerings", 10000);
    const int perOffering = option("--prices-per-offering", 100);
    QTemporaryDir dir;
    const int keep = int(args.indexOf(QStringLiteral("--keep")));
    const QString path = keep >= 0 && keep + 1 < args.size()
        ? args.at(keep + 1)
        : dir.filePath(QStringLiteral("catalog.sqlite"));
    QFile::remove(path);

    QElapsedTimer t;
    t.start();
    db::Catalog catalog;
    const auto opened = catalog.open(path);
    if (!opened.ok)
        die(opened.message);
    row("create catalog with the built-in data", msSince(t));
    const CatalogData seed = catalog.load();

    // Import: one CSV row per offering, each a copy of a built-in offering with a new id.
    CatalogData synthetic;
    synthetic.accelerators = seed.accelerators;
    for (int i = 0; i < offerings; ++i) {
        Offering o = seed.offerings.at(i % seed.offerings.size());
        o.id = QStringLiteral("synthetic-%1").arg(i, 6, 10, QLatin1Char('0'));
        o.prices = {o.prices.isEmpty() ? PriceSnapshot {} : o.prices.last()};
        o.prices.first().observedOn = QDate(2026, 1, 1);
        o.prices.first().priceFen += i;
        synthetic.offerings.append(o);
    }
    const QByteArray csv = db::CatalogImport::toCsv(synthetic);
    t.restart();
    const db::ImportFile file
        = db::CatalogImport::read(csv, db::CatalogImport::Format::Csv, QStringLiteral("bench"));
    if (!file.problems.isEmpty())
        die(file.problems.first().message);
    row("import: read CSV of N offerings", msSince(t),
        QStringLiteral("%1 offerings, %2 KiB").arg(offerings).arg(csv.size() / 1024));
    t.restart();
    const db::ImportPreview preview = db::CatalogImport::preview(seed, file);
    if (!preview.ok())
        die(preview.problems.first().message);
    row("import: preview against the catalog", msSince(t));
    t.restart();
    QString error;
    if (!catalog.applyImport(preview, &error))
        die(error);
    row("import: apply (one transaction)", msSince(t));

    // Price history: perOffering dated rows per offering. The first 10,000 go through the
    // catalog's own addPrice() (its rate is what an editor sees); the rest are bulk rows with
    // one prepared INSERT, all in one transaction each.
    QSqlDatabase db = QSqlDatabase::database(catalog.connectionName(), false);
    const int viaApi = std::min(10000, offerings * (perOffering - 1));
    t.restart();
    if (!db.transaction())
        die(QStringLiteral("transaction"));
    int added = 0;
    for (int i = 0; added < viaApi; ++i) {
        const Offering &o = synthetic.offerings.at(i % offerings);
        PriceSnapshot p = o.prices.first();
        p.observedOn = QDate(2026, 1, 1).addDays(-1 - i / offerings);
        if (!catalog.addPrice(o.id, p, &error))
            die(error);
        ++added;
    }
    if (!db.commit())
        die(QStringLiteral("commit"));
    row("add price rows with addPrice (one transaction)", msSince(t),
        QStringLiteral("%1 rows, %2 ms per 1,000")
            .arg(added)
            .arg(msSince(t) * 1000 / added, 0, 'f', 1));
    t.restart();
    if (!db.transaction())
        die(QStringLiteral("transaction"));
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO prices (offering_id, observed_on, unit, scope, price_fen, currency, "
            "source, origin, created_at) VALUES (?, ?, ?, ?, ?, 'CNY', 'bench', 'user', "
            "'2026-12-01T00:00:00Z')")))
        die(insert.lastError().text());
    qint64 bulk = 0;
    for (int i = added; i < offerings * (perOffering - 1); ++i) {
        const Offering &o = synthetic.offerings.at(i % offerings);
        const PriceSnapshot &p = o.prices.first();
        insert.addBindValue(o.id);
        insert.addBindValue(QDate(2026, 1, 1).addDays(-1 - i / offerings).toString(Qt::ISODate));
        insert.addBindValue(p.unit == BillingUnit::Hour      ? QStringLiteral("hour")
                                : p.unit == BillingUnit::Day ? QStringLiteral("day")
                                                             : QStringLiteral("month"));
        insert.addBindValue(p.scope == PriceScope::PerGpu ? QStringLiteral("gpu")
                                                          : QStringLiteral("node"));
        insert.addBindValue(p.priceFen);
        if (!insert.exec())
            die(insert.lastError().text());
        ++bulk;
    }
    if (!db.commit())
        die(QStringLiteral("commit"));
    qint64 total = 0;
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT count(*) FROM prices")) || !q.next())
            die(QStringLiteral("count"));
        total = q.value(0).toLongLong();
    }
    row("bulk price rows (prepared INSERT, one transaction)", msSince(t),
        QStringLiteral("%1 rows; %2 price rows in the catalog").arg(bulk).arg(total));

    t.restart();
    {
        db::Catalog again;
        if (!again.open(path).ok)
            die(QStringLiteral("reopen"));
        row("open the grown catalog (checks, migrations)", msSince(t));
        t.restart();
        const CatalogData current = again.loadCurrent(&error);
        if (!error.isEmpty())
            die(error);
        row("load for planning (newest price per offering and unit)", msSince(t),
            QStringLiteral("%1 offerings").arg(current.offerings.size()));
        t.restart();
        const QList<PriceSnapshot> history
            = again.priceHistory(synthetic.offerings.at(offerings / 2).id, &error);
        if (!error.isEmpty())
            die(error);
        row("price history of one offering (editor, chart)", msSince(t),
            QStringLiteral("%1 rows").arg(history.size()));
        // A price update for 100 offerings: the preview reads only their history.
        CatalogData update;
        update.accelerators = synthetic.accelerators;
        update.offerings = synthetic.offerings.mid(0, 100);
        const db::ImportFile small = db::CatalogImport::read(
            db::CatalogImport::toCsv(update), db::CatalogImport::Format::Csv, QStringLiteral("u"));
        t.restart();
        const db::ImportPreview smallPreview = db::CatalogImport::preview(
            again.loadWithHistoryOf(small.offeringIds(), &error), small);
        if (!error.isEmpty())
            die(error);
        row("import: preview a price update of 100 offerings", msSince(t),
            QStringLiteral("%1 unchanged").arg(smallPreview.unchangedOfferings.size()));
        t.restart();
        const CatalogData data = again.load(&error);
        if (!error.isEmpty())
            die(error);
        row("load every price row (exports, whole-catalog imports)", msSince(t),
            QStringLiteral("%1 offerings").arg(data.offerings.size()));
        t.restart();
        const db::ImportPreview again2 = db::CatalogImport::preview(data, file);
        row("import: preview the same file again (nothing new)", msSince(t),
            QStringLiteral("%1 unchanged").arg(again2.unchangedOfferings.size()));
    }

    // The queries behind a price edit: one offering's newest price, and its history.
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT price_fen FROM prices WHERE offering_id = ? ORDER BY "
                             "observed_on DESC LIMIT 1"));
    t.restart();
    const int lookups = 1000;
    for (int i = 0; i < lookups; ++i) {
        q.addBindValue(synthetic.offerings.at((i * 7919) % offerings).id);
        if (!q.exec() || !q.next())
            die(QStringLiteral("newest price"));
    }
    row("newest price of one offering (per query)", msSince(t) / lookups);
    t.restart();
    if (!catalog.addPrice(synthetic.offerings.first().id,
                          PriceSnapshot {QDate(2027, 1, 1), BillingUnit::Hour, PriceScope::PerGpu,
                                         std::nullopt, 123, QStringLiteral("CNY"),
                                         QStringLiteral("bench"), QString()},
                          &error))
        die(error);
    row("add one price (own transaction)", msSince(t));
    return 0;
}

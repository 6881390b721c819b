// Test-only writer for tst_crashsafe: opens a catalog and adds user prices to one offering in
// transactions of kBatch rows, forever, printing "committed N" after each commit. The test
// kills it with SIGKILL at arbitrary moments.
//   catalogwriter_child CATALOG OFFERING FIRST
// Row k (k = FIRST, FIRST+1, ...) has price_fen k and is observed on 2000-01-01 + k days, so
// the rows of a catalog tell exactly which transactions committed.
//   catalogwriter_child --create FOLDER COUNT
// prints "ready", then creates the catalogs FOLDER/catalog-0.sqlite ... one after another,
// printing "created K" after each, so that a kill lands in the middle of creating one.

#include "catalog.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 4 && args.at(1) == u"--create") {
        const int count = args.at(3).toInt();
        std::printf("ready\n");
        std::fflush(stdout);
        for (int k = 0; k < count; ++k) {
            gp::db::Catalog catalog;
            const auto opened
                = catalog.open(QStringLiteral("%1/catalog-%2.sqlite").arg(args.at(2)).arg(k));
            if (!opened.ok) {
                std::fprintf(stderr, "create: %s\n", qPrintable(opened.message));
                return 3;
            }
            std::printf("created %d\n", k);
            std::fflush(stdout);
        }
        return 0;
    }
    if (args.size() != 4) {
        std::fputs("usage: catalogwriter_child CATALOG OFFERING FIRST\n", stderr);
        return 2;
    }
    constexpr int kBatch = 5;
    const QString offering = args.at(2);
    qint64 next = args.at(3).toLongLong();

    gp::db::Catalog catalog;
    const auto opened = catalog.open(args.at(1));
    if (!opened.ok) {
        std::fprintf(stderr, "open: %s\n", qPrintable(opened.message));
        return 3;
    }
    std::printf("ready\n");
    std::fflush(stdout);

    QSqlDatabase db = QSqlDatabase::database(catalog.connectionName(), false);
    const QDate epoch(2000, 1, 1);
    for (;;) {
        if (!db.transaction()) {
            std::fputs("cannot begin a transaction\n", stderr);
            return 1;
        }
        for (int i = 0; i < kBatch; ++i, ++next) {
            gp::PriceSnapshot price;
            price.observedOn = epoch.addDays(next);
            price.unit = gp::BillingUnit::Hour;
            price.scope = gp::PriceScope::PerNode;
            price.priceFen = next;
            price.source = QStringLiteral("tst_crashsafe");
            QString error;
            if (!catalog.addPrice(offering, price, &error)) {
                std::fprintf(stderr, "addPrice: %s\n", qPrintable(error));
                return 1;
            }
        }
        if (!db.commit()) {
            std::fputs("cannot commit\n", stderr);
            return 1;
        }
        std::printf("committed %lld\n", static_cast<long long>(next));
        std::fflush(stdout);
    }
}

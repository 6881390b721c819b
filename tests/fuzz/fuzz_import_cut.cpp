// Fuzz target: a CSV price list cut off at every byte, as an interrupted copy or a full disk cuts
// it. Every prefix reads into offerings or problems, never a crash; a prefix read and compared
// with the built-in catalog without problems either moves no current price (per billing unit,
// per card or machine) by more than half, or lists the move in ImportPreview::largeChanges, so
// that applying it needs --allow-large-changes: "...,month,node,86" cut from 86880 never lowers
// a price by 99.9% unnoticed.

#include "catalogimport.h"
#include "shippeddata.h"

#include <QByteArray>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

// Each input is read once per byte: longer inputs are cut to their first 2 KB.
constexpr qsizetype kMaxBytes = 2048;

gp::CatalogData builtInCatalog()
{
    QString error;
    const auto shipped
        = gp::db::ShippedData::read(QStringLiteral(":/db/data/default_catalog.json"), &error);
    if (!shipped) {
        std::fprintf(stderr, "built-in catalog: %s\n", qPrintable(error));
        std::abort();
    }
    return shipped->data();
}

[[noreturn]] void fail(const char *what, qsizetype cut)
{
    std::fprintf(stderr, "cut at byte %lld: %s\n", static_cast<long long>(cut), what);
    std::abort();
}

/// The newest of \a prices in the unit and per of \a like (the last of equal dates).
const gp::PriceSnapshot *newestLike(const QList<gp::PriceSnapshot> &prices,
                                    const gp::PriceSnapshot &like)
{
    const gp::PriceSnapshot *best = nullptr;
    for (const gp::PriceSnapshot &p : prices) {
        if (p.unit == like.unit && p.scope == like.scope
            && (!best || p.observedOn >= best->observedOn))
            best = &p;
    }
    return best;
}

bool listed(const gp::db::ImportPreview &preview, const QString &id, const gp::PriceSnapshot &p)
{
    for (const gp::db::PriceChange &c : preview.largeChanges) {
        if (c.offeringId == id && c.after.unit == p.unit && c.after.scope == p.scope)
            return true;
    }
    return false;
}

/// Every added price that becomes its offering's current price in its unit and per, and moves
/// it by more than kLargeChangePercent, is listed as a large change.
void checkLargeChangesListed(const gp::CatalogData &catalog, const gp::db::ImportPreview &preview,
                             qsizetype cut)
{
    QHash<QString, QList<gp::PriceSnapshot>> added;
    for (const auto &[id, price] : preview.pricesToAdd)
        added[id].append(price);
    for (auto it = added.cbegin(); it != added.cend(); ++it) {
        const gp::Offering *existing = catalog.offering(it.key());
        if (!existing)
            continue;
        for (const gp::PriceSnapshot &p : it.value()) {
            const gp::PriceSnapshot *newest = newestLike(it.value(), p);
            const gp::PriceSnapshot *old = newestLike(existing->prices, p);
            if (newest != &p || !old || p.observedOn < old->observedOn || old->priceFen <= 0)
                continue;
            const double percent
                = 100.0 * double(p.priceFen - old->priceFen) / double(old->priceFen);
            if (std::abs(percent) > gp::db::ImportPreview::kLargeChangePercent
                && !listed(preview, it.key(), p))
                fail("a current price moves by more than half and is not listed", cut);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const gp::CatalogData catalog = builtInCatalog();
    const QByteArray whole(reinterpret_cast<const char *>(data),
                           qsizetype(std::min<std::size_t>(size, kMaxBytes)));
    gp::db::ImportOptions options;
    options.plannedPrices = true; // dates past today are a separate refusal
    for (qsizetype cut = 0; cut <= whole.size(); ++cut) {
        const gp::db::ImportFile file = gp::db::CatalogImport::read(
            whole.left(cut), gp::db::CatalogImport::Format::Csv, QStringLiteral("cut"));
        for (const gp::db::ImportProblem &p : file.problems) {
            if (p.message.isEmpty())
                fail("a problem without a message", cut);
        }
        if (!file.problems.isEmpty())
            continue;
        const gp::db::ImportPreview preview
            = gp::db::CatalogImport::preview(catalog, file, options);
        for (const gp::db::ImportProblem &p : preview.problems) {
            if (p.message.isEmpty())
                fail("a preview problem without a message", cut);
        }
        if (preview.ok())
            checkLargeChangesListed(catalog, preview, cut);
    }
    return 0;
}

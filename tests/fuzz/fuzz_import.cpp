// Fuzz target: the catalog import (db::CatalogImport), JSON or CSV by GP_FUZZ_IMPORT_CSV. Any
// bytes must read into offerings or problems, never a crash; a file read without problems is
// then compared with the built-in catalog, as the import dialog and `catalog import` do.

#include "catalogimport.h"
#include "shippeddata.h"

#include <QByteArray>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

#ifdef GP_FUZZ_IMPORT_CSV
constexpr auto kFormat = gp::db::CatalogImport::Format::Csv;
#else
constexpr auto kFormat = gp::db::CatalogImport::Format::Json;
#endif

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const gp::CatalogData catalog = builtInCatalog();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const gp::db::ImportFile file
        = gp::db::CatalogImport::read(bytes, kFormat, QStringLiteral("fuzz-input"));
    for (const gp::db::ImportProblem &p : file.problems) {
        if (p.message.isEmpty()) {
            std::fputs("a problem without a message\n", stderr);
            std::abort();
        }
    }
    if (!file.problems.isEmpty())
        return 0;
    const gp::db::ImportPreview preview = gp::db::CatalogImport::preview(catalog, file);
    for (const gp::db::ImportProblem &p : preview.problems) {
        if (p.message.isEmpty()) {
            std::fputs("a preview problem without a message\n", stderr);
            std::abort();
        }
    }
    if (!preview.ok())
        return 0;
    // Nothing the engine cannot plan with reaches the catalog: the import's bounds hold for
    // every row it would write.
    for (const gp::Offering &o : preview.offeringsToWrite) {
        if (o.gpusPerNode < 1 || o.gpusPerNode > 64 || o.maxNodes < 1 || o.maxNodes > 100000
            || o.minGpus < 1 || o.id.size() > 128 || !std::isfinite(o.interNodeGBs)) {
            std::fputs("an offering out of bounds would be written\n", stderr);
            std::abort();
        }
    }
    for (const auto &[id, price] : preview.pricesToAdd + preview.pricesToUpdate) {
        if (price.currency != u"CNY" || price.priceFen < 0 || price.priceFen > 100000000000) {
            std::fputs("a price out of bounds would be written\n", stderr);
            std::abort();
        }
    }
    for (const gp::Accelerator &a : preview.acceleratorsToWrite) {
        for (const auto &peak : a.denseTflops) {
            if (peak && (!std::isfinite(*peak) || *peak < 0 || *peak > 1e6)) {
                std::fputs("an accelerator peak out of bounds would be written\n", stderr);
                std::abort();
            }
        }
    }
    return 0;
}

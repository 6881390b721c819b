// Fuzz target: the plan engine's input validation. Whatever job the parser accepts, planning it
// over the seed catalog must finish (libFuzzer's -timeout catches a hang) without a crash or a
// sanitizer report, and give one option per offering considered.

#include "jobparser.h"
#include "planner.h"
#include "testcatalog.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const gp::CatalogData catalog = gp::test::seedCatalog();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const gp::JobParseResult parsed = gp::parseJob(bytes);
    if (!parsed.ok())
        return 0;
    const gp::Plan plan = gp::makePlan(*parsed.job, catalog);
    if (plan.options.isEmpty() && parsed.job->offerings.isEmpty()) {
        std::fputs("a plan over the whole catalog has no option\n", stderr);
        std::abort();
    }
    return 0;
}

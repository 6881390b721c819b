// Fuzz target: the job-file parser. Any bytes must give a job or one error line, never a crash;
// a job it accepts must serialise to a file it accepts again, and that file must be stable.

#include "jobparser.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const gp::JobParseResult parsed = gp::parseJob(bytes);
    if (!parsed.ok()) {
        if (parsed.errorLine().isEmpty()) {
            std::fputs("rejected without a message\n", stderr);
            std::abort();
        }
        return 0;
    }
    const QByteArray written = gp::serializeJob(*parsed.job);
    const gp::JobParseResult again = gp::parseJob(written);
    if (!again.ok()) {
        std::fprintf(stderr, "serialised job rejected: %s\n%s\n", qPrintable(again.errorLine()),
                     written.constData());
        std::abort();
    }
    if (gp::serializeJob(*again.job) != written) {
        std::fprintf(stderr, "serialised job not stable:\n%s\n", written.constData());
        std::abort();
    }
    return 0;
}

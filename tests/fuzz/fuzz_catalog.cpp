// Fuzz target: the catalog JSON loader (db::ShippedData::read, the format of
// db/data/default_catalog.json and of `catalog export`). Any bytes must load or give an error
// message; a catalog it accepts must then plan the default job without a crash.

#include "jobparser.h"
#include "planner.h"
#include "shippeddata.h"

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir dir;
    static const QString path = dir.filePath(QStringLiteral("catalog.json"));
    static const gp::Job job = gp::defaultJob();
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size)) {
            std::fputs("cannot write the input file\n", stderr);
            std::abort();
        }
    }
    QString error;
    const auto shipped = gp::db::ShippedData::read(path, &error);
    if (!shipped) {
        if (error.isEmpty()) {
            std::fputs("rejected without a message\n", stderr);
            std::abort();
        }
        return 0;
    }
    static_cast<void>(gp::makePlan(job, shipped->data()));
    return 0;
}

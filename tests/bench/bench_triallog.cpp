// Trial-log reading benchmark (not a test): writes logs of about 64 MB in a temporary folder and
// times readTrialLog on each, the median of 5 reads. One line per log: name, wall ms, CPU ms (the
// process's own, user + system), note, tab separated, as installer/bench.sh reads them. The
// target is 0.5 s per log.
//   ninja bench_triallog && ./tests/bench/bench_triallog

#include "triallog.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

namespace {

constexpr qint64 kMiB = qint64(1) << 20;

/// Writes lines from \a line(i) until the file holds \a bytes.
bool writeLog(const QString &path, const QByteArray &head, qint64 bytes,
              const std::function<QByteArray(qint64)> &line)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    QByteArray chunk = head;
    qint64 written = 0;
    for (qint64 i = 1; written + chunk.size() < bytes; ++i) {
        chunk += line(i);
        if (chunk.size() > 4 * kMiB) {
            written += f.write(chunk);
            chunk.clear();
        }
    }
    written += f.write(chunk);
    return written > 0;
}

QByteArray megatronLine(qint64 i)
{
    return " [2025-03-14 09:00:40] iteration " + QByteArray::number(i)
        + "/ 9000000 | consumed samples: " + QByteArray::number(i * 256)
        + " | elapsed time per iteration (ms): " + (i % 97 == 0 ? "4100.2" : "1234.5")
        + " | throughput per GPU (TFLOP/s/GPU): 402.5 | learning rate: 1.500000E-05 | global batch "
          "size:   256 | lm loss: 2.812345E+00 | loss scale: 1.0 | grad norm: 0.345 | number of "
          "skipped iterations:   0 | number of nan iterations:   0 |\n";
}

QByteArray llamaFactoryLine(qint64 i)
{
    const qint64 s = 120 + i * 3;
    return "{\"current_steps\": " + QByteArray::number(i)
        + ", \"total_steps\": 9000000, \"loss\": 1.2345, \"lr\": 1e-05, \"epoch\": 0.01, "
          "\"percentage\": 0.01, \"elapsed_time\": \""
        + QByteArray::number(s / 3600) + ':'
        + QByteArray::number(s / 60 % 60).rightJustified(2, '0') + ':'
        + QByteArray::number(s % 60).rightJustified(2, '0')
        + "\", \"remaining_time\": \"9 days, 0:00:00\", \"throughput\": 5461.33, \"total_tokens\": "
        + QByteArray::number(i * 16384) + "}\n";
}

struct Case {
    const char *name;
    QByteArray head; ///< the settings a run prints first
    qint64 bytes;
    QByteArray (*line)(qint64);
};

} // namespace

int main()
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const QByteArray setup = "using world size: 64, data-parallel size: 8\n"
                             "[before the start of training step] datetime: 2025-03-14 09:00:05\n";
    // 64 MB and more is read from the ends; just under it, the worst case of a whole read.
    const std::vector<Case> cases = {
        {"Megatron-LM log, 64 MB (read from its ends)", setup, 64 * kMiB, megatronLine},
        {"Megatron-LM log, just under 64 MB (read whole)", setup, 64 * kMiB - 1024, megatronLine},
        {"LLaMA-Factory trainer_log.jsonl, just under 64 MB (read whole)",
         {},
         64 * kMiB - 1024,
         llamaFactoryLine},
    };
    gp::TrialLogOptions options;
    options.sequenceLength = 4096;
    for (const Case &c : cases) {
        const QString path = dir.filePath(QStringLiteral("bench.log"));
        if (!writeLog(path, c.head, c.bytes, c.line))
            return 1;
        std::vector<double> ms;
        std::vector<double> cpuMs;
        QString summary;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            const std::clock_t cpu = std::clock();
            const gp::TrialLogResult result = gp::readTrialLog(path, options);
            ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            cpuMs.push_back(double(std::clock() - cpu) * 1000.0 / CLOCKS_PER_SEC);
            if (!result.ok()) {
                std::fprintf(stderr, "%s: %s\n", c.name, qPrintable(result.error));
                return 1;
            }
            summary = QStringLiteral("%1 reports, %2 s/step")
                          .arg(result.reading->reports)
                          .arg(result.reading->secondsPerStep.value_or(0), 0, 'f', 3);
        }
        std::sort(ms.begin(), ms.end());
        std::sort(cpuMs.begin(), cpuMs.end());
        std::printf("%s\t%.1f\t%.1f\tmedian of 5; %s\n", c.name, ms[ms.size() / 2],
                    cpuMs[cpuMs.size() / 2], qPrintable(summary));
        QFile::remove(path);
    }
    return 0;
}

// Where the trial-log readers meet the job: a `measured` entry that names a log gets its figures
// from it, read with what the job knows (its sequence length and tokens per step).

#include "jobtriallogs.h"

#include "triallog.h"
#include "workload.h"

#include <QDir>

namespace gp::trials {

std::optional<TrialLogArgument> parseTrialLogArgument(const QString &text, QString *error)
{
    const qsizetype first = text.indexOf(u':');
    const qsizetype second = first < 0 ? -1 : text.indexOf(u':', first + 1);
    if (second < 0) {
        *error = JobTrialLogs::tr("must be ACCELERATOR:GPUS:FILE (for example "
                                  "rtx-4090-24g:1:trainer_state.json), not \"%1\"")
                     .arg(text);
        return std::nullopt;
    }
    TrialLogArgument a;
    a.accelerator = text.left(first).trimmed();
    bool ok = false;
    a.gpus = text.mid(first + 1, second - first - 1).trimmed().toInt(&ok);
    a.file = text.mid(second + 1);
    if (a.accelerator.isEmpty()) {
        *error = JobTrialLogs::tr("\"%1\": the accelerator id is missing").arg(text);
        return std::nullopt;
    }
    if (!ok || a.gpus < 1 || a.gpus > 100000) {
        *error = JobTrialLogs::tr("\"%1\": the card count must be a whole number from 1 to 100000")
                     .arg(text);
        return std::nullopt;
    }
    if (a.file.trimmed().isEmpty()) {
        *error = JobTrialLogs::tr("\"%1\": the log file is missing").arg(text);
        return std::nullopt;
    }
    return a;
}

TrialLogOptions trialLogOptions(const Job &job, int gpus)
{
    TrialLogOptions options;
    options.sequenceLength = Workload::fromJob(job).shape.seqLen;
    options.gpus = gpus;
    options.globalBatchTokens = job.globalBatchTokens.value_or(0);
    return options;
}

bool readMeasurementLog(Measurement &m, const QString &path, const Job &job, QString *error)
{
    const TrialLogResult result = readTrialLog(path, trialLogOptions(job, m.gpus));
    if (!result.ok()) {
        *error = result.error;
        return false;
    }
    const TrialLogReading &r = *result.reading;
    if (!r.tokensPerSecond || *r.tokensPerSecond <= 0) {
        *error = JobTrialLogs::tr("%1: the log times its steps but gives no tokens, batch size or "
                                  "samples per second, so its speed cannot be counted in tokens; "
                                  "give the job's global_batch_tokens")
                     .arg(path);
        return false;
    }
    m.tokensPerS = *r.tokensPerSecond;
    TrialLogFacts facts;
    facts.format = trialLogFormatName(r.format);
    facts.firstStep = r.firstSteadyStep;
    facts.lastStep = r.lastSteadyStep;
    facts.steadyReports = r.steadyReports;
    facts.warmupReports = r.warmupReports;
    facts.outlierReports = r.outlierReports;
    facts.readFromEnd = r.readFromEnd;
    facts.date = r.date;
    // The job's own memory figure wins: the team may have read nvidia-smi, which the log lacks.
    if (!m.peakMemoryGb && r.peakMemoryGb) {
        m.peakMemoryGb = r.peakMemoryGb;
        facts.memoryFromLog = true;
    }
    m.fromLog = facts;
    return true;
}

bool readJobLogs(Job &job, const QString &jobDir, QString *error)
{
    const QDir dir(jobDir);
    for (Measurement &m : job.measured) {
        if (m.log.isEmpty() || m.fromLog)
            continue;
        if (!readMeasurementLog(m, QDir::cleanPath(dir.filePath(m.log)), job, error))
            return false;
    }
    return true;
}

} // namespace gp::trials

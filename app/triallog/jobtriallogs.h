#pragma once

#include "job.h"
#include "triallog.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gp::trials {

/// A trial log given on the command line: `ACCELERATOR:GPUS:FILE`.
struct TrialLogArgument {
    QString accelerator;
    int gpus = 0;
    QString file; ///< as typed (it may hold colons of its own)
};

/// Reads `ACCELERATOR:GPUS:FILE`, or nullopt with *\a error saying what is wrong.
[[nodiscard]] std::optional<TrialLogArgument> parseTrialLogArgument(const QString &text,
                                                                    QString *error);

/// What \a job tells a log reader that the log may not say: its sequence length and tokens per
/// step; \a gpus the trial run's cards (0 while unknown, as when a log is first looked at).
[[nodiscard]] TrialLogOptions trialLogOptions(const Job &job, int gpus);

/// Reads the log of \a m from \a path into its figures: the steady tokens per second over the
/// run's cards, the peak memory per card where the job gives none and the log has one, and what
/// was read (TrialLogFacts). The job gives what a log may not say: its sequence length and
/// tokens per step. False with *\a error naming the file and what is missing (no timings, no
/// way to count tokens, a damaged or truncated log).
[[nodiscard]] bool readMeasurementLog(Measurement &m, const QString &path, const Job &job,
                                      QString *error);

/// Reads every `measured` entry that names a log, its path relative to \a jobDir (the job
/// file's folder). False with *\a error at the first log that cannot be read.
[[nodiscard]] bool readJobLogs(Job &job, const QString &jobDir, QString *error);

/// The translation context of the messages above.
class JobTrialLogs {
    Q_DECLARE_TR_FUNCTIONS(gp::trials::JobTrialLogs)
};

} // namespace gp::trials

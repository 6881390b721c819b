#pragma once

#include "catalogdata.h"
#include "job.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace gp::cli {

/// Process exit codes of the command line (SPEC section 5).
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1, ///< could not write an output file, or another runtime failure
    ExitBadInput = 2, ///< a bad job file or bad arguments
    ExitCatalog = 3, ///< the catalog could not be opened or is not a GPU Planner catalog
};

/// The `gpuplanner` command line: verbs over the engine and the catalog, no windows.
class Cli final {
    Q_DECLARE_TR_FUNCTIONS(gp::cli::Cli)

public:
    Cli(QTextStream &out, QTextStream &err);

    /// True when the arguments ask for the command line rather than the main window.
    [[nodiscard]] static bool wantsCli(const QStringList &arguments);
    /// True when the command draws (a PDF report), so it needs a QGuiApplication.
    [[nodiscard]] static bool needsPainting(const QStringList &arguments);

    /// Runs the verb the arguments name (arguments[0] is the program) and returns the exit code.
    int run(const QStringList &arguments);

    /// What the app does when started with no display: prints the plan of the job file given
    /// (else of the default job) and writes its PDF summary into the current folder.
    int runHeadless(const QStringList &arguments);

private:
    int runCalibration(const QStringList &positional, const QString &catalogPath);
    int runPlan(const QStringList &positional, const QString &format, const QString &catalogPath);
    int runReport(const QStringList &positional, const QString &output, const QString &catalogPath,
                  bool decision);
    int runCatalog(const QStringList &positional, const QString &format,
                   const QString &catalogPath);
    int runImport(const QStringList &positional, const QString &catalogPath, bool dryRun,
                  bool allowRemovals);
    void fail(const QString &message);
    /// The job in \a path, or nullopt after saying why (the file and the field).
    [[nodiscard]] std::optional<Job> readJob(const QString &path);
    /// False, after saying which, when the job names an offering the catalog lacks.
    [[nodiscard]] bool knowsOfferings(const Job &job, const CatalogData &catalog,
                                      const QString &path);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace gp::cli

#pragma once

#include "catalogdata.h"
#include "catalogimport.h"
#include "job.h"
#include "outputfile.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>
#include <QTextStream>

#include <optional>

class QCommandLineOption;
class QCommandLineParser;

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
    /// What `catalog import` may do beyond adding prices.
    struct ImportFlags {
        bool dryRun = false;
        bool allowRemovals = false;
        bool allowLargeChanges = false;
        bool plannedPrices = false;
    };

    /// Parses the arguments and runs the verb they name.
    int dispatch(const QStringList &arguments);
    /// False, after saying which, when an option in \a valued or a positional argument is empty
    /// or blank, --lang names no known language, or no command is given.
    [[nodiscard]] bool checkArguments(const QCommandLineParser &parser,
                                      const QList<const QCommandLineOption *> &valued,
                                      const QCommandLineOption &lang);
    /// \a code, or ExitFailure (with a message) when standard output could not be written.
    int finish(int code);
    /// Where \a path may be written by a command that reads \a inputs, or nullopt after saying
    /// "PATH: what: why" (the caller exits with ExitBadInput).
    [[nodiscard]] std::optional<output::Target>
    outputTarget(const QString &path, const QStringList &inputs, const QString &what);

    /// runHeadless() after its arguments are read.
    int planWithoutDisplay(const QString &jobPath, const QString &catalogPath);
    int runCalibration(const QStringList &positional, const QString &catalogPath);
    int runPlan(const QStringList &positional, const QString &format, const QString &catalogPath,
                const QStringList &trialLogs);
    int runReport(const QStringList &positional, const QString &output, const QString &catalogPath,
                  bool decision, const QStringList &trialLogs);
    int runCatalog(const QStringList &positional, const QString &format,
                   const QString &catalogPath);
    int exportCatalog(const QString &path, const CatalogData &data, const QStringList &inputs);
    void printCatalog(const QString &location, const CatalogData &data);
    int runImport(const QStringList &positional, const QString &catalogPath,
                  const ImportFlags &flags);
    int reportImportProblems(const QString &source, const QList<db::ImportProblem> &problems);
    void printImportPreview(const QString &source, const QString &catalog, const CatalogData &data,
                            const db::ImportPreview &preview);
    /// False, after saying which consent is missing, when the preview removes most of the
    /// catalog or changes current prices a lot and the flags do not allow it.
    [[nodiscard]] bool consentGiven(const db::ImportPreview &preview, const ImportFlags &flags);
    void fail(const QString &message);
    /// The job in \a path, or nullopt after saying why (the file and the field).
    [[nodiscard]] std::optional<Job> readJob(const QString &path);
    /// Adds the runs of `--trial-log ACCELERATOR:GPUS:FILE` to the job's measurements, each log
    /// read (relative to the current folder); false, after saying why, at the first that is
    /// malformed, names an accelerator the catalog lacks or cannot be read.
    [[nodiscard]] bool addTrialLogs(Job &job, const QStringList &arguments,
                                    const CatalogData &catalog);
    /// False, after saying which, when the job names an offering the catalog lacks.
    [[nodiscard]] bool knowsOfferings(const Job &job, const CatalogData &catalog,
                                      const QString &path);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace gp::cli

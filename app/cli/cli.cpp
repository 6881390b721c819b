#include "cli.h"

#include "calibration.h"
#include "catalog.h"
#include "catalogimport.h"
#include "catalogjson.h"
#include "catalogtext.h"
#include "decisionwriter.h"
#include "jobparser.h"
#include "jobtriallogs.h"
#include "moneyformat.h"
#include "outputfile.h"
#include "planjson.h"
#include "planner.h"
#include "plantext.h"
#include "reportwriter.h"
#include "safetext.h"
#include "translations.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <csignal>
#include <memory>
#include <optional>

namespace gp::cli {

namespace {

const QStringList kVerbs = {QStringLiteral("plan"), QStringLiteral("report"),
                            QStringLiteral("catalog"), QStringLiteral("calibration")};

/// Job files are a few hundred bytes, a few megabytes when they name every offering of a grown
/// catalog (100,000 ids take about 2 MB); a larger one is not a job, and reading it whole could
/// fill the memory (/dev/zero, a disk image).
constexpr qint64 kMaxJobBytes = 8 * 1024 * 1024;

const QString kHeadlessReport = QStringLiteral("gpuplanner-default-job.pdf");

/// The catalog the command works on: opened, validated and loaded, or an error message.
struct LoadedCatalog {
    std::unique_ptr<db::Catalog> catalog;
    CatalogData data;
    QString error;
};

/// Which prices a command reads: a plan needs only each offering's newest ones; listings in
/// JSON and exports work on the whole history; an import compares the offerings of its file
/// with their whole history (historyOf).
enum class Prices { Current, History, CurrentAndHistoryOf };

LoadedCatalog loadCatalog(const QString &requestedPath, Prices prices,
                          const QStringList &historyOf = {})
{
    LoadedCatalog loaded;
    const QString path = requestedPath.isEmpty() ? db::Catalog::configuredPath() : requestedPath;
    loaded.catalog = std::make_unique<db::Catalog>();
    const auto result = loaded.catalog->open(path);
    if (!result.ok) {
        loaded.error = result.message;
        loaded.catalog.reset();
        return loaded;
    }
    // A team catalog out of reach: the local copy is used, and the user is told in one line.
    if (!loaded.catalog->notice().isEmpty())
        QTextStream(stderr) << loaded.catalog->notice() << Qt::endl;
    // A catalog read only in part is never planned over, listed or exported: a damaged page
    // must not read as "no offerings".
    QString error;
    switch (prices) {
    case Prices::Current:
        loaded.data = loaded.catalog->loadCurrent(&error);
        break;
    case Prices::History:
        loaded.data = loaded.catalog->load(&error);
        break;
    case Prices::CurrentAndHistoryOf:
        loaded.data = loaded.catalog->loadWithHistoryOf(historyOf, &error);
        break;
    }
    if (!error.isEmpty()) {
        loaded.error = error;
        loaded.catalog.reset();
        loaded.data = {};
    }
    return loaded;
}

/// The files a command reads when it opens the catalog at \a requestedPath: the file and the
/// journal names SQLite keeps beside it (a team catalog's local copy is added once it is open).
QStringList catalogFiles(const QString &requestedPath)
{
    const QString path = requestedPath.isEmpty() ? db::Catalog::configuredPath() : requestedPath;
    if (db::Catalog::isServerUrl(path))
        return {};
    return {path, path + QStringLiteral("-journal"), path + QStringLiteral("-wal"),
            path + QStringLiteral("-shm")};
}

/// The value of --lang (as "--lang X" or "--lang=X"), read before the parser exists so that
/// the help text and every message are in the chosen language; empty when not given.
QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == u"--lang" && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (a.startsWith(u"--lang="))
            return a.mid(7);
    }
    return {};
}

/// What every command needs of the process: a file size limit (ulimit -f) makes a write fail
/// with "File too large", which every writer reports, instead of killing the process in the
/// middle of a catalog or copy being written; and one line per failure (a server gone
/// mid-import printed seven lines of driver warnings before the command's own).
void setUpProcess()
{
    std::signal(SIGXFSZ, SIG_IGN);
    db::Catalog::quietDriverMessages();
}

QString padRight(const QString &text, int width)
{
    return text + QString(qMax(0, width - format::displayWidth(text)), QLatin1Char(' '));
}

} // namespace

Cli::Cli(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{ }

bool Cli::wantsCli(const QStringList &arguments)
{
    for (const QString &a : arguments.mid(1)) {
        if (kVerbs.contains(a))
            return true;
        if (a == u"--version" || a == u"-v" || a == u"--help" || a == u"-h" || a == u"--help-all")
            return true;
    }
    return false;
}

bool Cli::needsPainting(const QStringList &arguments)
{
    return arguments.mid(1).contains(QStringLiteral("report"));
}

void Cli::fail(const QString &message)
{
    m_err << QCoreApplication::applicationName() << ": " << message << Qt::endl;
}

namespace {

/// The command line's options, made once per run.
struct OptionSet {
    QCommandLineOption catalog {QStringLiteral("catalog"),
                                Cli::tr("Use the catalog in FILE (or a team catalog at "
                                        "postgresql://user@host[:port]/db) instead of the "
                                        "per-user catalog."),
                                Cli::tr("FILE")};
    QCommandLineOption format {QStringLiteral("format"),
                               Cli::tr("Output format: text, json or csv."), Cli::tr("FORMAT"),
                               QStringLiteral("text")};
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")},
                               Cli::tr("Write the report to FILE."),
                               Cli::tr("FILE")};
    QCommandLineOption lang {QStringLiteral("lang"),
                             Cli::tr("Language of the output: zh_CN or en."), Cli::tr("LANG")};
    QCommandLineOption dryRun {QStringLiteral("dry-run"),
                               Cli::tr("catalog import: show what would change, change nothing.")};
    QCommandLineOption allowRemovals {
        QStringLiteral("allow-removals"),
        Cli::tr("catalog import: apply a whole-catalog file even when it removes more than half "
                "of the catalog's offerings.")};
    QCommandLineOption allowLargeChanges {
        QStringLiteral("allow-large-changes"),
        Cli::tr("catalog import: apply a file even when it changes a current price by more than "
                "50%.")};
    QCommandLineOption plannedPrices {
        QStringLiteral("planned-prices"),
        Cli::tr("catalog import: accept prices dated after today (planned prices).")};
    QCommandLineOption trialLog {
        QStringLiteral("trial-log"),
        Cli::tr("plan, report: plan from a trial run's log (Megatron-LM, MindSpeed, NeMo, "
                "DeepSpeed, torchtune, trainer_state.json, trainer_log.jsonl) run on GPUS cards of "
                "ACCELERATOR; repeat for runs at other card counts."),
        Cli::tr("ACCELERATOR:GPUS:FILE")};
    QCommandLineOption decision {
        QStringLiteral("decision"),
        Cli::tr("report: write the one-page decision (the recommendation, the trade against the "
                "runner-up, the chart and the checks before ordering) instead of the full "
                "report.")};
};

} // namespace

int Cli::run(const QStringList &arguments)
{
    setUpProcess();
    // The system's language unless --lang names a known one; a bad value is reported below.
    bool knownLanguage = false;
    const QLocale requested = i18n::localeForCode(languageArgument(arguments), &knownLanguage);
    i18n::install(knownLanguage ? requested : QLocale::system());
    return finish(dispatch(arguments));
}

int Cli::dispatch(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plans which GPU machine to rent, how many cards, in which rental form, and what the "
           "job costs and how long it takes.\n\n"
           "Commands:\n"
           "  plan JOB                 plan a job file (.gpuplan) over the catalog\n"
           "  report JOB -o FILE.pdf   write the PDF summary of a job's plan (--decision: one\n"
           "                           page for the meeting)\n"
           "  catalog list             list the catalog's offerings and prices\n"
           "  catalog export FILE      write the whole catalog as JSON (or CSV: FILE.csv)\n"
           "  catalog import FILE      preview and apply offerings and prices from a JSON or\n"
           "                           CSV file (--dry-run: preview only)\n"
           "  calibration              compare the time model with published training and\n"
           "                           serving runs, using the catalog's accelerator figures")
        + QStringLiteral("\n\n")
        + tr("Without a command, gpuplanner [JOB.gpuplan] [--catalog FILE] [--quit-after-start]\n"
             "opens the window on that job (--quit-after-start: close once the results are\n"
             "painted); with no display it prints the job's plan and writes its PDF summary."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const OptionSet o;
    parser.addOptions({o.catalog, o.format, o.output, o.lang, o.dryRun, o.allowRemovals,
                       o.allowLargeChanges, o.plannedPrices, o.decision, o.trialLog});
    parser.addPositionalArgument(QStringLiteral("command"),
                                 tr("plan, report, catalog or calibration"));

    if (!parser.parse(arguments)) {
        fail(parser.errorText());
        return ExitBadInput;
    }
    if (parser.isSet(helpOption)) {
        m_out << parser.helpText();
        return ExitOk;
    }
    if (parser.isSet(versionOption)) {
        m_out << QCoreApplication::applicationName() << ' '
              << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    if (!checkArguments(parser, {&o.catalog, &o.format, &o.output, &o.trialLog}, o.lang))
        return ExitBadInput;

    const QStringList positional = parser.positionalArguments();
    const QString format = parser.value(o.format);
    const QString catalogPath = parser.value(o.catalog);
    const QString verb = positional.first();
    if (parser.isSet(o.decision)) {
        if (verb != u"report") {
            fail(tr("--decision: only the report command writes the one-page decision"));
            return ExitBadInput;
        }
        if (parser.isSet(o.format)) {
            fail(tr("--decision: the decision is a PDF; --format does not apply to it"));
            return ExitBadInput;
        }
    }
    const QStringList trialLogs = parser.values(o.trialLog);
    if (!trialLogs.isEmpty() && verb != u"plan" && verb != u"report") {
        fail(tr("--trial-log: only the plan and report commands read trial logs"));
        return ExitBadInput;
    }
    if (verb == u"plan")
        return runPlan(positional.mid(1), format, catalogPath, trialLogs);
    if (verb == u"report")
        return runReport(positional.mid(1), parser.value(o.output), catalogPath,
                         parser.isSet(o.decision), trialLogs);
    if (verb == u"catalog" && positional.value(1) == u"import") {
        ImportFlags flags;
        flags.dryRun = parser.isSet(o.dryRun);
        flags.allowRemovals = parser.isSet(o.allowRemovals);
        flags.allowLargeChanges = parser.isSet(o.allowLargeChanges);
        flags.plannedPrices = parser.isSet(o.plannedPrices);
        return runImport(positional.mid(2), catalogPath, flags);
    }
    if (verb == u"catalog")
        return runCatalog(positional.mid(1), format, catalogPath);
    if (verb == u"calibration")
        return runCalibration(positional.mid(1), catalogPath);
    fail(tr("unknown command \"%1\"; try --help").arg(verb));
    return ExitBadInput;
}

bool Cli::checkArguments(const QCommandLineParser &parser,
                         const QList<const QCommandLineOption *> &valued,
                         const QCommandLineOption &lang)
{
    // An empty value is a script's unset variable: "--catalog $CATALOG" must not fall back on
    // the per-user catalog, nor "-o $OUT" on some default.
    for (const QCommandLineOption *option : valued) {
        for (const QString &value : parser.values(*option)) {
            if (value.trimmed().isEmpty()) {
                const QString name = option->names().constFirst();
                fail(tr("%1: must not be empty or blank (an unset variable?)")
                         .arg((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--"))
                              + name));
                return false;
            }
        }
    }
    if (parser.isSet(lang)) {
        const QString code = parser.value(lang);
        bool known = false;
        (void)i18n::localeForCode(code, &known);
        if (!known || code.isEmpty()) {
            fail(tr("--lang: must be zh_CN or en, not \"%1\"").arg(code));
            return false;
        }
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        fail(tr("no command given; try --help"));
        return false;
    }
    for (const QString &argument : positional) {
        if (argument.trimmed().isEmpty()) {
            fail(tr("an argument is empty or blank where a command or a file name belongs (an "
                    "unset variable?)"));
            return false;
        }
    }
    return true;
}

int Cli::finish(int code)
{
    // Output a script reads must have reached it: a full disk, a closed pipe or /dev/full is a
    // failure, not a success with nothing written.
    m_out.flush();
    const auto *file = qobject_cast<const QFileDevice *>(m_out.device());
    const bool failed
        = m_out.status() != QTextStream::Ok || (file && file->error() != QFileDevice::NoError);
    if (!failed)
        return code;
    fail(tr("cannot write to standard output: %1")
             .arg(file ? file->errorString() : tr("the output stream failed")));
    return code == ExitOk ? int(ExitFailure) : code;
}

std::optional<output::Target> Cli::outputTarget(const QString &path, const QStringList &inputs,
                                                const QString &what)
{
    output::Target target = output::OutputFile::target(path, inputs);
    if (target.ok())
        return target;
    fail(QStringLiteral("%1: %2: %3").arg(path, what, target.refusal));
    return std::nullopt;
}

std::optional<Job> Cli::readJob(const QString &path)
{
    // A FIFO would block the read and a device never end it: neither is opened.
    if (!db::safetext::isRegularFile(path)) {
        fail(tr("%1: cannot read the job file: not a regular file (a FIFO, a device or a socket)")
                 .arg(path));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("%1: cannot read the job file: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(kMaxJobBytes + 1);
    if (bytes.size() > kMaxJobBytes) {
        fail(tr("%1: cannot read the job file: it is larger than %2 KB, far more than any job")
                 .arg(path)
                 .arg(kMaxJobBytes / 1024));
        return std::nullopt;
    }
    JobParseResult parsed = parseJob(bytes);
    if (!parsed.job) {
        fail(QStringLiteral("%1: %2").arg(path, parsed.errorLine()));
        return std::nullopt;
    }
    // The logs a job names lie beside it.
    QString error;
    if (!trials::readJobLogs(*parsed.job, QFileInfo(path).absolutePath(), &error)) {
        fail(error);
        return std::nullopt;
    }
    return std::move(parsed.job);
}

bool Cli::addTrialLogs(Job &job, const QStringList &arguments, const CatalogData &catalog)
{
    for (const QString &argument : arguments) {
        QString error;
        const auto a = trials::parseTrialLogArgument(argument, &error);
        if (!a) {
            fail(QStringLiteral("--trial-log: %1").arg(error));
            return false;
        }
        if (!catalog.accelerator(a->accelerator)) {
            QStringList ids;
            for (const Accelerator &acc : catalog.accelerators)
                ids << acc.id;
            fail(tr("--trial-log: unknown accelerator \"%1\"; the catalog has: %2")
                     .arg(db::safetext::shortened(a->accelerator), ids.join(u", ")));
            return false;
        }
        Measurement m;
        m.accelerator = a->accelerator;
        m.gpus = a->gpus;
        m.log = a->file;
        // A log on the command line is where the command runs; the plan names it as typed.
        if (!trials::readMeasurementLog(m, QFileInfo(a->file).absoluteFilePath(), job, &error)) {
            fail(error);
            return false;
        }
        job.measured.append(m);
    }
    return true;
}

bool Cli::knowsOfferings(const Job &job, const CatalogData &catalog, const QString &path)
{
    for (const QString &id : job.offerings) {
        if (!catalog.offering(id)) {
            fail(tr("%1: offerings: unknown offering id \"%2\"")
                     .arg(path, db::safetext::shortened(id)));
            return false;
        }
    }
    return true;
}

int Cli::runHeadless(const QStringList &arguments)
{
    setUpProcess();
    i18n::install(QLocale::system());
    // The window's command line: [--catalog FILE] [JOB.gpuplan].
    QString catalogPath;
    QString jobPath;
    bool catalogGiven = false;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == u"--catalog" && i + 1 < arguments.size()) {
            catalogPath = arguments.at(++i);
            catalogGiven = true;
        } else if (a.startsWith(u"--catalog=")) {
            catalogPath = a.mid(10);
            catalogGiven = true;
        } else if (!a.startsWith(u'-')) {
            jobPath = a;
        }
    }
    if (catalogGiven && catalogPath.trimmed().isEmpty()) {
        fail(tr("%1: must not be empty or blank (an unset variable?)")
                 .arg(QStringLiteral("--catalog")));
        return finish(ExitBadInput);
    }
    return finish(planWithoutDisplay(jobPath, catalogPath));
}

int Cli::planWithoutDisplay(const QString &jobPath, const QString &catalogPath)
{
    Job job = defaultJob();
    if (!jobPath.isEmpty()) {
        const std::optional<Job> read = readJob(jobPath);
        if (!read)
            return ExitBadInput;
        job = *read;
    }
    const QString pdf = QDir::current().absoluteFilePath(
        jobPath.isEmpty() ? kHeadlessReport
                          : QFileInfo(jobPath).completeBaseName() + QStringLiteral(".pdf"));
    const QStringList inputs = QStringList {jobPath} + catalogFiles(catalogPath);
    if (!outputTarget(pdf, inputs, tr("cannot write the report")))
        return ExitBadInput;
    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    if (!knowsOfferings(job, loaded.data, jobPath))
        return ExitBadInput;
    if (!outputTarget(pdf, inputs + QStringList {loaded.catalog->cachePath()},
                      tr("cannot write the report")))
        return ExitBadInput;
    const Plan plan = makePlan(job, loaded.data);
    m_out << format::planToText(plan, loaded.data, QLocale());
    report::ReportInput input {plan, loaded.data, QLocale(),
                               tr("Catalog: %1").arg(loaded.catalog->path())};
    input.staleAfterDays = db::Catalog::staleAfterDays();
    QString error;
    m_out.flush();
    if (!report::ReportWriter::writePdf(input, pdf, &error)) {
        fail(error);
        return ExitFailure;
    }
    m_out << '\n'
          << (jobPath.isEmpty()
                  ? tr("No display, so no window: wrote the default job's PDF summary to %1")
                  : tr("No display, so no window: wrote the job's PDF summary to %1"))
                 .arg(pdf)
          << Qt::endl;
    return ExitOk;
}

int Cli::runCalibration(const QStringList &positional, const QString &catalogPath)
{
    if (!positional.isEmpty()) {
        fail(tr("calibration takes no arguments; try --help"));
        return ExitBadInput;
    }
    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    // The table is for engineers and stays in English, like the sources it cites.
    m_out << Calibration::table(Calibration::predictAll(loaded.data));
    m_out.flush();
    return ExitOk;
}

int Cli::runPlan(const QStringList &positional, const QString &format, const QString &catalogPath,
                 const QStringList &trialLogs)
{
    if (positional.size() != 1) {
        fail(tr("plan takes exactly one job file; try --help"));
        return ExitBadInput;
    }
    if (format != u"text" && format != u"json" && format != u"csv") {
        fail(tr("--format: must be text, json or csv, not \"%1\"").arg(format));
        return ExitBadInput;
    }
    const QString jobPath = positional.first();
    std::optional<Job> job = readJob(jobPath);
    if (!job)
        return ExitBadInput;

    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    if (!knowsOfferings(*job, loaded.data, jobPath) || !addTrialLogs(*job, trialLogs, loaded.data))
        return ExitBadInput;

    const Plan plan = makePlan(*job, loaded.data);
    if (format == u"json")
        m_out << QJsonDocument(planToJson(plan, loaded.data)).toJson(QJsonDocument::Indented);
    else if (format == u"csv")
        m_out << db::safetext::spreadsheetSafeCsv(format::planToCsv(plan, loaded.data));
    else
        m_out << format::planToText(plan, loaded.data, QLocale());
    m_out.flush();
    return ExitOk;
}

int Cli::runReport(const QStringList &positional, const QString &output, const QString &catalogPath,
                   bool decision, const QStringList &trialLogs)
{
    if (positional.size() != 1) {
        fail(tr("report takes exactly one job file; try --help"));
        return ExitBadInput;
    }
    if (output.isEmpty()) {
        fail(tr("report: -o FILE.pdf is required"));
        return ExitBadInput;
    }
    const QString jobPath = positional.first();
    std::optional<Job> job = readJob(jobPath);
    if (!job)
        return ExitBadInput;
    // Refused before the catalog is opened: the report never replaces what it reads.
    const QStringList inputs = QStringList {jobPath} + catalogFiles(catalogPath);
    if (!outputTarget(output, inputs, tr("cannot write the report")))
        return ExitBadInput;
    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    const std::optional<output::Target> target = outputTarget(
        output, inputs + QStringList {loaded.catalog->cachePath()}, tr("cannot write the report"));
    if (!target)
        return ExitBadInput;
    if (!knowsOfferings(*job, loaded.data, jobPath) || !addTrialLogs(*job, trialLogs, loaded.data))
        return ExitBadInput;
    const Plan plan = makePlan(*job, loaded.data);
    report::ReportInput input {plan, loaded.data, QLocale(),
                               tr("Catalog: %1").arg(loaded.catalog->path())};
    input.staleAfterDays = db::Catalog::staleAfterDays();
    QString error;
    m_out.flush();
    const bool written = decision ? report::DecisionWriter::writePdf(input, output, &error)
                                  : report::ReportWriter::writePdf(input, output, &error);
    if (!written) {
        fail(error);
        return ExitFailure;
    }
    // A report sent to standard output (-o -, /dev/stdout) is the whole of it.
    if (target->kind == output::Target::Kind::File)
        m_out << tr("Wrote %1").arg(QFileInfo(output).absoluteFilePath()) << Qt::endl;
    return ExitOk;
}

int Cli::runCatalog(const QStringList &positional, const QString &format,
                    const QString &catalogPath)
{
    const QString action = positional.value(0);
    if (action != u"list" && action != u"export") {
        fail(tr("catalog: expected \"list\", \"export FILE\" or \"import FILE\"; try --help"));
        return ExitBadInput;
    }
    if (action == u"list" && format != u"text" && format != u"json") {
        fail(tr("--format: must be text or json for catalog list, not \"%1\"").arg(format));
        return ExitBadInput;
    }
    if (action == u"export" && positional.size() != 2) {
        fail(tr("catalog export takes one output file; try --help"));
        return ExitBadInput;
    }
    if (action == u"export"
        && !outputTarget(positional.at(1), catalogFiles(catalogPath),
                         tr("cannot write the export")))
        return ExitBadInput;

    const auto loaded = loadCatalog(
        catalogPath, action == u"list" && format != u"json" ? Prices::Current : Prices::History);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    if (action == u"export")
        return exportCatalog(positional.at(1), loaded.data,
                             catalogFiles(catalogPath) + QStringList {loaded.catalog->cachePath()});
    if (format == u"json") {
        m_out << format::offeringsJsonBytes(loaded.data);
        return ExitOk;
    }
    printCatalog(loaded.catalog->path(), loaded.data);
    return ExitOk;
}

int Cli::exportCatalog(const QString &path, const CatalogData &data, const QStringList &inputs)
{
    const std::optional<output::Target> target
        = outputTarget(path, inputs, tr("cannot write the export"));
    if (!target)
        return ExitBadInput;
    const QByteArray bytes = db::CatalogImport::isCsvPath(path) ? db::CatalogImport::toCsv(data)
                                                                : format::catalogJsonBytes(data);
    QString why;
    m_out.flush();
    if (!output::OutputFile::write(*target, bytes, &why)) {
        fail(tr("%1: cannot write the export: %2").arg(path, why));
        return ExitFailure;
    }
    // Said at once: a file the import will not read back is no backup.
    if (bytes.size() > db::CatalogImport::kMaxFileBytes) {
        m_err << tr("Warning: %1 holds %2 MB, more than the %3 MB catalog import reads: it "
                    "cannot be imported back.")
                     .arg(path)
                     .arg(bytes.size() / (1024 * 1024))
                     .arg(db::CatalogImport::kMaxFileBytes / (1024 * 1024))
              << Qt::endl;
    }
    if (target->kind == output::Target::Kind::File)
        m_out << tr("Wrote %n offering(s) to %1", nullptr, int(data.offerings.size()))
                     .arg(QFileInfo(path).absoluteFilePath())
              << Qt::endl;
    return ExitOk;
}

void Cli::printCatalog(const QString &location, const CatalogData &data)
{
    const QLocale locale;
    m_out << tr("Catalog: %1").arg(location) << '\n';
    m_out << tr("Prices observed up to %1").arg(format::formatDate(data.priceDate(), locale))
          << "\n\n";
    QList<QStringList> rows;
    rows << QStringList {tr("ID"), tr("Offering"), tr("Region"), tr("Current price"),
                         tr("Observed on")};
    for (const Offering &o : data.offerings) {
        const PriceSnapshot *price = o.currentPrice();
        // Labels come from files anyone may write: no escape sequence reaches the terminal.
        rows << QStringList {db::safetext::withoutControls(o.id),
                             db::safetext::withoutControls(format::offeringLabel(o, locale)),
                             db::safetext::withoutControls(format::offeringRegion(o, locale)),
                             price ? format::priceText(*price, locale) : tr("no price"),
                             price ? format::formatDate(price->observedOn, locale) : QString()};
    }
    QList<int> widths(rows.first().size(), 0);
    for (const QStringList &row : rows) {
        for (int c = 0; c < row.size(); ++c)
            widths[c] = qMax(widths[c], format::displayWidth(row[c]));
    }
    for (const QStringList &row : rows) {
        QString line;
        for (int c = 0; c < row.size(); ++c)
            line += padRight(row[c], widths[c] + 2);
        m_out << line.trimmed() << '\n';
    }
}

int Cli::reportImportProblems(const QString &source, const QList<db::ImportProblem> &problems)
{
    for (const db::ImportProblem &p : problems) {
        m_err << source << ':' << p.row << ": "
              << (p.field.isEmpty() ? tr("file") : db::safetext::shortened(p.field)) << ": "
              << p.message << '\n';
    }
    m_err << tr("%n bad row(s) in %1: nothing was imported.", nullptr, int(problems.size()))
                 .arg(source)
          << Qt::endl;
    return ExitBadInput;
}

int Cli::runImport(const QStringList &positional, const QString &catalogPath,
                   const ImportFlags &flags)
{
    if (positional.size() != 1) {
        fail(tr("catalog import takes one JSON or CSV file; try --help"));
        return ExitBadInput;
    }
    const QString source = positional.first();
    for (const QString &catalogFile : catalogFiles(catalogPath)) {
        if (output::OutputFile::sameFile(source, catalogFile)) {
            fail(tr("%1: is the catalog itself (%2), not a file of offerings and prices")
                     .arg(source, catalogFile));
            return ExitBadInput;
        }
    }
    const db::ImportFile file = db::CatalogImport::readFile(source);
    // A file that cannot be read on its own is reported before the catalog is opened.
    if (!file.problems.isEmpty())
        return reportImportProblems(source, file.problems);

    auto loaded = loadCatalog(catalogPath, Prices::CurrentAndHistoryOf, file.offeringIds());
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    db::ImportOptions options;
    options.plannedPrices = flags.plannedPrices;
    const db::ImportPreview preview = db::CatalogImport::preview(loaded.data, file, options);
    if (!preview.ok())
        return reportImportProblems(source, preview.problems);

    printImportPreview(source, loaded.catalog->path(), loaded.data, preview);
    if (flags.dryRun) {
        m_out << tr("Dry run: nothing was changed.") << Qt::endl;
        return ExitOk;
    }
    if (preview.changesNothing()) {
        m_out << tr("Nothing to change.") << Qt::endl;
        return ExitOk;
    }
    if (!consentGiven(preview, flags))
        return ExitBadInput;
    QString error;
    QString backup;
    if (!loaded.catalog->applyImport(preview, &error, &backup)) {
        fail(error);
        return ExitFailure;
    }
    m_out << tr("Applied to %1.").arg(loaded.catalog->path()) << '\n';
    if (!backup.isEmpty())
        m_out << tr("The catalog as it was before is kept in %1.").arg(backup) << '\n';
    return ExitOk;
}

bool Cli::consentGiven(const db::ImportPreview &preview, const ImportFlags &flags)
{
    // A wrong or truncated file (an export of a damaged catalog, a price list cut off
    // mid-number) is applied only when asked for.
    if (preview.removesMostOfCatalog() && !flags.allowRemovals) {
        m_out.flush();
        fail(tr("the import would remove %1 of the %2 offerings in the catalog, so nothing was "
                "changed; check the file, then run it again with --allow-removals")
                 .arg(preview.removedOfferings.size())
                 .arg(preview.catalogOfferings));
        return false;
    }
    if (preview.changesPricesALot() && !flags.allowLargeChanges) {
        QStringList ids;
        for (const db::PriceChange &c : preview.largeChanges) {
            if (!ids.contains(c.offeringId))
                ids.append(db::safetext::shortened(c.offeringId));
        }
        m_out.flush();
        fail(tr("the import would change %n current price(s) by more than 50% (%1), so nothing "
                "was changed; check the file, then run it again with --allow-large-changes",
                nullptr, int(preview.largeChanges.size()))
                 .arg(ids.join(QStringLiteral(", "))));
        return false;
    }
    return true;
}

void Cli::printImportPreview(const QString &source, const QString &catalog, const CatalogData &data,
                             const db::ImportPreview &preview)
{
    const QLocale locale;
    const auto label = [&](const QString &id) {
        const Offering *o = data.offering(id);
        return db::safetext::withoutControls(
            o ? QStringLiteral("%1  %2").arg(id, format::offeringLabel(*o, locale)) : id);
    };
    const auto changeLine = [&](const db::PriceChange &c) {
        QString line = QStringLiteral("  %1  ").arg(db::safetext::withoutControls(c.offeringId));
        if (c.before)
            line += format::priceText(*c.before, locale) + QStringLiteral(" -> ");
        line += format::priceText(c.after, locale);
        if (c.percent) {
            line += QStringLiteral("  (%1%2%)")
                        .arg(*c.percent >= 0 ? QStringLiteral("+") : QString(),
                             locale.toString(*c.percent, 'f', 2));
        }
        return line + QStringLiteral("  ") + format::formatDate(c.after.observedOn, locale);
    };
    // What needs consent is said first.
    if (preview.removesMostOfCatalog()) {
        m_out << tr("Warning: this import removes %1 of the %2 offerings in the catalog.")
                     .arg(preview.removedOfferings.size())
                     .arg(preview.catalogOfferings)
              << '\n';
    }
    if (preview.changesPricesALot()) {
        m_out << tr("Warning: this import changes %n current price(s) by more than 50%:", nullptr,
                    int(preview.largeChanges.size()))
              << '\n';
        for (const db::PriceChange &c : preview.largeChanges)
            m_out << changeLine(c) << '\n';
    }
    m_out << tr("Import of %1 into %2").arg(source, catalog) << '\n';
    const auto section = [&](const QString &title, const QStringList &ids) {
        m_out << title.arg(ids.size()) << '\n';
        for (const QString &id : ids)
            m_out << "  " << label(id) << '\n';
    };
    section(tr("New offerings: %1"), preview.newOfferings);
    section(tr("Changed offerings: %1"), preview.changedOfferings);
    m_out << tr("Price changes: %1").arg(preview.priceChanges.size()) << '\n';
    for (const db::PriceChange &c : preview.priceChanges)
        m_out << changeLine(c) << '\n';
    section(tr("Removed offerings: %1"), preview.removedOfferings);
    m_out << tr("Unchanged offerings: %1").arg(preview.unchangedOfferings.size()) << '\n';
    m_out << tr("New price rows: %1, updated price rows: %2")
                 .arg(preview.newPriceRows)
                 .arg(preview.updatedPriceRows)
          << '\n';
    if (!preview.newAccelerators.isEmpty() || !preview.changedAccelerators.isEmpty()) {
        m_out << tr("New accelerators: %1, changed accelerators: %2")
                     .arg(preview.newAccelerators.size())
                     .arg(preview.changedAccelerators.size())
              << '\n';
    }
}

} // namespace gp::cli

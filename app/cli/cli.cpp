#include "cli.h"

#include "calibration.h"
#include "catalog.h"
#include "catalogimport.h"
#include "catalogjson.h"
#include "catalogtext.h"
#include "decisionwriter.h"
#include "jobparser.h"
#include "moneyformat.h"
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

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

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

/// Writes all of \a bytes to \a fd; the system's reason on failure.
bool writeAll(int fd, const QByteArray &bytes, QString *error)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = QString::fromLocal8Bit(std::strerror(n < 0 ? errno : EIO));
            return false;
        }
        done += n;
    }
    return true;
}

/// Writes \a bytes to \a path whole or not at all: a regular file through a temporary file
/// beside it, synced and renamed over it; a device or pipe (/dev/stdout) directly. On failure
/// *error holds the system's reason ("No space left on device"), never "Unknown error".
bool writeFileWhole(const QString &path, const QByteArray &bytes, QString *error)
{
    const QByteArray target = QFile::encodeName(path);
    if (!db::safetext::isRegularFile(path)) {
        const int fd = ::open(target.constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) {
            *error = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        const bool ok = writeAll(fd, bytes, error);
        const int closed = ::close(fd);
        if (ok && closed != 0) {
            *error = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        return ok;
    }
    QByteArray temp = target + ".XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    bool ok = writeAll(fd, bytes, error);
    if (ok && ::fsync(fd) != 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        ok = false;
    }
    if (::close(fd) != 0 && ok) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        ok = false;
    }
    if (ok) {
        // Readable like any file the user makes (mkstemp creates it 0600).
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ::chmod(temp.constData(), 0666 & ~mask);
    }
    if (ok && ::rename(temp.constData(), target.constData()) != 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        ok = false;
    }
    if (!ok)
        ::unlink(temp.constData());
    return ok;
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

int Cli::run(const QStringList &arguments)
{
    // The system's language unless --lang names a known one; a bad value is reported below.
    bool knownLanguage = false;
    const QLocale requested = i18n::localeForCode(languageArgument(arguments), &knownLanguage);
    i18n::install(knownLanguage ? requested : QLocale::system());

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
           "                           serving runs, using the catalog's accelerator figures"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption catalogOption(
        QStringLiteral("catalog"),
        tr("Use the catalog in FILE (or a team catalog at postgresql://user@host[:port]/db) "
           "instead of the per-user catalog."),
        tr("FILE"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("Output format: text, json or csv."), tr("FORMAT"),
                                          QStringLiteral("text"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("Write the report to FILE."), tr("FILE"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        tr("Language of the output: zh_CN or en."), tr("LANG"));
    parser.addOption(catalogOption);
    parser.addOption(formatOption);
    parser.addOption(outputOption);
    parser.addOption(langOption);
    const QCommandLineOption dryRunOption(
        QStringLiteral("dry-run"), tr("catalog import: show what would change, change nothing."));
    parser.addOption(dryRunOption);
    const QCommandLineOption allowRemovalsOption(
        QStringLiteral("allow-removals"),
        tr("catalog import: apply a whole-catalog file even when it removes more than half of "
           "the catalog's offerings."));
    parser.addOption(allowRemovalsOption);
    const QCommandLineOption decisionOption(
        QStringLiteral("decision"),
        tr("report: write the one-page decision (the recommendation, the trade against the "
           "runner-up, the chart and the checks before ordering) instead of the full report."));
    parser.addOption(decisionOption);
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

    if (parser.isSet(langOption)) {
        const QString lang = parser.value(langOption);
        bool known = false;
        (void)i18n::localeForCode(lang, &known);
        if (!known || lang.isEmpty()) {
            fail(tr("--lang: must be zh_CN or en, not \"%1\"").arg(lang));
            return ExitBadInput;
        }
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        fail(tr("no command given; try --help"));
        return ExitBadInput;
    }
    const QString format = parser.value(formatOption);
    const QString catalogPath = parser.value(catalogOption);
    const QString verb = positional.first();
    if (parser.isSet(decisionOption)) {
        if (verb != u"report") {
            fail(tr("--decision: only the report command writes the one-page decision"));
            return ExitBadInput;
        }
        if (parser.isSet(formatOption)) {
            fail(tr("--decision: the decision is a PDF; --format does not apply to it"));
            return ExitBadInput;
        }
    }
    if (verb == u"plan")
        return runPlan(positional.mid(1), format, catalogPath);
    if (verb == u"report")
        return runReport(positional.mid(1), parser.value(outputOption), catalogPath,
                         parser.isSet(decisionOption));
    if (verb == u"catalog" && positional.value(1) == u"import")
        return runImport(positional.mid(2), catalogPath, parser.isSet(dryRunOption),
                         parser.isSet(allowRemovalsOption));
    if (verb == u"catalog")
        return runCatalog(positional.mid(1), format, catalogPath);
    if (verb == u"calibration")
        return runCalibration(positional.mid(1), catalogPath);
    fail(tr("unknown command \"%1\"; try --help").arg(verb));
    return ExitBadInput;
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
    if (!parsed.job)
        fail(QStringLiteral("%1: %2").arg(path, parsed.errorLine()));
    return std::move(parsed.job);
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
    i18n::install(QLocale::system());
    // The window's command line: [--catalog FILE] [JOB.gpuplan].
    QString catalogPath;
    QString jobPath;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        if (a == u"--catalog" && i + 1 < arguments.size())
            catalogPath = arguments.at(++i);
        else if (a.startsWith(u"--catalog="))
            catalogPath = a.mid(10);
        else if (!a.startsWith(u'-'))
            jobPath = a;
    }
    Job job = defaultJob();
    if (!jobPath.isEmpty()) {
        const std::optional<Job> read = readJob(jobPath);
        if (!read)
            return ExitBadInput;
        job = *read;
    }
    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    if (!knowsOfferings(job, loaded.data, jobPath))
        return ExitBadInput;
    const Plan plan = makePlan(job, loaded.data);
    m_out << format::planToText(plan, loaded.data, QLocale());

    const QString pdf = QDir::current().absoluteFilePath(
        jobPath.isEmpty() ? kHeadlessReport
                          : QFileInfo(jobPath).completeBaseName() + QStringLiteral(".pdf"));
    report::ReportInput input {plan, loaded.data, QLocale(),
                               tr("Catalog: %1").arg(loaded.catalog->path())};
    input.staleAfterDays = db::Catalog::staleAfterDays();
    QString error;
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

int Cli::runPlan(const QStringList &positional, const QString &format, const QString &catalogPath)
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
    const std::optional<Job> job = readJob(jobPath);
    if (!job)
        return ExitBadInput;

    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    if (!knowsOfferings(*job, loaded.data, jobPath))
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
                   bool decision)
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
    const std::optional<Job> job = readJob(jobPath);
    if (!job)
        return ExitBadInput;
    const auto loaded = loadCatalog(catalogPath, Prices::Current);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    if (!knowsOfferings(*job, loaded.data, jobPath))
        return ExitBadInput;
    const Plan plan = makePlan(*job, loaded.data);
    report::ReportInput input {plan, loaded.data, QLocale(),
                               tr("Catalog: %1").arg(loaded.catalog->path())};
    input.staleAfterDays = db::Catalog::staleAfterDays();
    QString error;
    const bool written = decision ? report::DecisionWriter::writePdf(input, output, &error)
                                  : report::ReportWriter::writePdf(input, output, &error);
    if (!written) {
        fail(error);
        return ExitFailure;
    }
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

    const auto loaded = loadCatalog(
        catalogPath, action == u"list" && format != u"json" ? Prices::Current : Prices::History);
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }

    if (action == u"export") {
        const QString target = positional.at(1);
        const QByteArray bytes = db::CatalogImport::isCsvPath(target)
            ? db::CatalogImport::toCsv(loaded.data)
            : QJsonDocument(format::catalogToJson(loaded.data)).toJson(QJsonDocument::Indented);
        QString why;
        if (!writeFileWhole(target, bytes, &why)) {
            fail(tr("%1: cannot write the export: %2").arg(target, why));
            return ExitFailure;
        }
        m_out << tr("Wrote %n offering(s) to %1", nullptr, int(loaded.data.offerings.size()))
                     .arg(QFileInfo(target).absoluteFilePath())
              << Qt::endl;
        return ExitOk;
    }

    if (format == u"json") {
        m_out
            << QJsonDocument(format::offeringsToJson(loaded.data)).toJson(QJsonDocument::Indented);
        return ExitOk;
    }

    const QLocale locale;
    m_out << tr("Catalog: %1").arg(loaded.catalog->path()) << '\n';
    m_out << tr("Prices observed up to %1").arg(format::formatDate(loaded.data.priceDate(), locale))
          << "\n\n";
    QList<QStringList> rows;
    rows << QStringList {tr("ID"), tr("Offering"), tr("Region"), tr("Current price"),
                         tr("Observed on")};
    for (const Offering &o : loaded.data.offerings) {
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
    m_out.flush();
    return ExitOk;
}

int Cli::runImport(const QStringList &positional, const QString &catalogPath, bool dryRun,
                   bool allowRemovals)
{
    if (positional.size() != 1) {
        fail(tr("catalog import takes one JSON or CSV file; try --help"));
        return ExitBadInput;
    }
    const QString source = positional.first();
    const db::ImportFile file = db::CatalogImport::readFile(source);
    // A file that cannot be read on its own is reported before the catalog is opened.
    const auto reportProblems = [&](const QList<db::ImportProblem> &problems) {
        for (const db::ImportProblem &p : problems) {
            m_err << source << ':' << p.row << ": "
                  << (p.field.isEmpty() ? tr("file") : db::safetext::shortened(p.field)) << ": "
                  << p.message << '\n';
        }
        m_err << tr("%n bad row(s) in %1: nothing was imported.", nullptr, int(problems.size()))
                     .arg(source)
              << Qt::endl;
        return ExitBadInput;
    };
    if (!file.problems.isEmpty())
        return reportProblems(file.problems);

    auto loaded = loadCatalog(catalogPath, Prices::CurrentAndHistoryOf, file.offeringIds());
    if (!loaded.error.isEmpty()) {
        fail(loaded.error);
        return ExitCatalog;
    }
    const db::ImportPreview preview = db::CatalogImport::preview(loaded.data, file);
    if (!preview.ok())
        return reportProblems(preview.problems);

    const QLocale locale;
    const auto label = [&](const QString &id) {
        const Offering *o = loaded.data.offering(id);
        const QString shown = db::safetext::withoutControls(
            o ? QStringLiteral("%1  %2").arg(id, format::offeringLabel(*o, locale)) : id);
        return shown;
    };
    // A wrong or truncated whole-catalog file (an export of a damaged catalog) would empty the
    // catalog: said first, and applied only when asked for.
    const bool guarded = preview.removesMostOfCatalog();
    if (guarded) {
        m_out << tr("Warning: this import removes %1 of the %2 offerings in the catalog.")
                     .arg(preview.removedOfferings.size())
                     .arg(preview.catalogOfferings)
              << '\n';
    }
    m_out << tr("Import of %1 into %2").arg(source, loaded.catalog->path()) << '\n';
    const auto section = [&](const QString &title, const QStringList &ids) {
        m_out << title.arg(ids.size()) << '\n';
        for (const QString &id : ids)
            m_out << "  " << label(id) << '\n';
    };
    section(tr("New offerings: %1"), preview.newOfferings);
    section(tr("Changed offerings: %1"), preview.changedOfferings);
    m_out << tr("Price changes: %1").arg(preview.priceChanges.size()) << '\n';
    for (const db::PriceChange &c : preview.priceChanges) {
        QString line = QStringLiteral("  %1  ").arg(c.offeringId);
        if (c.before)
            line += format::priceText(*c.before, locale) + QStringLiteral(" -> ");
        line += format::priceText(c.after, locale);
        if (c.percent) {
            line += QStringLiteral("  (%1%2%)")
                        .arg(*c.percent >= 0 ? QStringLiteral("+") : QString(),
                             locale.toString(*c.percent, 'f', 2));
        }
        line += QStringLiteral("  ") + format::formatDate(c.after.observedOn, locale);
        m_out << line << '\n';
    }
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
    if (dryRun) {
        m_out << tr("Dry run: nothing was changed.") << Qt::endl;
        return ExitOk;
    }
    if (preview.changesNothing()) {
        m_out << tr("Nothing to change.") << Qt::endl;
        return ExitOk;
    }
    if (guarded && !allowRemovals) {
        m_out.flush();
        fail(tr("the import would remove %1 of the %2 offerings in the catalog, so nothing was "
                "changed; check the file, then run it again with --allow-removals")
                 .arg(preview.removedOfferings.size())
                 .arg(preview.catalogOfferings));
        return ExitBadInput;
    }
    QString error;
    QString backup;
    if (!loaded.catalog->applyImport(preview, &error, &backup)) {
        fail(error);
        return ExitFailure;
    }
    m_out << tr("Applied to %1.").arg(loaded.catalog->path()) << '\n';
    if (!backup.isEmpty())
        m_out << tr("The catalog as it was before is kept in %1.").arg(backup) << '\n';
    m_out.flush();
    return ExitOk;
}

} // namespace gp::cli

#include "catalog.h"

#include "appsettings.h"
#include "catalogwriter.h"
#include "fileinspector.h"
#include "largebuffer.h"
#include "rowreader.h"
#include "schemamigrator.h"
#include "shippeddata.h"
#include "sqlcodes.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QVarLengthArray>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <sys/types.h>
#include <unistd.h>

namespace gp::db {

namespace {

OpenResult failure(OpenError kind, const QString &message)
{
    return {false, kind, message};
}

// SQLite reports writes refused by the file system as "attempt to write a readonly database".
bool looksReadOnly(const QString &sqliteError)
{
    return sqliteError.contains(QStringLiteral("readonly"), Qt::CaseInsensitive)
        || sqliteError.contains(QStringLiteral("read-only"), Qt::CaseInsensitive);
}

// SQLite's words for a lock another connection holds (SQLITE_BUSY, SQLITE_LOCKED).
bool isBusy(const QString &sqliteError)
{
    return sqliteError.contains(QStringLiteral("database is locked"), Qt::CaseInsensitive)
        || sqliteError.contains(QStringLiteral("database table is locked"), Qt::CaseInsensitive);
}

OpenResult inUse(const QString &path, const QString &detail)
{
    return failure(OpenError::InUse,
                   QCoreApplication::translate("gp::db::Catalog",
                                               "Catalog \"%1\" is in use by another writer; try "
                                               "again in a moment (%2).")
                       .arg(path, detail));
}

/// The message for a file the inspector did not find to be a usable catalog.
OpenResult inspectionFailure(const QString &path, const FileInspector::Report &report)
{
    switch (report.kind) {
    case FileInspector::Kind::Catalog:
        break;
    case FileInspector::Kind::Directory:
        return failure(OpenError::IoError,
                       QCoreApplication::translate("gp::db::Catalog",
                                                   "Catalog \"%1\" is a folder, not a file.")
                           .arg(path));
    case FileInspector::Kind::NotRegular:
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is not a regular file (a FIFO, a device or a socket): "
                           "it was not read.")
                           .arg(path));
    case FileInspector::Kind::Unreadable:
        return failure(
            OpenError::IoError,
            QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" cannot be read: %2.")
                .arg(path, report.detail));
    case FileInspector::Kind::Empty:
        return failure(OpenError::EmptyFile,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is an empty file (0 bytes), not a GPU Planner catalog.")
                           .arg(path));
    case FileInspector::Kind::NotSqlite:
        if (report.detail.isEmpty()) {
            return failure(OpenError::NotADatabase,
                           QCoreApplication::translate(
                               "gp::db::Catalog",
                               "Catalog \"%1\" is not a GPU Planner catalog: it is not an SQLite "
                               "database (no SQLite header).")
                               .arg(path));
        }
        return failure(OpenError::NotADatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is not a GPU Planner catalog: SQLite cannot read it as "
                           "a database (%2).")
                           .arg(path, report.detail));
    case FileInspector::Kind::Corrupt:
        return failure(OpenError::NotADatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is damaged: SQLite's integrity check fails (%2).")
                           .arg(path, report.detail));
    case FileInspector::Kind::Foreign:
        if (report.applicationId != 0) {
            return failure(OpenError::ForeignDatabase,
                           QCoreApplication::translate(
                               "gp::db::Catalog",
                               "Catalog \"%1\" is not a GPU Planner catalog: it is an SQLite "
                               "database of another application (application id %2).")
                               .arg(path)
                               .arg(report.applicationId));
        }
        return failure(OpenError::ForeignDatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is not a GPU Planner catalog: it is an SQLite database "
                           "of another application (no GPU Planner tables).")
                           .arg(path));
    case FileInspector::Kind::ForeignSchema:
        return failure(OpenError::NotADatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" has a schema GPU Planner did not make (%2): it could "
                           "change or hide data unnoticed, so it is not used.")
                           .arg(path, report.detail));
    case FileInspector::Kind::VersionMismatch:
        return failure(OpenError::NotADatabase,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" says schema version %2, but it holds %3 of a later "
                           "version: its version was changed by hand.")
                           .arg(path)
                           .arg(report.userVersion)
                           .arg(report.detail));
    case FileInspector::Kind::InUse:
        return inUse(path, report.detail);
    case FileInspector::Kind::NeedsRecovery:
        return failure(OpenError::ReadOnly,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" has an unfinished write (its journal \"%2\") that "
                           "SQLite can only roll back with write access to the file and its "
                           "folder (%3).")
                           .arg(path, path + QStringLiteral("-journal"), report.detail));
    }
    return failure(
        OpenError::IoError,
        QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" cannot be opened.")
            .arg(path));
}

/// A team catalog address as libpq reads it: postgresql:// or postgres:// in any case,
/// user[:password]@host[:port]/database[?param=value&...], percent-encoding decoded.
struct ServerAddress {
    QString user;
    QString password;
    QString host;
    int port = 5432;
    QString database;
    QStringList options; ///< libpq connection parameters from the query, "key=value"
    QString problem; ///< empty when the address is usable

    /// The address as it may be shown and stored: never the password.
    [[nodiscard]] QString shown() const
    {
        QString text = QStringLiteral("postgresql://");
        if (!user.isEmpty())
            text += QString::fromUtf8(QUrl::toPercentEncoding(user)) + u'@';
        text += host.contains(u':') ? u'[' + host + u']' : host;
        if (port != 5432)
            text += u':' + QString::number(port);
        text += u'/' + QString::fromUtf8(QUrl::toPercentEncoding(database));
        if (!options.isEmpty())
            text += u'?' + options.join(u'&');
        return text;
    }
};

qsizetype schemeEnd(const QString &text)
{
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*://"));
    const QRegularExpressionMatch m = scheme.match(text);
    return m.hasMatch() ? m.capturedEnd() : -1;
}

ServerAddress parseServerAddress(const QString &text)
{
    ServerAddress a;
    const qsizetype start = schemeEnd(text);
    const QString scheme = text.left(start).toLower();
    if (scheme != u"postgresql://" && scheme != u"postgres://") {
        a.problem = QStringLiteral("scheme");
        return a;
    }
    QString rest = text.mid(start);
    QString query;
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0) {
        query = rest.mid(q + 1);
        rest.truncate(q);
    }
    // The last '@' ends the user part: a password may hold '@' or '/' unencoded.
    if (const qsizetype at = rest.lastIndexOf(u'@'); at >= 0) {
        const QString userInfo = rest.left(at);
        rest = rest.mid(at + 1);
        const qsizetype colon = userInfo.indexOf(u':');
        a.user = QUrl::fromPercentEncoding(userInfo.left(colon).toUtf8());
        if (colon >= 0)
            a.password = QUrl::fromPercentEncoding(userInfo.mid(colon + 1).toUtf8());
    }
    const qsizetype slash = rest.indexOf(u'/');
    QString hostPort = slash >= 0 ? rest.left(slash) : rest;
    a.database = slash >= 0 ? QUrl::fromPercentEncoding(rest.mid(slash + 1).toUtf8()) : QString();
    if (hostPort.startsWith(u'[')) {
        const qsizetype close = hostPort.indexOf(u']');
        a.host = hostPort.mid(1, close - 1);
        hostPort = close >= 0 ? hostPort.mid(close + 1) : QString();
    } else {
        const qsizetype colon = hostPort.lastIndexOf(u':');
        a.host = hostPort.left(colon);
        hostPort = colon >= 0 ? hostPort.mid(colon) : QString();
    }
    a.host = QUrl::fromPercentEncoding(a.host.toUtf8());
    if (hostPort.startsWith(u':')) {
        bool ok = false;
        a.port = hostPort.mid(1).toInt(&ok);
        if (!ok || a.port < 1 || a.port > 65535)
            a.problem = QStringLiteral("port");
    }
    static const QStringList allowed {
        QStringLiteral("sslmode"),         QStringLiteral("sslrootcert"),
        QStringLiteral("sslcert"),         QStringLiteral("sslkey"),
        QStringLiteral("connect_timeout"), QStringLiteral("application_name")};
    for (const QString &pair : query.split(u'&', Qt::SkipEmptyParts)) {
        const QString key = pair.section(u'=', 0, 0);
        const QString value = QUrl::fromPercentEncoding(pair.section(u'=', 1).toUtf8());
        if (key == u"password")
            a.password = value;
        else if (key == u"user")
            a.user = value;
        else if (allowed.contains(key) && !value.contains(u';'))
            a.options.append(key + u'=' + value);
        else
            a.problem = QStringLiteral("parameter");
    }
    if (a.host.isEmpty() || a.database.isEmpty() || a.database.contains(u'/'))
        a.problem = QStringLiteral("address");
    return a;
}

/// \a location with any password in it replaced by "***": what every message, list and
/// report shows of an address, whether it parses or not.
QString redactedLocation(const QString &location)
{
    const qsizetype start = schemeEnd(location);
    if (start < 0)
        return location;
    QString rest = location.mid(start);
    QString tail;
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0) {
        tail = rest.mid(q);
        rest.truncate(q);
        static const QRegularExpression password(QStringLiteral("(^\\?|&)password=[^&]*"),
                                                 QRegularExpression::CaseInsensitiveOption);
        tail.replace(password, QStringLiteral("\\1password=***"));
    }
    if (const qsizetype at = rest.lastIndexOf(u'@'); at >= 0) {
        const qsizetype colon = rest.left(at).indexOf(u':');
        if (colon >= 0)
            rest = rest.left(colon + 1) + QStringLiteral("***") + rest.mid(at);
    }
    return location.left(start) + rest + tail;
}

/// libpq's words for a server it could not reach at all; anything else (a refused login, a
/// missing database) is the server answering, and an error rather than a reason to work
/// offline.
bool unreachable(const QString &reason)
{
    static const QStringList words {
        QStringLiteral("could not connect"),
        QStringLiteral("connection refused"),
        QStringLiteral("could not translate host name"),
        QStringLiteral("timeout expired"),
        QStringLiteral("network is unreachable"),
        QStringLiteral("no route to host"),
        QStringLiteral("connection timed out"),
        QStringLiteral("server closed the connection"),
        QStringLiteral("name or service not known"),
        QStringLiteral("temporary failure in name"),
    };
    for (const QString &w : words) {
        if (reason.contains(w, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/// Passwords typed this session (Settings, --catalog), by address without the password:
/// kept in memory only, never written to the settings file.
QHash<QString, QString> &sessionPasswords()
{
    static QHash<QString, QString> passwords;
    return passwords;
}

QMutex &sessionMutex()
{
    static QMutex mutex;
    return mutex;
}

QString currentUser()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return user;
}

/// The columns priceFromRow() reads, in its order; the table is aliased "p".
const QString kPriceColumns
    = QStringLiteral("p.offering_id, p.observed_on, p.unit, p.scope, p.list_fen, p.price_fen, "
                     "p.currency, p.source, p.note");

PriceSnapshot priceFromRow(RowReader &row)
{
    PriceSnapshot p;
    p.observedOn = sqlcodes::toDate(row.sharedText(1));
    p.unit = sqlcodes::toUnit(row.sharedText(2)).value_or(BillingUnit::Month);
    p.scope = sqlcodes::toScope(row.sharedText(3)).value_or(PriceScope::PerNode);
    if (!row.isNull(4))
        p.listFen = row.integer(4);
    p.priceFen = row.integer(5);
    p.currency = row.sharedText(6);
    p.source = row.sharedText(7);
    p.note = row.sharedText(8);
    return p;
}

} // namespace

Catalog::Catalog()
{
    static QAtomicInteger<int> counter;
    m_connection = QStringLiteral("gp-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

Catalog::~Catalog()
{
    close();
}

void Catalog::close()
{
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_open = false;
    m_readOnly = false;
    m_schemaVersion = 0;
    m_shippedDataVersion = 0;
    m_server = false;
    m_offline = false;
    m_notice.clear();
    m_cachePath.clear();
    m_user.clear();
    m_role.clear();
}

namespace {

QtMessageHandler g_beforeQuiet = nullptr;

/// The Qt SQL drivers' warnings and the server notices libpq hands them, all of which repeat
/// (in pieces) what the failed call returns.
bool isDriverMessage(const QString &message)
{
    static const QStringList prefixes {
        QStringLiteral("QSqlQuery::"),           QStringLiteral("QSqlDatabase::"),
        QStringLiteral("QSqlDatabasePrivate::"), QStringLiteral("QPSQLDriver::"),
        QStringLiteral("QPSQLResult::"),         QStringLiteral("QSQLiteDriver::"),
        QStringLiteral("QSQLiteResult::"),       QStringLiteral("Unable to free statement")};
    for (const QString &p : prefixes) {
        if (message.startsWith(p))
            return true;
    }
    static const QRegularExpression notice(
        QStringLiteral("^(FATAL|PANIC|ERROR|WARNING|NOTICE|INFO|LOG|DEBUG):  "));
    return notice.match(message).hasMatch();
}

void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && isDriverMessage(message))
        return;
    if (g_beforeQuiet)
        g_beforeQuiet(type, context, message);
}

} // namespace

void Catalog::quietDriverMessages()
{
    static std::once_flag installed;
    std::call_once(installed, [] { g_beforeQuiet = qInstallMessageHandler(quietHandler); });
}

int Catalog::knownSchemaVersion()
{
    return SchemaMigrator::knownVersion();
}

QString Catalog::configuredPath()
{
    QSettings settings = appSettings();
    QString chosen = settings.value(QStringLiteral("catalog/location")).toString().trimmed();
    if (isServerUrl(chosen)) {
        const ServerAddress address = parseServerAddress(chosen);
        if (address.problem.isEmpty() && !address.password.isEmpty()) {
            // Written by an older version: the password leaves the file, for this session only.
            rememberPassword(chosen);
            chosen = address.shown();
            settings.setValue(QStringLiteral("catalog/location"), chosen);
        }
    }
    if (chosen.isEmpty())
        return defaultPath();
    return isServerUrl(chosen) ? chosen : resolvedLocation(chosen);
}

QString Catalog::resolvedLocation(const QString &location)
{
    // The settings are read by commands run from any folder: "~" is the home folder, and a
    // relative name lies in the data folder beside the default catalog, never in the folder the
    // command happens to run from.
    if (location == u"~")
        return QDir::homePath();
    if (location.startsWith(QStringLiteral("~/")))
        return QDir::homePath() + location.mid(1);
    if (QDir::isRelativePath(location))
        return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
            .filePath(location);
    return location;
}

void Catalog::setConfiguredPath(const QString &location)
{
    QSettings settings = appSettings();
    const QString text = location.trimmed();
    if (text.isEmpty()) {
        settings.remove(QStringLiteral("catalog/location"));
        return;
    }
    // The settings file is plain text: the address is stored without its password, which is
    // kept for this session; later sessions read it from ~/.pgpass or PGPASSWORD, as libpq does.
    QString stored = text;
    if (isServerUrl(text)) {
        const ServerAddress address = parseServerAddress(text);
        if (address.problem.isEmpty()) {
            rememberPassword(text);
            stored = address.shown();
        } else {
            stored = redactedLocation(text);
        }
    }
    settings.setValue(QStringLiteral("catalog/location"), stored);
}

void Catalog::rememberPassword(const QString &address)
{
    const ServerAddress parsed = parseServerAddress(address);
    if (!parsed.problem.isEmpty() || parsed.password.isEmpty())
        return;
    const QMutexLocker lock(&sessionMutex());
    sessionPasswords().insert(parsed.shown(), parsed.password);
}

QString Catalog::redacted(const QString &location)
{
    return redactedLocation(location);
}

int Catalog::staleAfterDays()
{
    bool ok = false;
    const int days = appSettings()
                         .value(QStringLiteral("catalog/staleAfterDays"), kDefaultStaleAfterDays)
                         .toInt(&ok);
    return ok && days > 0 ? days : kDefaultStaleAfterDays;
}

void Catalog::setStaleAfterDays(int days)
{
    appSettings().setValue(QStringLiteral("catalog/staleAfterDays"),
                           days > 0 ? days : kDefaultStaleAfterDays);
}

QString Catalog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/catalog.sqlite");
}

QString Catalog::setAside(const QString &path, QString *error)
{
    if (!QFileInfo::exists(path)) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "Catalog \"%1\" cannot be set aside: the file does not exist.")
                         .arg(path);
        return {};
    }
    const QString stem = path + QStringLiteral(".broken-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = stem;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = stem + u'-' + QString::number(n);
    QFile file(path);
    if (!file.rename(target)) {
        if (error) {
            *error = QCoreApplication::translate("gp::db::Catalog",
                                                 "Catalog \"%1\" cannot be renamed to \"%2\": %3.")
                         .arg(path, target, file.errorString());
        }
        return {};
    }
    // A leftover journal belongs to the file set aside; left behind, SQLite would replay it
    // into the next catalog created at path.
    const QString journal = path + QStringLiteral("-journal");
    if (QFileInfo::exists(journal))
        QFile::rename(journal, target + QStringLiteral("-journal"));
    return target;
}

QString Catalog::creationPrefix(const QString &path)
{
    return QFileInfo(path).fileName() + QStringLiteral(".creating-");
}

void Catalog::removeStaleCreations(const QString &path)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    const QString prefix = creationPrefix(path);
    const QStringList left
        = folder.entryList({prefix + u'*'}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : left) {
        // "<name>.creating-<pid>" or its "-journal": kept while that process still runs.
        const QString rest = name.mid(prefix.size()).section(u'-', 0, 0);
        bool isNumber = false;
        const qint64 pid = rest.toLongLong(&isNumber);
        if (!isNumber || pid <= 0)
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        QFile::remove(folder.filePath(name));
    }
}

bool Catalog::createFile(const QString &path, const ShippedData &shipped, QString *error)
{
    // Built whole under a name of its own, then published in one step: a process killed at any
    // moment leaves either no catalog or a complete one (and a leftover the next open clears).
    const QString temp = QFileInfo(path).absoluteDir().filePath(
        creationPrefix(path) + QString::number(QCoreApplication::applicationPid()));
    const QString journal = temp + QStringLiteral("-journal");
    QFile::remove(temp);
    QFile::remove(journal);
    m_path = temp;
    const bool built = openConnection(false, error) && bringUpToDate(shipped, true, true, error);
    close();
    m_path = path;
    if (built) {
        // link(2) never replaces a catalog another instance published meanwhile; file systems
        // without hard links get rename(2) when the name is still free.
        const QByteArray from = QFile::encodeName(temp);
        const QByteArray to = QFile::encodeName(path);
        if (::link(from.constData(), to.constData()) != 0 && errno != EEXIST) {
            const int linkError = errno;
            if (QFileInfo::exists(path) || std::rename(from.constData(), to.constData()) != 0) {
                if (error)
                    *error = QString::fromLocal8Bit(std::strerror(linkError));
                QFile::remove(temp);
                return false;
            }
        }
    }
    QFile::remove(temp);
    QFile::remove(journal);
    return built;
}

bool Catalog::openConnection(bool readOnly, QString *error, int busyTimeoutMs)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(qMax(0, busyTimeoutMs));
    if (readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    // Off by default in SQLite; the schema's REFERENCES mean nothing without it.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    m_readOnly = readOnly;
    return true;
}

bool Catalog::bringUpToDate(const ShippedData &shipped, bool needSchema, bool needData,
                            QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (needSchema && !SchemaMigrator::migrate(db, error))
        return false;
    if (!needData)
        return true;
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    if (!shipped.apply(db, error)) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        if (error)
            *error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}

OpenResult Catalog::open(const QString &path, const OpenOptions &opts)
{
    close();
    m_path = redactedLocation(path);

    QString detail;
    const std::optional<ShippedData> shipped = ShippedData::read(opts.shippedDataPath, &detail);
    if (!shipped) {
        return failure(OpenError::BadShippedData,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" cannot be opened: the default data is invalid (%2).")
                           .arg(redactedLocation(path), detail));
    }
    if (isServerUrl(path))
        return openServer(path, *shipped, opts);
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" cannot be opened: the Qt SQLite driver is missing.")
                           .arg(path));
    }

    if (schemeEnd(path) >= 0) {
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is an address GPU Planner does not read: give a file "
                           "path or postgresql://user@host[:port]/database.")
                           .arg(redactedLocation(path)));
    }
    // SQLite would read "file:..." as a URI only when asked to, and as a file name otherwise;
    // neither is what the user meant by a path, so neither is guessed.
    if (path.startsWith(QStringLiteral("file:"), Qt::CaseInsensitive)) {
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is an SQLite URI, not a file path: give the path of "
                           "the catalog file itself.")
                           .arg(path));
    }
    QFileInfo info(path);
    const QString folder = info.absolutePath();
    removeStaleCreations(path);

    if (!info.exists()) {
        if (!QDir().mkpath(folder) || !QFileInfo(folder).isWritable()) {
            return failure(OpenError::ReadOnly,
                           QCoreApplication::translate(
                               "gp::db::Catalog",
                               "Catalog \"%1\" cannot be created: its folder \"%2\" cannot be "
                               "created or is not writable.")
                               .arg(path, folder));
        }
        if (!createFile(path, *shipped, &detail)) {
            return failure(looksReadOnly(detail) ? OpenError::ReadOnly : OpenError::IoError,
                           QCoreApplication::translate("gp::db::Catalog",
                                                       "Catalog \"%1\" cannot be created: %2.")
                               .arg(path, detail));
        }
        // The new file is opened below like any other: it is whole, or another instance's.
        info.refresh();
    }

    // SQLite writes its rollback journal beside the file, so the folder must be writable too.
    const bool writable = info.isWritable() && QFileInfo(folder).isWritable();
    // Validate before any write: a file that is not ours must come out byte-for-byte the same.
    // Read-write when allowed, so that SQLite replays a journal a killed writer left behind.
    const FileInspector::Report report = FileInspector::inspect(path, writable, opts.busyTimeoutMs);
    if (report.kind != FileInspector::Kind::Catalog)
        return inspectionFailure(path, report);
    if (report.userVersion > knownSchemaVersion()) {
        return failure(OpenError::NewerSchema,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" was written by a newer GPU Planner (schema version %2; "
                           "this version knows up to %3).")
                           .arg(path)
                           .arg(report.userVersion)
                           .arg(knownSchemaVersion()));
    }

    const bool needSchema = report.userVersion < knownSchemaVersion();
    const bool needData = report.shippedDataVersion < shipped->version();
    if ((needSchema || needData) && !writable) {
        return failure(OpenError::ReadOnly,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Catalog \"%1\" is read-only but needs an upgrade (schema version %2 to "
                           "%3, shipped data version %4 to %5).")
                           .arg(path)
                           .arg(report.userVersion)
                           .arg(knownSchemaVersion())
                           .arg(report.shippedDataVersion)
                           .arg(shipped->version()));
    }
    if (!openConnection(!writable, &detail, opts.busyTimeoutMs)
        || !bringUpToDate(*shipped, needSchema, needData, &detail)) {
        close();
        if (isBusy(detail))
            return inUse(path, detail);
        // Each step ran in a transaction that SQLite rolled back: the file is as it was.
        return failure(
            looksReadOnly(detail) ? OpenError::ReadOnly : OpenError::IoError,
            QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" cannot be opened: %2.")
                .arg(path, detail));
    }
    m_path = path;
    m_open = true;
    m_schemaVersion = needSchema ? knownSchemaVersion() : report.userVersion;
    m_shippedDataVersion = needData ? shipped->version() : report.shippedDataVersion;
    return {true, OpenError::None, {}};
}

bool Catalog::checkWritable(QString *error) const
{
    if (!m_open) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "No catalog is open.");
        return false;
    }
    if (m_offline) {
        if (error)
            *error = QCoreApplication::translate(
                "gp::db::Catalog",
                "The team catalog cannot be reached: changes cannot be saved until it is back.");
        return false;
    }
    if (m_readOnly && m_server) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "Team catalog \"%1\" is open read-only: the role \"%2\" may read it "
                         "but not write it, so changes cannot be saved.")
                         .arg(m_path, m_role);
        return false;
    }
    if (m_readOnly) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "Catalog \"%1\" is open read-only: changes cannot be saved.")
                         .arg(m_path);
        return false;
    }
    return true;
}

CatalogData Catalog::load(QString *error) const
{
    return loadData(PriceRows::All, error);
}

CatalogData Catalog::loadCurrent(QString *error) const
{
    // A team catalog keeps its offline copy whole: that copy is written from a full read.
    if (m_server && !m_offline) {
        CatalogData data = loadData(PriceRows::All, error);
        for (Offering &o : data.offerings)
            o.prices = currentPrices(o.prices);
        return data; // prices changed in place: the index of ids still holds
    }
    return loadData(PriceRows::Current, error);
}

QList<PriceSnapshot> Catalog::currentPrices(const QList<PriceSnapshot> &prices)
{
    // The engine's own choice of the current price per unit (Offering::latest), in the history's
    // order (date, then as recorded), as the local query returns them: of two units quoted on
    // the same day, currentPrice() is then the one recorded last, as with the whole history.
    Offering holder;
    holder.prices = prices;
    QList<const PriceSnapshot *> newest;
    for (const BillingUnit unit : {BillingUnit::Hour, BillingUnit::Day, BillingUnit::Month}) {
        if (const PriceSnapshot *p = holder.latest(unit))
            newest.append(p);
    }
    QList<PriceSnapshot> current;
    for (const PriceSnapshot &p : std::as_const(holder.prices)) {
        if (newest.contains(&p))
            current.append(p);
    }
    return current;
}

CatalogData Catalog::loadWithHistoryOf(const QStringList &withHistory, QString *error) const
{
    // One indexed query per offering costs about 2 ms; past a few hundred, one pass over every
    // price row is cheaper.
    constexpr qsizetype kPerOfferingLimit = 300;
    if (withHistory.size() > kPerOfferingLimit)
        return load(error);
    CatalogData data = loadCurrent(error);
    if (error && !error->isEmpty())
        return data;
    const QSet<QString> wanted(withHistory.cbegin(), withHistory.cend());
    for (Offering &o : data.offerings) {
        if (!wanted.contains(o.id))
            continue;
        QString why;
        QList<PriceSnapshot> prices = priceHistory(o.id, &why);
        if (!why.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate("gp::db::Catalog",
                                                     "Catalog \"%1\" cannot be read (%2): %3.")
                             .arg(m_path, QStringLiteral("prices"), why);
            return {};
        }
        o.prices = std::move(prices);
    }
    return data;
}

QList<PriceSnapshot> Catalog::priceHistory(const QString &offeringId, QString *error) const
{
    QList<PriceSnapshot> prices;
    if (!m_open) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "No catalog is open.");
        return prices;
    }
    QString why;
    const auto rows
        = RowReader::open(QSqlDatabase::database(m_connection, false),
                          QStringLiteral("SELECT %1 FROM prices p WHERE "
                                         "p.offering_id = ? ORDER BY p.observed_on, p.id")
                              .arg(kPriceColumns),
                          {offeringId}, &why);
    if (!rows) {
        if (error)
            *error = why;
        return prices;
    }
    while (rows->next())
        prices.append(priceFromRow(*rows));
    if (!rows->error().isEmpty() && error)
        *error = rows->error();
    return prices;
}

CatalogData Catalog::loadData(PriceRows rows, QString *error) const
{
    CatalogData data;
    if (!m_open) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "No catalog is open.");
        return data;
    }
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // Each row is read once, in order: no cache of every row beside the data built from them.
    std::unique_ptr<RowReader> row;
    QString why;
    const auto read = [&](const QString &sql) {
        row = RowReader::open(db, sql, {}, &why);
        return row != nullptr;
    };
    const auto failed = [&](const QString &what) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog",
                                                 "Catalog \"%1\" cannot be read (%2): %3.")
                         .arg(m_path, what, row ? row->error() : why);
        return CatalogData();
    };

    QStringList peakColumns;
    for (int i = 0; i < kPeakPrecisionCount; ++i)
        peakColumns.append(sqlcodes::peakColumn(static_cast<PeakPrecision>(i)));
    if (!read(QStringLiteral(
                  "SELECT id, vendor, model, memory_gb, memory_bandwidth_gbs, %1, intra_link, "
                  "intra_link_gbs, allreduce_bus_gbs, software_stack, domestic, "
                  "compute_efficiency, efficiency_low, efficiency_high, fp8_efficiency, "
                  "listed_figure, listed_tflops, source "
                  "FROM accelerators ORDER BY id")
                  .arg(peakColumns.join(QStringLiteral(", ")))))
        return failed(QStringLiteral("accelerators"));
    while (row->next()) {
        Accelerator a;
        int c = 0;
        a.id = row->text(c++);
        a.vendor = row->text(c++);
        a.model = row->text(c++);
        a.memoryGb = row->real(c++);
        a.memoryBandwidthGBs = row->real(c++);
        for (auto &peak : a.denseTflops)
            peak = row->optionalReal(c++);
        a.intraLink = sqlcodes::toLink(row->text(c++)).value_or(LinkKind::PCIe);
        a.intraLinkGBs = row->real(c++);
        a.allReduceBusGBs = row->real(c++);
        a.softwareStack = row->text(c++);
        a.domestic = row->integer(c++) != 0;
        a.computeEfficiency = row->real(c++);
        a.efficiencyLow = row->real(c++);
        a.efficiencyHigh = row->real(c++);
        a.fp8Efficiency = row->optionalReal(c++);
        a.listedFigure = row->text(c++);
        a.listedTflops = row->optionalReal(c++);
        a.source = row->text(c++);
        data.accelerators.append(std::move(a));
    }
    // A read that stops on a damaged page ends like a finished one: ask.
    if (!row->error().isEmpty())
        return failed(QStringLiteral("accelerators"));

    // Sized first: 200,000 offerings are appended without moving the list.
    if (!read(QStringLiteral("SELECT count(*) FROM offerings")))
        return failed(QStringLiteral("offerings"));
    if (row->next()) {
        const auto count = qsizetype(std::clamp<qint64>(row->integer(0), 0, 1 << 24));
        data.offerings.reserve(count);
        prepareLargeBuffer(data.offerings.data(), std::size_t(count) * sizeof(Offering));
    }
    if (!row->error().isEmpty())
        return failed(QStringLiteral("offerings"));
    if (!read(QStringLiteral(
            "SELECT id, provider, label_zh, label_en, region_zh, region_en, form, accelerator_id, "
            "gpus_per_node, min_gpus, max_nodes, cpu, ram_gb, storage, network, inter_node_gbs, "
            "rdma, shared_network, physical_isolation, root_access, notes, origin, lead_time_days, "
            "lead_time_source FROM offerings ORDER BY id")))
        return failed(QStringLiteral("offerings"));
    while (row->next()) {
        Offering o;
        int c = 0;
        o.id = row->text(c++);
        o.provider = row->sharedText(c++);
        o.labelZh = row->sharedText(c++);
        o.labelEn = row->sharedText(c++);
        o.regionZh = row->sharedText(c++);
        o.regionEn = row->sharedText(c++);
        o.form = sqlcodes::toForm(row->sharedText(c++)).value_or(RentalForm::BareMetal);
        o.acceleratorId = row->sharedText(c++);
        o.gpusPerNode = int(row->integer(c++));
        o.minGpus = int(row->integer(c++));
        o.maxNodes = int(row->integer(c++));
        o.cpu = row->sharedText(c++);
        if (!row->isNull(c))
            o.ramGb = int(row->integer(c));
        ++c;
        o.storage = row->sharedText(c++);
        o.network = row->sharedText(c++);
        o.interNodeGBs = row->real(c++);
        o.rdma = row->integer(c++) != 0;
        o.sharedNetwork = row->integer(c++) != 0;
        o.physicalIsolation = row->integer(c++) != 0;
        o.rootAccess = row->integer(c++) != 0;
        o.notes = row->sharedText(c++);
        o.origin = sqlcodes::toOrigin(row->sharedText(c++)).value_or(RowOrigin::User);
        if (!row->isNull(c))
            o.leadTimeDays = row->real(c);
        ++c;
        o.leadTimeSource = row->sharedText(c++);
        data.offerings.append(std::move(o));
    }
    if (!row->error().isEmpty())
        return failed(QStringLiteral("offerings"));
    data.buildIndex();

    // Prices arrive grouped by offering, in the offerings' order: this offering and the next are
    // tried before the index.
    const qsizetype count = data.offerings.size();
    qsizetype at = 0;
    const auto offeringOfRow = [&]() -> qsizetype {
        if (at < count && row->textEquals(0, data.offerings.at(at).id))
            return at;
        if (at + 1 < count && row->textEquals(0, data.offerings.at(at + 1).id))
            return ++at;
        const Offering *o = data.offering(row->text(0));
        // None: unreachable with foreign keys on; a hand-edited file may lack them.
        return o ? (at = o - data.offerings.constData()) : -1;
    };

    if (rows == PriceRows::Current) {
        // The newest row per offering and billing unit is what planning reads: one index seek
        // per pair (prices_offering_unit_date), however long the history grows. The pairs come
        // from the offerings and the three units where histories are long (the highest row id,
        // an upper bound of the rows, over 4 per offering), else from one pass over the index
        // (only pairs that have prices: 200,000 offerings with 2 prices each, 0.2 s instead of
        // 0.34). Either way SQLite returns them in index order, so each offering's rows come
        // together and are put in date order here, as ORDER BY would have (sorting every row
        // took longer than reading). Rows of one offering met apart, an order SQL does not
        // promise, send the read to the sorted query below.
        if (!read(QStringLiteral("SELECT max(id) FROM prices")))
            return failed(QStringLiteral("prices"));
        const qint64 highestId = row->next() ? row->integer(0) : 0;
        const bool longHistories = highestId > 4 * qint64(count);
        const QString pairs = longHistories
            ? QStringLiteral("(SELECT o.id AS offering_id, u.unit FROM offerings o CROSS JOIN "
                             "(SELECT 'hour' AS unit UNION ALL SELECT 'day' UNION ALL SELECT "
                             "'month') u)")
            : QStringLiteral("(SELECT DISTINCT offering_id, unit FROM prices)");
        if (!read(QStringLiteral("SELECT %1, p.id FROM %2 g JOIN prices p ON p.id = (SELECT "
                                 "n.id FROM prices n WHERE n.offering_id = g.offering_id AND "
                                 "n.unit = g.unit ORDER BY n.observed_on DESC, n.id DESC LIMIT 1)")
                      .arg(kPriceColumns, pairs)))
            return failed(QStringLiteral("prices"));
        struct Row {
            qint64 id = 0;
            PriceSnapshot price;
        };
        QVarLengthArray<Row, 3> group;
        qsizetype groupAt = -1;
        QList<bool> done(count, false);
        const auto flush = [&] {
            std::sort(group.begin(), group.end(), [](const Row &x, const Row &y) {
                return x.price.observedOn != y.price.observedOn
                    ? x.price.observedOn < y.price.observedOn
                    : x.id < y.id;
            });
            if (groupAt >= 0) {
                QList<PriceSnapshot> &prices = data.offerings[groupAt].prices;
                prices.reserve(group.size());
                for (Row &r : group)
                    prices.append(std::move(r.price));
            }
            group.clear();
        };
        bool grouped = true;
        while (grouped && row->next()) {
            const qsizetype i = offeringOfRow();
            if (i < 0)
                continue;
            if (i != groupAt) {
                flush();
                grouped = !done.at(i);
                done[i] = true;
                groupAt = i;
            }
            group.append({row->integer(9), priceFromRow(*row)});
        }
        if (!row->error().isEmpty())
            return failed(QStringLiteral("prices"));
        if (grouped) {
            flush();
            return data;
        }
        for (Offering &o : data.offerings)
            o.prices.clear();
        at = 0;
    }
    if (!read(rows == PriceRows::All
                  ? QStringLiteral("SELECT %1 FROM prices p ORDER BY p.offering_id, p.observed_on, "
                                   "p.id")
                        .arg(kPriceColumns)
                  : QStringLiteral(
                        "SELECT %1 FROM offerings o CROSS JOIN (SELECT 'hour' AS unit UNION ALL "
                        "SELECT 'day' UNION ALL SELECT 'month') u JOIN prices p ON p.id = (SELECT "
                        "n.id FROM prices n WHERE n.offering_id = o.id AND n.unit = u.unit ORDER "
                        "BY n.observed_on DESC, n.id DESC LIMIT 1) ORDER BY o.id, p.observed_on, "
                        "p.id")
                        .arg(kPriceColumns)))
        return failed(QStringLiteral("prices"));
    while (row->next()) {
        const qsizetype i = offeringOfRow();
        if (i >= 0)
            data.offerings[i].prices.append(priceFromRow(*row));
    }
    if (!row->error().isEmpty())
        return failed(QStringLiteral("prices"));
    if (m_server && !m_offline && rows == PriceRows::All) {
        // The copy a planner works on when the server is out of reach; failing to write it
        // must not fail the load.
        QString cacheError;
        if (!writeCache(data, &cacheError))
            qWarning("%s", qPrintable(cacheError));
    }
    return data;
}

bool Catalog::addPrice(const QString &offeringId, const PriceSnapshot &price, QString *error)
{
    if (!checkWritable(error))
        return false;
    if (!price.observedOn.isValid() || price.priceFen < 0 || (price.listFen && *price.listFen < 0)
        || price.currency.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "The price of \"%1\" needs a valid date, a currency and amounts of zero "
                         "or more.")
                         .arg(offeringId);
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    {
        QSqlQuery q(db);
        if (!q.prepare(QStringLiteral("SELECT 1 FROM offerings WHERE id = ?"))) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
        q.addBindValue(offeringId);
        if (!q.exec() || !q.next()) {
            if (error)
                *error = QCoreApplication::translate("gp::db::Catalog",
                                                     "Offering \"%1\" is not in catalog \"%2\".")
                             .arg(offeringId, m_path);
            return false;
        }
    }
    QString detail;
    if (!CatalogWriter::insertPrice(db, offeringId, price, RowOrigin::User, author(),
                                    CatalogWriter::OnDuplicate::Fail, &detail)) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog",
                                                 "The price cannot be saved in catalog \"%1\": %2.")
                         .arg(m_path, detail);
        return false;
    }
    return true;
}

bool Catalog::upsertOffering(const Offering &offering, QString *error)
{
    if (!checkWritable(error))
        return false;
    if (offering.id.trimmed().isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "An offering needs an id.");
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    {
        QSqlQuery q(db);
        if (!q.prepare(QStringLiteral("SELECT 1 FROM accelerators WHERE id = ?"))) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
        q.addBindValue(offering.acceleratorId);
        if (!q.exec() || !q.next()) {
            if (error)
                *error = QCoreApplication::translate(
                             "gp::db::Catalog",
                             "Accelerator \"%1\" of offering \"%2\" is not in the catalog.")
                             .arg(offering.acceleratorId, offering.id);
            return false;
        }
    }
    QString detail;
    if (!CatalogWriter::upsertOffering(db, offering, RowOrigin::User,
                                       CatalogWriter::Overwrite::Always, &detail)) {
        if (error)
            *error
                = QCoreApplication::translate(
                      "gp::db::Catalog", "Offering \"%1\" cannot be saved in catalog \"%2\": %3.")
                      .arg(offering.id, m_path, detail);
        return false;
    }
    return true;
}

namespace {

/// One line saying why a write failed: \a reported, else the connection's last error, else
/// that the server went away.
QString failureReason(const QSqlDatabase &db, const QString &reported, bool server)
{
    // The driver's words, first line only (libpq adds "This probably means..." lines); a server
    // gone mid-write reports nothing at all.
    QString why = reported.trimmed().section(u'\n', 0, 0).trimmed();
    if (why.isEmpty())
        why = db.lastError().text().trimmed().section(u'\n', 0, 0).trimmed();
    if (why.isEmpty() || (server && !db.isOpen()))
        why = server
            ? QCoreApplication::translate("gp::db::Catalog",
                                          "the connection to the server was lost")
            : QCoreApplication::translate("gp::db::Catalog", "the database reported no reason");
    return why;
}

} // namespace

template<typename Work>
bool Catalog::inTransaction(Work work, QString *error)
{
    if (!checkWritable(error))
        return false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // On a server two writers may change the same rows at once: each transaction runs
    // serialisable and is retried when the server says it collided, so no write is lost.
    constexpr int kAttempts = 8;
    QString why;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        if (!db.transaction()) {
            why = db.lastError().text();
            break;
        }
        if (m_server) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"))) {
                why = q.lastError().text();
                db.rollback();
                break;
            }
        }
        QString detail;
        bool ok = work(db, &detail);
        if (ok && !db.commit()) {
            detail = db.lastError().text();
            ok = false;
        }
        if (ok)
            return true;
        db.rollback();
        why = detail;
        const bool collided = m_server
            && (detail.contains(QStringLiteral("could not serialize"))
                || detail.contains(QStringLiteral("deadlock detected"))
                || db.lastError().nativeErrorCode() == u"40001");
        if (!collided)
            break;
    }
    if (error)
        *error
            = QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" was not changed: %2.")
                  .arg(m_path, failureReason(db, why, m_server));
    return false;
}

namespace {

bool deletePrice(QSqlDatabase &db, const QString &offeringId, const PriceSnapshot &p,
                 QString *error)
{
    QSqlQuery q(db);
    if (!q.prepare(QStringLiteral("DELETE FROM prices WHERE offering_id = ? AND observed_on = ? "
                                  "AND unit = ? AND scope = ? AND price_fen = ? AND source = ?"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    q.addBindValue(offeringId);
    q.addBindValue(sqlcodes::fromDate(p.observedOn));
    q.addBindValue(sqlcodes::fromUnit(p.unit));
    q.addBindValue(sqlcodes::fromScope(p.scope));
    q.addBindValue(p.priceFen);
    q.addBindValue(p.source.isNull() ? QStringLiteral("") : p.source);
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    if (q.numRowsAffected() < 1) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "the price of \"%1\" observed on %2 is no longer in the catalog")
                         .arg(offeringId, sqlcodes::fromDate(p.observedOn));
        return false;
    }
    return true;
}

bool deleteOffering(QSqlDatabase &db, const QString &offeringId, QString *error)
{
    QSqlQuery q(db);
    for (const QString &sql : {QStringLiteral("DELETE FROM prices WHERE offering_id = ?"),
                               QStringLiteral("DELETE FROM offerings WHERE id = ?"),
                               QStringLiteral("INSERT INTO removed_offerings (id, removed_at) "
                                              "VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET "
                                              "removed_at = excluded.removed_at")}) {
        if (!q.prepare(sql)) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
        q.addBindValue(offeringId);
        if (sql.startsWith(u"INSERT"))
            q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (!q.exec()) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

bool Catalog::removeOffering(const QString &offeringId, QString *error)
{
    return inTransaction(
        [&](QSqlDatabase &db, QString *detail) { return deleteOffering(db, offeringId, detail); },
        error);
}

bool Catalog::restoreOffering(const Offering &offering, QString *error)
{
    if (!checkWritable(error))
        return false;
    if (offering.id.trimmed().isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "An offering needs an id.");
        return false;
    }
    return inTransaction(
        [&](QSqlDatabase &db, QString *detail) {
            if (!CatalogWriter::upsertOffering(db, offering, RowOrigin::User,
                                               CatalogWriter::Overwrite::Always, detail))
                return false;
            for (const PriceSnapshot &p : offering.prices) {
                if (!CatalogWriter::insertPrice(db, offering.id, p, RowOrigin::User, author(),
                                                CatalogWriter::OnDuplicate::Ignore, detail))
                    return false;
            }
            return true;
        },
        error);
}

bool Catalog::upsertAccelerator(const Accelerator &accelerator, QString *error)
{
    if (accelerator.id.trimmed().isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("gp::db::Catalog", "An accelerator needs an id.");
        return false;
    }
    return inTransaction(
        [&](QSqlDatabase &db, QString *detail) {
            return CatalogWriter::upsertAccelerator(db, accelerator, RowOrigin::User,
                                                    CatalogWriter::Overwrite::Always, detail);
        },
        error);
}

bool Catalog::updatePrice(const QString &offeringId, const PriceSnapshot &before,
                          const PriceSnapshot &after, QString *error)
{
    if (!after.observedOn.isValid() || after.priceFen < 0 || (after.listFen && *after.listFen < 0)
        || after.currency.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                         "gp::db::Catalog",
                         "The price of \"%1\" needs a valid date, a currency and amounts of zero "
                         "or more.")
                         .arg(offeringId);
        return false;
    }
    return inTransaction(
        [&](QSqlDatabase &db, QString *detail) {
            return deletePrice(db, offeringId, before, detail)
                && CatalogWriter::insertPrice(db, offeringId, after, RowOrigin::User, author(),
                                              CatalogWriter::OnDuplicate::Fail, detail);
        },
        error);
}

bool Catalog::removePrice(const QString &offeringId, const PriceSnapshot &price, QString *error)
{
    return inTransaction(
        [&](QSqlDatabase &db, QString *detail) {
            return deletePrice(db, offeringId, price, detail);
        },
        error);
}

namespace {

const QString kBackupMark = QStringLiteral(".before-import-");

/// When a backup was made, from its name: "YYYYMMDD-HHMMSSZ-NNN" in UTC, or
/// "YYYYMMDD-HHMMSS-NNN" in local time as versions before 0.1 named them; nullopt for any other
/// name, which is not a backup.
std::optional<QPair<QDateTime, int>> backupTime(const QString &suffix)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{8}-\\d{6})(Z?)-(\\d{3,9})$"));
    const QRegularExpressionMatch m = re.match(suffix);
    if (!m.hasMatch())
        return std::nullopt;
    const QDateTime written
        = QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMdd-HHmmss"));
    if (!written.isValid())
        return std::nullopt;
    const QDateTime utc = m.captured(2).isEmpty()
        ? written.toUTC()
        : QDateTime(written.date(), written.time(), Qt::UTC);
    return QPair<QDateTime, int>(utc, m.captured(3).toInt());
}

} // namespace

QStringList Catalog::importBackups(const QString &path)
{
    const QFileInfo info(path);
    const QDir folder = info.absoluteDir();
    // Matched on the whole name, case and all: "Team.sqlite" and "team.sqlite" are two catalogs
    // whose copies may share a folder.
    const QString prefix = info.fileName() + kBackupMark;
    const QStringList names
        = folder.entryList({prefix + u'*'}, QDir::Files | QDir::CaseSensitive, QDir::NoSort);
    struct Backup {
        QDateTime utc;
        int counter = 0;
        QString path;
    };
    QList<Backup> backups;
    for (const QString &name : names) {
        if (!name.startsWith(prefix, Qt::CaseSensitive))
            continue;
        if (const auto made = backupTime(name.mid(prefix.size())))
            backups.append({made->first, made->second, QDir::cleanPath(folder.filePath(name))});
    }
    // Oldest first by the UTC time in the name, whatever the time zone when each was made.
    std::sort(backups.begin(), backups.end(), [](const Backup &a, const Backup &b) {
        if (a.utc != b.utc)
            return a.utc < b.utc;
        return a.counter != b.counter ? a.counter < b.counter : a.path < b.path;
    });
    QStringList paths;
    for (const Backup &b : backups)
        paths.append(b.path);
    return paths;
}

QString Catalog::keepBackup(QString *error)
{
    const QString stem = QDir::cleanPath(QFileInfo(m_path).absoluteFilePath()) + kBackupMark
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")) + u'Z';
    // Numbered after the newest of the same second and zero-padded, so that the copies sort in
    // the order made (a pruned number is never reused).
    int n = 1;
    for (const QString &kept : importBackups(m_path)) {
        if (kept.startsWith(stem + u'-'))
            n = qMax(n, kept.mid(stem.size() + 1).toInt() + 1);
    }
    QString target;
    for (; target.isEmpty() || QFileInfo::exists(target); ++n)
        target = stem + QStringLiteral("-%1").arg(n, 3, 10, QLatin1Char('0'));
    {
        // A consistent copy of the committed state, written by SQLite itself; a failure (a full
        // disk) leaves the catalog untouched and the import not applied.
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.prepare(QStringLiteral("VACUUM INTO ?"))) {
            if (error)
                *error = q.lastError().text();
            return {};
        }
        q.addBindValue(target);
        if (!q.exec()) {
            if (error)
                *error = QCoreApplication::translate("gp::db::Catalog",
                                                     "cannot keep a copy of it in \"%1\": %2")
                             .arg(target, q.lastError().text());
            QFile::remove(target);
            return {};
        }
    }
    // The copy just made is kept whatever the names of the others say (a clock set back).
    // Both name it by its absolute path, whatever path the catalog was opened by.
    QStringList older = importBackups(m_path);
    older.removeAll(target);
    while (older.size() > kBackupsKept - 1)
        QFile::remove(older.takeFirst());
    return target;
}

bool Catalog::applyImport(const ImportPreview &preview, QString *error, QString *backup)
{
    if (!preview.ok()) {
        if (error)
            *error = QCoreApplication::translate(
                "gp::db::Catalog", "The import has %n bad row(s): nothing was applied.", nullptr,
                int(preview.problems.size()));
        return false;
    }
    if (!checkWritable(error))
        return false;
    if (!m_server && preview.isDestructive()) {
        QString why;
        const QString kept = keepBackup(&why);
        if (kept.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate("gp::db::Catalog",
                                                     "Catalog \"%1\" was not changed: %2.")
                             .arg(m_path, why);
            return false;
        }
        if (backup)
            *backup = kept;
    }
    return inTransaction(
        [&](QSqlDatabase &db, QString *detail) {
            for (const Accelerator &a : preview.acceleratorsToWrite) {
                if (!CatalogWriter::upsertAccelerator(db, a, RowOrigin::User,
                                                      CatalogWriter::Overwrite::Always, detail))
                    return false;
            }
            for (const Offering &o : preview.offeringsToWrite) {
                if (!CatalogWriter::upsertOffering(db, o, RowOrigin::User,
                                                   CatalogWriter::Overwrite::Always, detail))
                    return false;
            }
            const QString user = author();
            for (const auto &[id, price] : preview.pricesToUpdate) {
                if (!deletePrice(db, id, price, detail)
                    || !CatalogWriter::insertPrice(db, id, price, RowOrigin::User, user,
                                                   CatalogWriter::OnDuplicate::Fail, detail))
                    return false;
            }
            // Another writer may have added the same price meanwhile: that is no conflict.
            for (const auto &[id, price] : preview.pricesToAdd) {
                if (!CatalogWriter::insertPrice(db, id, price, RowOrigin::User, user,
                                                CatalogWriter::OnDuplicate::Ignore, detail))
                    return false;
            }
            for (const QString &id : preview.removedOfferings) {
                if (!deleteOffering(db, id, detail))
                    return false;
            }
            return true;
        },
        error);
}

bool Catalog::isServerUrl(const QString &path)
{
    return path.startsWith(QStringLiteral("postgresql://"), Qt::CaseInsensitive)
        || path.startsWith(QStringLiteral("postgres://"), Qt::CaseInsensitive);
}

QString Catalog::serverAddressProblem(const QString &address)
{
    if (parseServerAddress(address).problem.isEmpty())
        return {};
    return QCoreApplication::translate(
               "gp::db::Catalog",
               "\"%1\" is not a PostgreSQL address: write "
               "postgresql://user@host[:port]/database (the password in ~/.pgpass).")
        .arg(redactedLocation(address));
}

QString Catalog::author() const
{
    return m_server && !m_user.isEmpty() ? m_user : currentUser();
}

namespace {

/// What a team catalog's database holds, read with SELECT only: no lock, no table made.
struct ServerState {
    QString role; ///< the role the server knows the planner as
    int schemaVersion = 0; ///< 0: no GPU Planner schema yet
    int dataVersion = 0;
    bool writable = false; ///< the role may write the tables (a price maintainer)
};

bool readServerState(QSqlDatabase &db, ServerState *state, QString *error)
{
    QSqlQuery q(db);
    const auto fail = [&] {
        if (error)
            *error = q.lastError().text().trimmed().section(u'\n', 0, 0);
        return false;
    };
    if (!q.exec(QStringLiteral("SELECT to_regclass('gp_schema_version') IS NOT NULL, "
                               "to_regclass('meta') IS NOT NULL, "
                               "has_schema_privilege(current_schema(), 'CREATE'), current_user"))
        || !q.next())
        return fail();
    const bool versioned = q.value(0).toBool();
    const bool hasMeta = q.value(1).toBool();
    state->writable = q.value(2).toBool();
    state->role = q.value(3).toString();
    if (versioned) {
        if (!q.exec(QStringLiteral("SELECT max(version) FROM gp_schema_version")))
            return fail();
        state->schemaVersion = q.next() ? q.value(0).toInt() : 0;
    }
    if (hasMeta) {
        if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'shipped_data_version'")))
            return fail();
        state->dataVersion = q.next() ? q.value(0).toInt() : 0;
    }
    if (state->schemaVersion > 0) {
        // Planning needs SELECT only; importing and editing need to write every table.
        if (!q.exec(QStringLiteral(
                "SELECT bool_and(has_table_privilege(t, 'INSERT') AND has_table_privilege(t, "
                "'UPDATE') AND has_table_privilege(t, 'DELETE')) FROM unnest(ARRAY['accelerators', "
                "'offerings', 'prices', 'removed_offerings', 'meta']) AS t"))
            || !q.next())
            return fail();
        state->writable = q.value(0).toBool();
    }
    return true;
}

} // namespace

QString Catalog::cacheFileOf(const QString &shown, const OpenOptions &opts)
{
    QString cacheName = shown.mid(QStringLiteral("postgresql://").size());
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    cacheName.replace(unsafe, QStringLiteral("_"));
    const QString cacheDir = opts.cacheDir.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/team-catalogs")
        : opts.cacheDir;
    return cacheDir + u'/' + cacheName + QStringLiteral(".sqlite");
}

OpenResult Catalog::openConnectedServer(const ShippedData &shipped)
{
    QString detail;
    ServerState state;
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        ok = readServerState(db, &state, &detail);
        const bool behind
            = state.schemaVersion < knownSchemaVersion() || state.dataVersion < shipped.version();
        if (ok && behind && state.writable) {
            // Only a role that may write migrates, under the migration lock.
            ok = SchemaMigrator::migrateServer(db, &detail)
                && (state.dataVersion >= shipped.version()
                    || bringUpToDate(shipped, false, true, &detail));
            if (ok) {
                state.schemaVersion = knownSchemaVersion();
                state.dataVersion = qMax(state.dataVersion, shipped.version());
            }
        } else if (ok && state.schemaVersion < knownSchemaVersion()) {
            // A planner whose role may only read cannot bring the schema up to date.
            close();
            return failure(OpenError::ReadOnly,
                           QCoreApplication::translate(
                               "gp::db::Catalog",
                               "Team catalog \"%1\" has schema version %2 and this version of "
                               "GPU Planner needs %3; the role \"%4\" may only read it: a price "
                               "maintainer's role must open it once first.")
                               .arg(m_path)
                               .arg(state.schemaVersion)
                               .arg(knownSchemaVersion())
                               .arg(state.role));
        }
    }
    if (!ok) {
        const QString shown = m_path;
        close();
        return failure(
            OpenError::IoError,
            QCoreApplication::translate("gp::db::Catalog", "Catalog \"%1\" cannot be opened: %2.")
                .arg(shown, detail));
    }
    m_open = true;
    m_readOnly = !state.writable;
    m_role = state.role;
    m_schemaVersion = state.schemaVersion;
    m_shippedDataVersion = state.dataVersion;
    return {true, OpenError::None, {}};
}

OpenResult Catalog::openServer(const QString &urlText, const ShippedData &shipped,
                               const OpenOptions &opts)
{
    const ServerAddress address = parseServerAddress(urlText);
    if (!address.problem.isEmpty())
        return failure(OpenError::IoError, serverAddressProblem(urlText));
    // Never show or store the password.
    const QString shown = address.shown();
    QString password = address.password;
    if (password.isEmpty()) {
        const QMutexLocker lock(&sessionMutex());
        password = sessionPasswords().value(shown);
    }
    const QString cachePath = cacheFileOf(shown, opts);

    QString reason;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        reason = QCoreApplication::translate(
            "gp::db::Catalog", "the Qt PostgreSQL driver is missing (package libqt6sql6-psql)");
    } else {
        bool connected = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
            db.setHostName(address.host);
            db.setPort(address.port);
            // Without a password here, libpq reads PGPASSWORD and ~/.pgpass itself.
            db.setUserName(address.user);
            db.setPassword(password);
            db.setDatabaseName(address.database);
            QStringList options = address.options;
            if (!options.join(u' ').contains(QStringLiteral("connect_timeout=")))
                options.append(QStringLiteral("connect_timeout=5"));
            db.setConnectOptions(options.join(u';'));
            connected = db.open();
            if (!connected)
                // One line: the first of the driver's message names the host and the cause.
                reason = db.lastError().text().trimmed().section(u'\n', 0, 0);
        }
        if (connected) {
            m_server = true;
            m_user = address.user;
            m_path = shown;
            m_cachePath = cachePath;
            return openConnectedServer(shipped);
        }
        close();
    }

    // A server that answered and refused (a wrong password, no such role or database) is an
    // error to fix: only a server out of reach is worked around with the local copy.
    if (!reason.isEmpty() && !unreachable(reason)
        && QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Team catalog \"%1\" refused the connection (%2). A password goes in "
                           "~/.pgpass or PGPASSWORD; it is never stored in the settings.")
                           .arg(shown, reason));
    }
    // Offline: the last local copy, read-only, and a notice saying so.
    if (!QFileInfo::exists(cachePath)) {
        return failure(OpenError::IoError,
                       QCoreApplication::translate(
                           "gp::db::Catalog",
                           "Team catalog \"%1\" cannot be reached (%2) and there is no local copy "
                           "of it yet.")
                           .arg(shown, reason));
    }
    const QDateTime copied = QFileInfo(cachePath).lastModified();
    OpenResult local = open(cachePath, opts);
    if (!local.ok)
        return local;
    m_server = true;
    m_offline = true;
    m_readOnly = true;
    m_user = address.user;
    m_cachePath = cachePath;
    m_notice = QCoreApplication::translate(
                   "gp::db::Catalog",
                   "Team catalog %1 cannot be reached (%2): working on the local copy of %3, "
                   "read-only.")
                   .arg(shown, reason.section(u'\n', 0, 0),
                        QLocale().toString(copied, QLocale::ShortFormat));
    return local;
}

namespace {

/// Removes the partial copies ("<copy>.<connection>-<pid>.new", the ".creating-<pid>" file it
/// is built under, and their journals) that refreshes of processes no longer running left
/// beside \a cachePath (killed mid-write, by SIGKILL or a file size limit).
void removeStaleCacheCopies(const QString &cachePath)
{
    const QFileInfo info(cachePath);
    const QDir folder = info.absoluteDir();
    const QString prefix = info.fileName() + u'.';
    static const QRegularExpression left(
        QStringLiteral("-(\\d+)\\.new(\\.creating-\\d+)?(-journal)?$"));
    for (const QString &name : folder.entryList({prefix + QStringLiteral("*.new*")}, QDir::Files)) {
        const QRegularExpressionMatch m = left.match(name);
        if (!m.hasMatch())
            continue;
        const qint64 pid = m.captured(1).toLongLong();
        if (pid <= 0 || pid == QCoreApplication::applicationPid())
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        QFile::remove(folder.filePath(name));
    }
}

} // namespace

bool Catalog::fillCache(const QString &fresh, const CatalogData &data, QString *error)
{
    Catalog cache;
    const OpenResult opened = cache.open(fresh);
    if (!opened.ok) {
        if (error)
            *error = opened.message;
        return false;
    }
    return cache.inTransaction(
        [&](QSqlDatabase &db, QString *detail) {
            QSqlQuery q(db);
            for (const QString &sql :
                 {QStringLiteral("DELETE FROM prices"), QStringLiteral("DELETE FROM offerings"),
                  QStringLiteral("DELETE FROM accelerators")}) {
                if (!q.exec(sql)) {
                    *detail = q.lastError().text();
                    return false;
                }
            }
            for (const Accelerator &a : data.accelerators) {
                if (!CatalogWriter::upsertAccelerator(db, a, RowOrigin::Shipped,
                                                      CatalogWriter::Overwrite::Always, detail))
                    return false;
            }
            for (const Offering &o : data.offerings) {
                if (!CatalogWriter::upsertOffering(db, o, o.origin,
                                                   CatalogWriter::Overwrite::Always, detail))
                    return false;
                for (const PriceSnapshot &p : o.prices) {
                    if (!CatalogWriter::insertPrice(db, o.id, p, o.origin, QString(),
                                                    CatalogWriter::OnDuplicate::Ignore, detail))
                        return false;
                }
            }
            return true;
        },
        error);
}

bool Catalog::writeCache(const CatalogData &data, QString *error) const
{
    if (m_cachePath.isEmpty())
        return true;
    if (!QDir().mkpath(QFileInfo(m_cachePath).absolutePath())) {
        if (error)
            *error = QStringLiteral("cannot create the folder of %1").arg(m_cachePath);
        return false;
    }
    removeStaleCacheCopies(m_cachePath);
    // Unique per connection and process: two planners (or threads) may refresh it at once.
    const QString fresh = QStringLiteral("%1.%2-%3.new")
                              .arg(m_cachePath, m_connection)
                              .arg(QCoreApplication::applicationPid());
    const auto discard = [&fresh] {
        QFile::remove(fresh);
        QFile::remove(fresh + QStringLiteral("-journal"));
    };
    discard();
    // A copy that could not be written whole (a nearly full disk) is not left behind.
    if (!fillCache(fresh, data, error)) {
        discard();
        return false;
    }
    // rename(2) replaces the old copy in one step: a crash leaves the old copy or the new one.
    if (std::rename(QFile::encodeName(fresh).constData(),
                    QFile::encodeName(m_cachePath).constData())
        != 0) {
        if (error)
            *error = QStringLiteral("cannot replace %1").arg(m_cachePath);
        discard();
        return false;
    }
    return true;
}

} // namespace gp::db

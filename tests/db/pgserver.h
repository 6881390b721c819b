#pragma once

// A throw-away PostgreSQL server for the tests: initdb in a temporary folder, started on a free
// loopback port with its socket in /tmp, stopped (and removed) at the end. As root it runs as the
// "postgres" user, since initdb refuses to run as root.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace gp::pgtest {

class PgServer final {
public:
    PgServer() = default;
    ~PgServer() { stop(); }
    PgServer(const PgServer &) = delete;
    PgServer &operator=(const PgServer &) = delete;

    /// The folder of initdb and pg_ctl, or empty when PostgreSQL is not installed.
    static QString binDir()
    {
        const QStringList versions
            = QDir(QStringLiteral("/usr/lib/postgresql"))
                  .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
        for (const QString &v : versions) {
            const QString bin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(v);
            if (QFile::exists(bin + QStringLiteral("/initdb"))
                && QFile::exists(bin + QStringLiteral("/pg_ctl")))
                return bin;
        }
        return {};
    }

    /// Initialises and starts the server; false with *error when it cannot.
    bool start(QString *error)
    {
        m_bin = binDir();
        if (m_bin.isEmpty() || !m_dir.isValid()) {
            *error = QStringLiteral("no PostgreSQL binaries or no temporary folder");
            return false;
        }
        m_dir.setAutoRemove(true);
        if (::geteuid() == 0
            && !run(QStringLiteral("chown"),
                    {QStringLiteral("-R"), QStringLiteral("postgres:postgres"), m_dir.path()},
                    false, error))
            return false;
        m_port = freePort();
        if (m_port <= 0) {
            *error = QStringLiteral("no free port");
            return false;
        }
        const QString data = m_dir.filePath(QStringLiteral("data"));
        if (!run(m_bin + QStringLiteral("/initdb"),
                 {QStringLiteral("-D"), data, QStringLiteral("-U"), user(),
                  QStringLiteral("--auth=trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                  QStringLiteral("--locale=C")},
                 true, error))
            return false;
        m_started = true;
        return startAgain(error);
    }

    /// Starts a server stopped with stopServer() again.
    bool startAgain(QString *error)
    {
        const QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1")
                                    .arg(m_port)
                                    .arg(m_dir.path());
        return run(m_bin + QStringLiteral("/pg_ctl"),
                   {QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")),
                    QStringLiteral("-o"), options, QStringLiteral("-l"),
                    m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                    QStringLiteral("start")},
                   true, error);
    }

    /// Stops the server (as a network outage would look to a planner).
    bool stopServer(QString *error)
    {
        return run(m_bin + QStringLiteral("/pg_ctl"),
                   {QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")),
                    QStringLiteral("-m"), QStringLiteral("fast"), QStringLiteral("-w"),
                    QStringLiteral("stop")},
                   true, error);
    }

    void stop()
    {
        if (!m_started)
            return;
        QString ignored;
        stopServer(&ignored);
        m_started = false;
    }

    [[nodiscard]] int port() const { return m_port; }
    [[nodiscard]] static QString user() { return QStringLiteral("gpteam"); }
    /// The catalog address of database \a name on this server.
    [[nodiscard]] QString url(const QString &name) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3").arg(user()).arg(m_port).arg(name);
    }
    [[nodiscard]] QString log() const
    {
        QFile f(m_dir.filePath(QStringLiteral("server.log")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

private:
    // A port the kernel hands out for loopback, released again for the server to take.
    static int freePort()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            return -1;
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = 0;
        socklen_t size = sizeof address;
        int port = -1;
        if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &size) == 0)
            port = ntohs(address.sin_port);
        ::close(fd);
        return port;
    }

    bool run(const QString &program, const QStringList &args, bool asPostgres, QString *error)
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        if (asPostgres && ::geteuid() == 0)
            p.start(QStringLiteral("runuser"),
                    QStringList {QStringLiteral("-u"), QStringLiteral("postgres"),
                                 QStringLiteral("--"), program}
                        + args);
        else
            p.start(program, args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit
            || p.exitCode() != 0) {
            *error = QStringLiteral("%1 failed: %2 %3")
                         .arg(program, QString::fromLocal8Bit(p.readAllStandardError()),
                              QString::fromLocal8Bit(p.readAllStandardOutput()));
            return false;
        }
        return true;
    }

    QTemporaryDir m_dir {QStringLiteral("/tmp/gp-pg-XXXXXX")};
    QString m_bin;
    int m_port = 0;
    bool m_started = false;
};

} // namespace gp::pgtest

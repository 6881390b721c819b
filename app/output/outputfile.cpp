#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>

#include <algorithm>
#include <array>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gp::output {

namespace {

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

/// The place a name stands for when it may not exist yet: its folder resolved, the name kept.
QString placeOf(const QString &path)
{
    const QFileInfo info(path);
    const QString folder = info.absoluteDir().canonicalPath();
    return (folder.isEmpty() ? info.absolutePath() : folder) + u'/' + info.fileName();
}

bool sameInode(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// True when \a st is the file this process's standard output is (a pipe, a terminal).
bool isStandardOutput(const struct stat &st)
{
    struct stat out { };
    return ::fstat(STDOUT_FILENO, &out) == 0 && sameInode(out, st);
}

// Temporary files are named ".<name>.gp-<pid>-<random>" beside the file they replace, where a
// file system has no unnamed files (O_TMPFILE) or while one is being put in place; a later write
// of the same name removes those of processes that no longer run.
QString tempPrefix(const QString &fileName)
{
    return u'.' + fileName.left(120) + QStringLiteral(".gp-");
}

void removeStaleTemps(const QString &folder, const QString &fileName)
{
    const QString prefix = tempPrefix(fileName);
    const QDir dir(folder);
    const QStringList left = dir.entryList(
        {prefix + u'*'}, QDir::Files | QDir::Hidden | QDir::System | QDir::CaseSensitive);
    for (const QString &name : left) {
        if (!name.startsWith(prefix))
            continue;
        bool isNumber = false;
        const qint64 pid = name.mid(prefix.size()).section(u'-', 0, 0).toLongLong(&isNumber);
        if (!isNumber || pid <= 0 || pid == ::getpid())
            continue;
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        QFile::remove(dir.filePath(name));
    }
}

/// A named temporary file of this process, removed by the signal handler below when the
/// process is interrupted (SIGINT, SIGTERM, SIGHUP, SIGQUIT) before it is put in place.
struct PendingTemp {
    char path[PATH_MAX + 1] = {};
    volatile std::sig_atomic_t armed = 0;
};
PendingTemp g_pending;

extern "C" void removePendingTempAndDie(int signal)
{
    if (g_pending.armed)
        ::unlink(g_pending.path);
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

/// Held while a file is written: one write at a time per process, the interrupting signals
/// routed through removePendingTempAndDie(), and SIGXFSZ ignored so that a file size limit
/// (ulimit -f) fails the write with "File too large" rather than killing the process.
class WriteGuard final {
public:
    WriteGuard()
        : m_lock(mutex())
    {
        struct sigaction remove { };
        remove.sa_handler = removePendingTempAndDie;
        sigemptyset(&remove.sa_mask);
        for (std::size_t i = 0; i < kSignals.size(); ++i) {
            ::sigaction(kSignals[i], nullptr, &m_old[i]);
            // A signal the caller ignores (nohup) stays ignored.
            m_installed[i]
                = m_old[i].sa_handler == SIG_DFL && ::sigaction(kSignals[i], &remove, nullptr) == 0;
        }
        struct sigaction ignore { };
        ignore.sa_handler = SIG_IGN;
        sigemptyset(&ignore.sa_mask);
        ::sigaction(SIGXFSZ, &ignore, &m_oldFileSize);
    }
    ~WriteGuard()
    {
        disarm();
        for (std::size_t i = 0; i < kSignals.size(); ++i) {
            if (m_installed[i])
                ::sigaction(kSignals[i], &m_old[i], nullptr);
        }
        ::sigaction(SIGXFSZ, &m_oldFileSize, nullptr);
    }
    WriteGuard(const WriteGuard &) = delete;
    WriteGuard &operator=(const WriteGuard &) = delete;

    void arm(const QByteArray &path)
    {
        const std::size_t n = std::min<std::size_t>(std::size_t(path.size()), PATH_MAX);
        std::memcpy(g_pending.path, path.constData(), n);
        g_pending.path[n] = '\0';
        g_pending.armed = 1;
    }
    void disarm() { g_pending.armed = 0; }

private:
    static std::mutex &mutex()
    {
        static std::mutex m;
        return m;
    }
    static constexpr std::array<int, 4> kSignals {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    std::unique_lock<std::mutex> m_lock;
    std::array<struct sigaction, 4> m_old {};
    std::array<bool, 4> m_installed {};
    struct sigaction m_oldFileSize { };
};

/// Blocks the interrupting signals for its lifetime: a name is created and armed for removal
/// as one step.
class SignalsHeld final {
public:
    SignalsHeld()
    {
        sigset_t held;
        sigemptyset(&held);
        for (const int s : {SIGINT, SIGTERM, SIGHUP, SIGQUIT})
            sigaddset(&held, s);
        ::pthread_sigmask(SIG_BLOCK, &held, &m_old);
    }
    ~SignalsHeld() { ::pthread_sigmask(SIG_SETMASK, &m_old, nullptr); }
    SignalsHeld(const SignalsHeld &) = delete;
    SignalsHeld &operator=(const SignalsHeld &) = delete;

private:
    sigset_t m_old {};
};

/// A device that writes to a file descriptor in 64 KB blocks and keeps the system's reason for
/// the first write that failed (QFile reports a partial write, as with a file size limit, as
/// success).
class DescriptorDevice final : public QIODevice {
public:
    explicit DescriptorDevice(int fd)
        : m_fd(fd)
    {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }

    /// Writes what is still buffered; false once any write failed.
    bool finish()
    {
        flushBuffer();
        return m_errno == 0;
    }
    [[nodiscard]] int systemError() const { return m_errno; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        if (m_errno != 0)
            return -1;
        m_buffer.append(data, size);
        if (m_buffer.size() >= kBlock && !flushBuffer())
            return -1;
        return size;
    }

private:
    static constexpr qsizetype kBlock = 64 * 1024;

    bool flushBuffer()
    {
        qsizetype done = 0;
        while (m_errno == 0 && done < m_buffer.size()) {
            const ssize_t n
                = ::write(m_fd, m_buffer.constData() + done, std::size_t(m_buffer.size() - done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                m_errno = n < 0 ? errno : EIO;
                setErrorString(QString::fromLocal8Bit(std::strerror(m_errno)));
            } else {
                done += n;
            }
        }
        m_buffer.clear();
        return m_errno == 0;
    }

    int m_fd;
    int m_errno = 0;
    QByteArray m_buffer;
};

/// Writes what \a fill gives into \a fd; false with the reason in *error.
bool fillDescriptor(int fd, const std::function<bool(QIODevice &)> &fill, QString *error)
{
    DescriptorDevice device(fd);
    const bool filled = fill(device);
    if (!device.finish()) {
        *error = systemError(device.systemError());
        return false;
    }
    if (!filled) {
        *error = OutputFile::tr("the content could not be made");
        return false;
    }
    return true;
}

void syncFolder(const QString &folder)
{
    const int fd
        = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

/// A file being written beside its target: unnamed (O_TMPFILE) where the file system allows,
/// named and removed on failure or interruption otherwise.
class TempFile final {
public:
    TempFile(const QString &target, WriteGuard &guard)
        : m_target(target)
        , m_folder(QFileInfo(target).absolutePath())
        , m_guard(guard)
    {
        const QByteArray folder = QFile::encodeName(m_folder);
        m_fd = ::open(folder.constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
        if (m_fd >= 0 && ::access("/proc/self/fd", X_OK) == 0)
            return;
        if (m_fd >= 0) {
            ::close(m_fd);
            m_fd = -1;
        }
        m_named = QFile::encodeName(namedTemp()) + "XXXXXX";
        {
            // No interruption between creating the name and arming its removal.
            const SignalsHeld held;
            m_fd = ::mkostemp(m_named.data(), O_CLOEXEC);
            m_error = errno;
            if (m_fd >= 0)
                m_guard.arm(m_named);
        }
        if (m_fd < 0) {
            m_named.clear();
            return;
        }
        // mkstemp makes it 0600; a new file gets what the user's umask gives any file.
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ::fchmod(m_fd, 0666 & ~mask);
    }
    ~TempFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        if (!m_named.isEmpty())
            ::unlink(m_named.constData());
        m_guard.disarm();
    }
    TempFile(const TempFile &) = delete;
    TempFile &operator=(const TempFile &) = delete;

    [[nodiscard]] int fd() const { return m_fd; }
    [[nodiscard]] int error() const { return m_error; }

    /// Gives the file the permissions and owner of the file it replaces.
    void takeModeOf(const struct stat &old) const
    {
        ::fchmod(m_fd, old.st_mode & 07777);
        if (::fchown(m_fd, old.st_uid, old.st_gid) != 0) {
            // Only root may give a file away; the new file stays the writer's.
        }
    }

    /// Puts the written file in place of the target in one step; false with errno's reason.
    bool publish(QString *error)
    {
        const QByteArray target = QFile::encodeName(m_target);
        if (m_named.isEmpty()) {
            const QByteArray self = QByteArray("/proc/self/fd/") + QByteArray::number(m_fd);
            // A new name is linked straight into place; an existing file is replaced by rename.
            if (::linkat(AT_FDCWD, self.constData(), AT_FDCWD, target.constData(),
                         AT_SYMLINK_FOLLOW)
                == 0)
                return true;
            if (errno != EEXIST) {
                *error = systemError(errno);
                return false;
            }
            for (int attempt = 0; attempt < 100 && m_named.isEmpty(); ++attempt) {
                const QByteArray name
                    = QFile::encodeName(namedTemp()) + QByteArray::number(attempt);
                const SignalsHeld held;
                if (::linkat(AT_FDCWD, self.constData(), AT_FDCWD, name.constData(),
                             AT_SYMLINK_FOLLOW)
                    == 0) {
                    m_named = name;
                    m_guard.arm(m_named);
                } else if (errno != EEXIST) {
                    *error = systemError(errno);
                    return false;
                }
            }
            if (m_named.isEmpty()) {
                *error = systemError(EEXIST);
                return false;
            }
        }
        if (::rename(m_named.constData(), target.constData()) != 0) {
            *error = systemError(errno);
            return false;
        }
        m_named.clear();
        m_guard.disarm();
        return true;
    }

private:
    [[nodiscard]] QString namedTemp() const
    {
        return m_folder + u'/' + tempPrefix(QFileInfo(m_target).fileName())
            + QString::number(::getpid()) + u'-';
    }

    QString m_target;
    QString m_folder;
    WriteGuard &m_guard;
    QByteArray m_named;
    int m_fd = -1;
    int m_error = 0;
};

bool writeRegularFile(const QString &path, const std::function<bool(QIODevice &)> &fill,
                      QString *error)
{
    WriteGuard guard;
    const QString folder = QFileInfo(path).absolutePath();
    removeStaleTemps(folder, QFileInfo(path).fileName());
    TempFile temp(path, guard);
    if (temp.fd() < 0) {
        *error = systemError(temp.error());
        return false;
    }
    struct stat old { };
    if (::stat(QFile::encodeName(path).constData(), &old) == 0)
        temp.takeModeOf(old);
    if (!fillDescriptor(temp.fd(), fill, error))
        return false;
    if (::fsync(temp.fd()) != 0) {
        *error = systemError(errno);
        return false;
    }
    if (!temp.publish(error))
        return false;
    syncFolder(folder);
    return true;
}

} // namespace

bool OutputFile::sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    struct stat sa { };
    struct stat sb { };
    const bool hasA = ::stat(QFile::encodeName(a).constData(), &sa) == 0;
    const bool hasB = ::stat(QFile::encodeName(b).constData(), &sb) == 0;
    if (hasA && hasB)
        return sameInode(sa, sb);
    if (hasA != hasB)
        return false;
    return placeOf(a) == placeOf(b);
}

Target OutputFile::target(const QString &path, const QStringList &inputs)
{
    Target t;
    t.path = path;
    const auto refuse = [&t](const QString &why) {
        t.kind = Target::Kind::Refused;
        t.refusal = why;
        return t;
    };
    if (path.trimmed().isEmpty())
        return refuse(tr("the file name is empty"));
    if (path == u"-") {
        t.kind = Target::Kind::StandardOutput;
        return t;
    }
    const auto input = [&]() -> QString {
        for (const QString &in : inputs) {
            if (sameFile(path, in))
                return in;
        }
        return {};
    };
    const QByteArray name = QFile::encodeName(path);
    struct stat st { };
    if (::lstat(name.constData(), &st) != 0) {
        // A new file (or a name the write itself will fail on, with the system's reason).
        if (const QString in = input(); !in.isEmpty())
            return refuse(tr("it is \"%1\", which this command reads").arg(in));
        t.kind = Target::Kind::File;
        t.filePath = path;
        return t;
    }
    t.filePath = path;
    if (S_ISLNK(st.st_mode)) {
        if (::stat(name.constData(), &st) != 0)
            return refuse(tr("it is a symbolic link to \"%1\", which does not exist")
                              .arg(QFileInfo(path).symLinkTarget()));
        t.filePath = QFileInfo(path).canonicalFilePath();
    }
    if (S_ISDIR(st.st_mode))
        return refuse(tr("it is a folder"));
    if (!S_ISREG(st.st_mode)) {
        if (isStandardOutput(st)) {
            t.kind = Target::Kind::StandardOutput;
            t.filePath.clear();
            return t;
        }
        return refuse(tr("it is not a regular file (a device, a FIFO or a socket)"));
    }
    if (const QString in = input(); !in.isEmpty())
        return refuse(tr("it is \"%1\", which this command reads").arg(in));
    // Replacing a file goes through its folder, which would overwrite a file nobody may write.
    if ((st.st_mode & 0222) == 0 || ::access(QFile::encodeName(t.filePath).constData(), W_OK) != 0)
        return refuse(tr("it is read-only"));
    t.kind = Target::Kind::File;
    return t;
}

bool OutputFile::write(const Target &target, const QByteArray &bytes, QString *error)
{
    return write(
        target, [&bytes](QIODevice &device) { return device.write(bytes) == bytes.size(); }, error);
}

bool OutputFile::write(const Target &target, const std::function<bool(QIODevice &)> &fill,
                       QString *error)
{
    QString why;
    bool ok = false;
    switch (target.kind) {
    case Target::Kind::Refused:
        why = target.refusal;
        break;
    case Target::Kind::StandardOutput:
        ok = fillDescriptor(STDOUT_FILENO, fill, &why);
        break;
    case Target::Kind::File:
        ok = writeRegularFile(target.filePath, fill, &why);
        break;
    }
    if (!ok && error)
        *error = why;
    return ok;
}

bool OutputFile::writeFile(const QString &path, const QByteArray &bytes, const QStringList &inputs,
                           QString *error, bool *refused)
{
    const Target t = target(path, inputs);
    if (refused)
        *refused = !t.ok();
    return write(t, bytes, error);
}

} // namespace gp::output

// The file side of the readers: a log under 64 MB is read whole; from 64 MB on only its first
// megabyte (the settings a run prints) and its last 8 MB (the last thousands of reports) are read,
// so a week-long log is never loaded whole.

#include "logrecords.h"
#include "triallog.h"

#include <QFile>
#include <QFileInfo>

namespace gp {

namespace {

constexpr qint64 kWholeReadLimit = qint64(64) << 20;
constexpr qint64 kHeadBytes = qint64(1) << 20;
constexpr qint64 kTailBytes = qint64(8) << 20;

TrialLogResult refused(const QString &message)
{
    TrialLogResult r;
    r.error = message;
    return r;
}

/// Reads exactly \a size bytes at \a offset, or says why not.
std::optional<QByteArray> readSpan(QFile &file, qint64 offset, qint64 size, QString *why)
{
    if (!file.seek(offset)) {
        *why = file.errorString();
        return std::nullopt;
    }
    QByteArray bytes = file.read(size);
    if (bytes.size() != size) {
        *why = file.error() != QFileDevice::NoError
            ? file.errorString()
            : TrialLog::tr("the file changed size while it was read");
        return std::nullopt;
    }
    return bytes;
}

} // namespace

TrialLogResult readTrialLog(const QString &path, const TrialLogOptions &options)
{
    const QFileInfo info(path);
    if (!info.exists())
        return refused(TrialLog::tr("%1: no such file").arg(path));
    if (info.isDir())
        return refused(TrialLog::tr("%1: a folder, not a log file").arg(path));
    if (!info.isFile())
        return refused(TrialLog::tr("%1: not a regular file").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refused(TrialLog::tr("%1: cannot be read: %2").arg(path, file.errorString()));
    const qint64 size = file.size();
    TrialLogText text;
    QString why;
    if (size < kWholeReadLimit) {
        auto whole = readSpan(file, 0, size, &why);
        if (!whole)
            return refused(TrialLog::tr("%1: cannot be read: %2").arg(path, why));
        text.head = std::move(*whole);
    } else {
        auto head = readSpan(file, 0, kHeadBytes, &why);
        auto tail = head ? readSpan(file, size - kTailBytes, kTailBytes, &why) : std::nullopt;
        if (!head || !tail)
            return refused(TrialLog::tr("%1: cannot be read: %2").arg(path, why));
        text.head = std::move(*head);
        text.tail = std::move(*tail);
    }
    return parseTrialLog(text, path, options);
}

} // namespace gp

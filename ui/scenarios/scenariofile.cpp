#include "scenariofile.h"

#include "jobparser.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace gp::ui {

QString ScenarioFile::LoadResult::detail() const
{
    if (ok())
        return {};
    return field.isEmpty() ? message : QStringLiteral("%1: %2").arg(field, message);
}

QString ScenarioFile::LoadResult::errorLine() const
{
    if (ok())
        return {};
    return QStringLiteral("%1: %2").arg(path, detail());
}

QString ScenarioFile::dialogFilter()
{
    return tr("GPU Planner jobs (*.gpuplan);;All files (*)");
}

QString ScenarioFile::suffix()
{
    return QStringLiteral("gpuplan");
}

ScenarioFile::LoadResult ScenarioFile::load(const QString &path)
{
    LoadResult result;
    result.path = path;
    // The bounds of the command line's job files: a FIFO would block the window, a device or a
    // disk image fill the memory.
    constexpr qint64 kMaxBytes = 8 * 1024 * 1024;
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        result.message = tr("cannot read the file: not a regular file");
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.message = tr("cannot read the file: %1").arg(file.errorString());
        return result;
    }
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes) {
        result.message = tr("cannot read the file: it is larger than %1 MB, far more than any job")
                             .arg(kMaxBytes / (1024 * 1024));
        return result;
    }
    const gp::JobParseResult parsed = gp::parseJob(bytes);
    if (!parsed.ok()) {
        result.field = parsed.field;
        result.message = parsed.message;
        return result;
    }
    result.job = parsed.job;
    return result;
}

bool ScenarioFile::save(const gp::Job &job, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = gp::serializeJob(job);
    if (file.write(bytes) != bytes.size()) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace gp::ui

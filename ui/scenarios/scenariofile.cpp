#include "scenariofile.h"

#include "jobparser.h"
#include "jobtriallogs.h"
#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

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
    // The bounds of the command line's job files.
    constexpr qint64 kMaxBytes = 8 * 1024 * 1024;
    QByteArray bytes;
    if (!readBounded(path, kMaxBytes, &bytes, &result.message))
        return result;
    const gp::JobParseResult parsed = gp::parseJob(bytes);
    if (!parsed.ok()) {
        result.field = parsed.field;
        result.message = parsed.message;
        return result;
    }
    gp::Job job = *parsed.job;
    // A trial log lies beside the job; the window keeps its whole path, so the job can be saved
    // anywhere (save() writes it relative to the new file again).
    const QDir dir = QFileInfo(path).absoluteDir();
    for (gp::Measurement &m : job.measured) {
        if (!m.log.isEmpty())
            m.log = QDir::cleanPath(dir.absoluteFilePath(m.log));
    }
    if (!gp::trials::readJobLogs(job, dir.absolutePath(), &result.message))
        return result;
    result.job = job;
    return result;
}

bool ScenarioFile::save(const gp::Job &job, const QString &path, QString *error)
{
    gp::Job saved = job;
    const QDir dir = QFileInfo(path).absoluteDir();
    for (gp::Measurement &m : saved.measured) {
        if (!m.log.isEmpty() && QDir::isAbsolutePath(m.log))
            m.log = dir.relativeFilePath(m.log);
    }
    return writeAtomically(path, gp::serializeJob(saved), error);
}

bool ScenarioFile::readBounded(const QString &path, qint64 maxBytes, QByteArray *bytes,
                               QString *message)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *message = tr("cannot read the file: not a regular file");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *message = tr("cannot read the file: %1").arg(file.errorString());
        return false;
    }
    *bytes = file.read(maxBytes + 1);
    if (bytes->size() > maxBytes) {
        *message
            = tr("cannot read the file: it is larger than %1 MB").arg(maxBytes / (1024 * 1024));
        bytes->clear();
        return false;
    }
    return true;
}

bool ScenarioFile::writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QString why;
    if (!output::OutputFile::writeFile(path, bytes, {}, &why)) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, why);
        return false;
    }
    return true;
}

} // namespace gp::ui

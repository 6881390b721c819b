#include "scenarioset.h"

#include "jobparser.h"
#include "jobtriallogs.h"
#include "scenariofile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gp::ui {

QString ScenarioSet::formatTag()
{
    return QStringLiteral("gpuplanner-scenarios/1");
}

QString ScenarioSet::suffix()
{
    return QStringLiteral("gpuplanset");
}

QString ScenarioSet::dialogFilter()
{
    return tr("GPU Planner scenario sets (*.gpuplanset);;All files (*)");
}

QByteArray ScenarioSet::serialize(const QList<Entry> &entries)
{
    QJsonArray list;
    for (const Entry &e : entries) {
        const QJsonObject job = QJsonDocument::fromJson(gp::serializeJob(e.job)).object();
        list.append(QJsonObject {{QStringLiteral("name"), e.name}, {QStringLiteral("job"), job}});
    }
    const QJsonObject root {{QStringLiteral("format"), formatTag()},
                            {QStringLiteral("scenarios"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ScenarioSet::LoadResult ScenarioSet::parse(const QByteArray &bytes, const QString &path)
{
    LoadResult result;
    const auto fail = [&](const QString &field, const QString &message) {
        result.entries.clear();
        result.error = field.isEmpty() ? tr("%1: %2").arg(path, message)
                                       : tr("%1: %2: %3").arg(path, field, message);
        return result;
    };
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail({}, tr("not valid JSON: %1").arg(parseError.errorString()));
    if (!doc.isObject())
        return fail({}, tr("not a scenario set (a JSON object is expected)"));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != formatTag())
        return fail(QStringLiteral("format"), tr("must be \"%1\"").arg(formatTag()));
    const QJsonValue list = root.value(QStringLiteral("scenarios"));
    if (!list.isArray())
        return fail(QStringLiteral("scenarios"), tr("must be a list"));
    const QJsonArray items = list.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString at = QStringLiteral("scenarios[%1]").arg(i);
        const QJsonObject item = items.at(i).toObject();
        const QString name = item.value(QStringLiteral("name")).toString().trimmed();
        if (name.isEmpty())
            return fail(at + QStringLiteral(".name"), tr("must be a non-empty text"));
        if (!item.value(QStringLiteral("job")).isObject())
            return fail(at + QStringLiteral(".job"), tr("must be a job (a JSON object)"));
        const gp::JobParseResult job
            = gp::parseJob(QJsonDocument(item.value(QStringLiteral("job")).toObject()).toJson());
        if (!job.ok()) {
            return fail(job.field.isEmpty() ? at + QStringLiteral(".job")
                                            : at + QStringLiteral(".job.") + job.field,
                        job.message);
        }
        gp::Job entry = *job.job;
        // The kept job's logs, by the whole paths the window keeps; one that moved since leaves
        // its run unread, which the plan then leaves out, rather than the whole set unopened.
        QString unread;
        (void)gp::trials::readJobLogs(entry, QFileInfo(path).absolutePath(), &unread);
        result.entries.append(Entry {name, entry});
    }
    return result;
}

ScenarioSet::LoadResult ScenarioSet::load(const QString &path)
{
    QByteArray bytes;
    QString message;
    if (!QFileInfo::exists(path))
        message = tr("cannot read the file: no such file");
    else if (ScenarioFile::readBounded(path, kMaxBytes, &bytes, &message))
        return parse(bytes, path);
    LoadResult result;
    result.error = tr("%1: %2").arg(path, message);
    return result;
}

bool ScenarioSet::save(const QList<Entry> &entries, const QString &path, QString *error)
{
    return ScenarioFile::writeAtomically(path, serialize(entries), error);
}

} // namespace gp::ui

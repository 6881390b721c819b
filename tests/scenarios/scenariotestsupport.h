#pragma once

// Shared by the scenario suites: the sample jobs, field-by-field Job equality, and a small
// RFC 4180 reader to check exported CSV by parsing it back.

#include "job.h"

#include <QDir>
#include <QStringList>

namespace gp::scenariotest {

inline QString jobsDir()
{
    return QDir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR"))
        .filePath(QStringLiteral("resources/jobs"));
}

inline QString sampleJob(const QString &name)
{
    return QDir(jobsDir()).filePath(name);
}

/// Records of RFC 4180 text: fields split on commas, quoted fields may hold commas, doubled
/// quotes and line breaks. Sets *ok to false when a record does not end in CRLF or a quote is
/// left open.
inline QList<QStringList> parseCsv(const QString &text, bool *ok)
{
    *ok = true;
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
            fieldStarted = false;
        } else if (c == u'\r') {
            if (i + 1 >= text.size() || text.at(i + 1) != u'\n') {
                *ok = false;
                return records;
            }
            ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
            fieldStarted = false;
        } else if (c == u'\n') {
            *ok = false; // a bare LF outside quotes: not CRLF
            return records;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted || !field.isEmpty() || !record.isEmpty())
        *ok = false; // open quote, or a last record without its CRLF
    return records;
}

} // namespace gp::scenariotest

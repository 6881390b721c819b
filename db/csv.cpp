#include "csv.h"

#include <QCoreApplication>

namespace gp::db {

Csv::ReadResult Csv::read(const QByteArray &bytes)
{
    ReadResult result;
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);

    Record record;
    QString field;
    bool inQuotes = false;
    bool quotedField = false; // the field began with a quote: only a separator may follow it
    bool recordHasContent = false;
    int line = 1;
    int quoteLine = 0;
    record.line = 1;

    const auto endField = [&]() {
        record.fields.append(field);
        field.clear();
        quotedField = false;
    };
    const auto endRecord = [&]() {
        endField();
        // A line with nothing on it is no record (trailing newline, blank separator lines).
        const bool blank
            = !recordHasContent && record.fields.size() == 1 && record.fields.first().isEmpty();
        if (!blank)
            result.records.append(record);
        record = Record();
        recordHasContent = false;
    };

    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < n && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                // Line breaks inside quotes are kept as written, so a round trip is lossless.
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u'"') {
            if (!field.isEmpty() || quotedField) {
                result.error = QCoreApplication::translate(
                    "gp::db::Csv", "a quote inside a field that is not quoted as a whole");
                result.errorLine = line;
                return result;
            }
            inQuotes = true;
            quotedField = true;
            recordHasContent = true;
            quoteLine = line;
            continue;
        }
        if (quotedField && c != u',' && c != u'\r' && c != u'\n') {
            result.error = QCoreApplication::translate("gp::db::Csv",
                                                       "text after the closing quote of a field");
            result.errorLine = line;
            return result;
        }
        if (c == u',') {
            recordHasContent = true;
            endField();
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < n && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            record.line = line;
        } else {
            recordHasContent = true;
            field += c;
        }
    }
    if (inQuotes) {
        result.error
            = QCoreApplication::translate("gp::db::Csv", "a quoted field that is never closed");
        result.errorLine = quoteLine;
        return result;
    }
    if (recordHasContent || !field.isEmpty() || !record.fields.isEmpty())
        endRecord();
    return result;
}

QString Csv::quote(const QString &field)
{
    const bool needs = field.contains(u',') || field.contains(u'"') || field.contains(u'\n')
        || field.contains(u'\r')
        || (!field.isEmpty() && (field.front().isSpace() || field.back().isSpace()));
    if (!needs)
        return field;
    QString quoted = field;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

QString Csv::line(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted.append(quote(f));
    return quoted.join(u',') + QStringLiteral("\r\n");
}

} // namespace gp::db

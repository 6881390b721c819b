#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gp::db {

/// RFC 4180 comma-separated values: quoted fields may hold commas, quotes ("") and line breaks.
/// Reads UTF-8 with or without a byte order mark and CRLF or LF line ends; writes UTF-8 with
/// CRLF line ends and quotes only the fields that need it.
class Csv final {
public:
    /// One record of a file and the line it starts on (1-based, counting physical lines).
    struct Record {
        QStringList fields;
        int line = 0;
    };

    struct ReadResult {
        QList<Record> records;
        QString error; ///< empty when the whole text was read
        int errorLine = 0;
    };

    /// Parses the bytes of a CSV file. Blank lines between records are skipped.
    [[nodiscard]] static ReadResult read(const QByteArray &bytes);

    /// One field as it is written: quoted when it holds a comma, a quote, CR, LF, or leading or
    /// trailing spaces.
    [[nodiscard]] static QString quote(const QString &field);
    /// One record line ending in CRLF.
    [[nodiscard]] static QString line(const QStringList &fields);
};

} // namespace gp::db

#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace gp::db {

/// The rows of one SELECT, read column by column, forward only.
///
/// On an SQLite connection the rows are read through the SQLite library behind Qt's driver
/// (QSqlDriver::handle()): QSqlQuery turns every column of every row into a QVariant and every
/// text into UTF-16 inside SQLite and again inside Qt, which made reading 200,000 offerings take
/// seconds. Other drivers (PostgreSQL) are read through QSqlQuery. Both give the same values.
///
/// sharedText() returns one QString for equal texts within a read: the provider, region, notes
/// and sources that thousands of offerings repeat are stored once.
class RowReader {
public:
    RowReader(const RowReader &) = delete;
    RowReader &operator=(const RowReader &) = delete;
    virtual ~RowReader();

    /// Prepares and starts \a sql on \a db, its "?" placeholders bound to \a bindings in order;
    /// nullptr with the reason in \a error on failure.
    [[nodiscard]] static std::unique_ptr<RowReader>
    open(const QSqlDatabase &db, const QString &sql, const QStringList &bindings, QString *error);

    /// Moves to the next row: false at the end or on an error (see error()).
    [[nodiscard]] virtual bool next() = 0;
    /// Why reading stopped early; empty when the rows simply ended.
    [[nodiscard]] virtual QString error() const = 0;

    [[nodiscard]] virtual bool isNull(int column) const = 0;
    [[nodiscard]] virtual qint64 integer(int column) const = 0;
    [[nodiscard]] virtual double real(int column) const = 0;
    /// The column as text; an empty string for NULL.
    [[nodiscard]] virtual QString text(int column) const = 0;
    /// As text(), sharing one QString among equal texts of this read.
    [[nodiscard]] virtual QString sharedText(int column) = 0;
    /// True when the column's text equals \a value (compared without building a QString).
    [[nodiscard]] virtual bool textEquals(int column, QStringView value) const = 0;

    [[nodiscard]] std::optional<double> optionalReal(int column) const
    {
        return isNull(column) ? std::nullopt : std::optional<double>(real(column));
    }

protected:
    RowReader() = default;
};

} // namespace gp::db

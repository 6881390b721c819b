#include "rowreader.h"

#include <QAnyStringView>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUtf8StringView>
#include <QVariant>

#include <sqlite3.h>
#include <string>
#include <string_view>
#include <unordered_map>

namespace gp::db {

namespace {

/// Distinct texts remembered per read: beyond it texts are still read, only no longer shared
/// (a catalog whose every label differs must not double its memory).
constexpr std::size_t kSharedTextLimit = 1 << 16;

/// Reads through the SQLite library on the connection Qt opened (same busy timeout, same
/// transaction state).
class SqliteRows final : public RowReader {
public:
    explicit SqliteRows(sqlite3 *db)
        : m_db(db)
    { }
    ~SqliteRows() override { sqlite3_finalize(m_stmt); }

    bool prepare(const QString &sql, const QStringList &bindings)
    {
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v2(m_db, utf8.constData(), int(utf8.size()), &m_stmt, nullptr)
            != SQLITE_OK) {
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
            return false;
        }
        for (const QString &value : bindings)
            m_bound.append(value.toUtf8());
        for (int i = 0; i < m_bound.size(); ++i) {
            // No destructor (SQLITE_STATIC): the bytes live in m_bound as long as the statement.
            if (sqlite3_bind_text(m_stmt, i + 1, m_bound.at(i).constData(),
                                  int(m_bound.at(i).size()), nullptr)
                != SQLITE_OK) {
                m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
                return false;
            }
        }
        return true;
    }

    bool next() override
    {
        if (m_done)
            return false;
        const int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW)
            return true;
        m_done = true;
        if (rc != SQLITE_DONE)
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        return false;
    }

    QString error() const override { return m_error; }

    bool isNull(int column) const override
    {
        return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
    }
    qint64 integer(int column) const override { return sqlite3_column_int64(m_stmt, column); }
    double real(int column) const override { return sqlite3_column_double(m_stmt, column); }

    QString text(int column) const override
    {
        const std::string_view bytes = raw(column);
        return bytes.data() ? QString::fromUtf8(bytes.data(), qsizetype(bytes.size())) : QString();
    }

    QString sharedText(int column) override
    {
        const std::string_view bytes = raw(column);
        if (!bytes.data())
            return {};
        const auto found = m_shared.find(bytes);
        if (found != m_shared.end())
            return found->second;
        QString value = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
        if (m_shared.size() < kSharedTextLimit)
            m_shared.emplace(std::string(bytes), value);
        return value;
    }

    bool textEquals(int column, QStringView value) const override
    {
        const std::string_view bytes = raw(column);
        return QAnyStringView::equal(QUtf8StringView(bytes.data(), qsizetype(bytes.size())), value);
    }

private:
    [[nodiscard]] std::string_view raw(int column) const
    {
        // Text first, then its length: the order SQLite documents for a stable pointer.
        const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
        if (!data)
            return {};
        return {data, std::size_t(sqlite3_column_bytes(m_stmt, column))};
    }

    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const
        {
            return std::hash<std::string_view>()(s);
        }
    };

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    QList<QByteArray> m_bound;
    bool m_done = false;
    QString m_error;
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> m_shared;
};

/// Reads through QSqlQuery, for the drivers other than SQLite.
class QueryRows final : public RowReader {
public:
    explicit QueryRows(const QSqlDatabase &db)
        : m_query(db)
    {
        m_query.setForwardOnly(true);
    }

    bool exec(const QString &sql, const QStringList &bindings)
    {
        if (bindings.isEmpty())
            return m_query.exec(sql);
        if (!m_query.prepare(sql))
            return false;
        for (const QString &value : bindings)
            m_query.addBindValue(value);
        return m_query.exec();
    }

    bool next() override { return m_query.next(); }
    QString error() const override
    {
        // One line: the PostgreSQL driver's words come on several.
        return m_query.lastError().isValid() ? m_query.lastError().text().simplified() : QString();
    }
    bool isNull(int column) const override { return m_query.isNull(column); }
    qint64 integer(int column) const override { return m_query.value(column).toLongLong(); }
    double real(int column) const override { return m_query.value(column).toDouble(); }
    QString text(int column) const override { return m_query.value(column).toString(); }
    bool textEquals(int column, QStringView value) const override
    {
        return m_query.value(column).toString() == value;
    }
    QString sharedText(int column) override
    {
        const QString value = text(column);
        const auto found = m_shared.constFind(value);
        if (found != m_shared.constEnd())
            return *found;
        if (std::size_t(m_shared.size()) < kSharedTextLimit)
            m_shared.insert(value);
        return value;
    }

private:
    QSqlQuery m_query;
    QSet<QString> m_shared;
};

/// The SQLite connection behind \a db, or nullptr for another driver.
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

} // namespace

RowReader::~RowReader() = default;

std::unique_ptr<RowReader> RowReader::open(const QSqlDatabase &db, const QString &sql,
                                           const QStringList &bindings, QString *error)
{
    if (sqlite3 *handle = sqliteHandle(db)) {
        auto rows = std::make_unique<SqliteRows>(handle);
        if (!rows->prepare(sql, bindings)) {
            if (error)
                *error = rows->error();
            return nullptr;
        }
        return rows;
    }
    auto rows = std::make_unique<QueryRows>(db);
    if (!rows->exec(sql, bindings)) {
        if (error)
            *error = rows->error();
        return nullptr;
    }
    return rows;
}

} // namespace gp::db

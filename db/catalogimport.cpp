#include "catalogimport.h"

#include "csv.h"
#include "safetext.h"
#include "sqlcodes.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace gp::db {

namespace {

// Catalog files written before compute efficiency held end-to-end MFUs (mfu_default, mfu_low,
// mfu_high); compute efficiency is about 1.4 times the MFU in the calibration table (MODEL.md).
// Migration 0004 converts a user's own rows by the same factor.
constexpr double kLegacyMfuToEfficiency = 1.4;

// The import's messages share the translation context of CatalogImport.
struct ImportText {
    Q_DECLARE_TR_FUNCTIONS(gp::db::CatalogImport)
};

const QString kId = QStringLiteral("offering_id");

const QStringList &offeringColumnList()
{
    static const QStringList columns {
        QStringLiteral("provider"),
        QStringLiteral("label"),
        QStringLiteral("label_zh"),
        QStringLiteral("accelerator"),
        QStringLiteral("form"),
        QStringLiteral("gpus_per_node"),
        QStringLiteral("min_gpus"),
        QStringLiteral("max_nodes"),
        QStringLiteral("region"),
        QStringLiteral("region_zh"),
        QStringLiteral("cpu"),
        QStringLiteral("ram_gb"),
        QStringLiteral("storage"),
        QStringLiteral("network"),
        QStringLiteral("inter_node_gbs"),
        QStringLiteral("rdma"),
        QStringLiteral("shared_network"),
        QStringLiteral("physical_isolation"),
        QStringLiteral("root_access"),
        QStringLiteral("notes"),
        QStringLiteral("lead_time_days"),
        QStringLiteral("lead_time_source"),
    };
    return columns;
}

const QStringList &priceColumnList()
{
    static const QStringList columns {
        QStringLiteral("observed_on"), QStringLiteral("unit"),     QStringLiteral("per"),
        QStringLiteral("price_cny"),   QStringLiteral("list_cny"), QStringLiteral("currency"),
        QStringLiteral("source"),      QStringLiteral("note"),
    };
    return columns;
}

// Columns a new offering cannot do without; the others have defaults.
const QStringList &requiredOfferingColumns()
{
    static const QStringList columns {QStringLiteral("provider"),      QStringLiteral("label"),
                                      QStringLiteral("accelerator"),   QStringLiteral("form"),
                                      QStringLiteral("gpus_per_node"), QStringLiteral("min_gpus")};
    return columns;
}

const QStringList &requiredPriceColumns()
{
    static const QStringList columns {QStringLiteral("observed_on"), QStringLiteral("unit"),
                                      QStringLiteral("per"), QStringLiteral("price_cny")};
    return columns;
}

std::optional<int> parseInt(const QString &text)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    return ok ? std::optional<int>(v) : std::nullopt;
}

std::optional<double> parseDouble(const QString &text)
{
    bool ok = false;
    const double v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

std::optional<bool> parseBool(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == u"true" || t == u"1" || t == u"yes")
        return true;
    if (t == u"false" || t == u"0" || t == u"no" || t.isEmpty())
        return false;
    return std::nullopt;
}

QString boolText(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

/// A number as plain decimal text, never with an exponent ("200000", not "2e+05"): the
/// shortest text that reads back as the same double.
QString numberText(double v)
{
    return QString::number(v, 'f', QLocale::FloatingPointShortest);
}

/// What the import accepts: limits no real offering reaches, so that no value the engine
/// cannot plan with (a 2^31-card node) ever reaches the catalog.
constexpr int kMaxGpusPerNode = 64;
constexpr int kMaxNodes = 100000;
constexpr int kMaxMinGpus = kMaxGpusPerNode * kMaxNodes;
constexpr int kMaxRamGb = 65536;
constexpr double kMaxInterNodeGBs = 10000;
constexpr double kMaxLeadTimeDays = 365;
constexpr qint64 kMaxPriceFen = 100000000000; // a billion yuan per billing unit
constexpr int kMaxIdChars = 128;
constexpr int kMaxTextChars = 1000;

QString shown(const QString &text)
{
    return safetext::shortened(text, 40);
}

/// Why a text column is not acceptable (too long, control characters), or an empty string.
QString checkText(const QString &text, int maxChars = kMaxTextChars)
{
    if (text.size() > maxChars)
        return ImportText::tr("must be at most %1 characters, not %2")
            .arg(maxChars)
            .arg(text.size());
    if (safetext::hasControls(text))
        return ImportText::tr("must not hold control characters (such as terminal escapes)");
    // U+202E shows "1 ¥" where "¥ 1" is stored.
    if (safetext::hasBidiControls(text))
        return ImportText::tr("must not hold characters that reverse the order text is shown "
                              "in (such as U+202E)");
    return {};
}

QString checkWholeNumber(const QString &text, int min, int max)
{
    const auto v = parseInt(text);
    if (!v || *v < min || *v > max)
        return ImportText::tr("must be a whole number from %1 to %2, not \"%3\"")
            .arg(min)
            .arg(max)
            .arg(shown(text));
    return {};
}

/// Why the text of an offering column is not acceptable, or an empty string.
QString checkOfferingField(const QString &column, const QString &text)
{
    const QString t = text.trimmed();
    if (column == u"provider" || column == u"label" || column == u"accelerator") {
        if (t.isEmpty())
            return ImportText::tr("must not be empty");
        return checkText(text, column == u"accelerator" ? kMaxIdChars : kMaxTextChars);
    }
    if (column == u"form") {
        if (!sqlcodes::toForm(t))
            return ImportText::tr("must be container, bare_metal or cluster, not \"%1\"")
                .arg(shown(text));
    } else if (column == u"gpus_per_node") {
        return checkWholeNumber(t, 1, kMaxGpusPerNode);
    } else if (column == u"min_gpus") {
        return checkWholeNumber(t, 1, kMaxMinGpus);
    } else if (column == u"max_nodes") {
        return checkWholeNumber(t, 1, kMaxNodes);
    } else if (column == u"ram_gb") {
        if (!t.isEmpty() && !checkWholeNumber(t, 1, kMaxRamGb).isEmpty())
            return ImportText::tr("must be empty or a whole number from 1 to %1, not \"%2\"")
                .arg(kMaxRamGb)
                .arg(shown(text));
    } else if (column == u"inter_node_gbs") {
        const auto v = parseDouble(t);
        if (!t.isEmpty() && (!v || *v < 0 || *v > kMaxInterNodeGBs))
            return ImportText::tr("must be a number from 0 to %1, not \"%2\"")
                .arg(kMaxInterNodeGBs)
                .arg(shown(text));
    } else if (column == u"lead_time_days") {
        const auto v = parseDouble(t);
        if (!t.isEmpty() && (!v || *v < 0 || *v > kMaxLeadTimeDays))
            return ImportText::tr("must be empty (not stated) or a number of days from 0 to %1, "
                                  "not \"%2\"")
                .arg(kMaxLeadTimeDays)
                .arg(shown(text));
    } else if (column == u"rdma" || column == u"shared_network" || column == u"physical_isolation"
               || column == u"root_access") {
        if (!parseBool(t))
            return ImportText::tr("must be true or false, not \"%1\"").arg(shown(text));
    } else {
        return checkText(text);
    }
    return {};
}

/// Why an offering or accelerator id is not acceptable, or an empty string.
QString checkId(const QString &id)
{
    if (const QString why = checkText(id, kMaxIdChars); !why.isEmpty())
        return why;
    // "jygpu-bm-h100\u200b" lists as the real id at a price of its own.
    if (const qsizetype at = safetext::invisibleAt(id); at >= 0)
        return ImportText::tr("must not hold an invisible character or an unusual space "
                              "(U+%1 at character %2): it would look like another id")
            .arg(QStringLiteral("%1").arg(id.at(at).unicode(), 4, 16, QLatin1Char('0')).toUpper())
            .arg(at + 1);
    return {};
}

void setOfferingField(Offering &o, const QString &column, const QString &text)
{
    const QString t = text.trimmed();
    if (column == u"provider")
        o.provider = text;
    else if (column == u"label")
        o.labelEn = text;
    else if (column == u"label_zh")
        o.labelZh = text;
    else if (column == u"accelerator")
        o.acceleratorId = t;
    else if (column == u"form")
        o.form = sqlcodes::toForm(t).value_or(o.form);
    else if (column == u"gpus_per_node")
        o.gpusPerNode = parseInt(t).value_or(o.gpusPerNode);
    else if (column == u"min_gpus")
        o.minGpus = parseInt(t).value_or(o.minGpus);
    else if (column == u"max_nodes")
        o.maxNodes = parseInt(t).value_or(o.maxNodes);
    else if (column == u"region")
        o.regionEn = text;
    else if (column == u"region_zh")
        o.regionZh = text;
    else if (column == u"cpu")
        o.cpu = text;
    else if (column == u"ram_gb")
        o.ramGb = t.isEmpty() ? std::nullopt : parseInt(t);
    else if (column == u"storage")
        o.storage = text;
    else if (column == u"network")
        o.network = text;
    else if (column == u"inter_node_gbs")
        o.interNodeGBs = parseDouble(t).value_or(0);
    else if (column == u"rdma")
        o.rdma = parseBool(t).value_or(false);
    else if (column == u"shared_network")
        o.sharedNetwork = parseBool(t).value_or(false);
    else if (column == u"physical_isolation")
        o.physicalIsolation = parseBool(t).value_or(false);
    else if (column == u"root_access")
        o.rootAccess = parseBool(t).value_or(false);
    else if (column == u"notes")
        o.notes = text;
    else if (column == u"lead_time_days")
        o.leadTimeDays = t.isEmpty() ? std::nullopt : parseDouble(t);
    else if (column == u"lead_time_source")
        o.leadTimeSource = text;
}

/// A price from its columns; problems are appended with \a prefix before each column name.
std::optional<PriceSnapshot> parsePrice(const QHash<QString, QString> &v, int row,
                                        const QString &prefix, QList<ImportProblem> *problems)
{
    const qsizetype before = problems->size();
    const auto problem = [&](const QString &column, const QString &message) {
        problems->append({row, prefix + column, message});
    };
    PriceSnapshot p;
    static const QRegularExpression dateRe(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QString date = v.value(QStringLiteral("observed_on")).trimmed();
    p.observedOn = QDate::fromString(date, Qt::ISODate);
    if (!dateRe.match(date).hasMatch() || !p.observedOn.isValid())
        problem(QStringLiteral("observed_on"),
                ImportText::tr("must be a date written YYYY-MM-DD, not \"%1\"").arg(shown(date)));
    const QString unit = v.value(QStringLiteral("unit")).trimmed();
    if (const auto u = sqlcodes::toUnit(unit))
        p.unit = *u;
    else
        problem(QStringLiteral("unit"),
                ImportText::tr("must be hour, day or month, not \"%1\"").arg(shown(unit)));
    const QString per = v.value(QStringLiteral("per")).trimmed();
    if (const auto s = sqlcodes::toScope(per))
        p.scope = *s;
    else
        problem(QStringLiteral("per"),
                ImportText::tr("must be gpu or node, not \"%1\"").arg(shown(per)));
    const QString price = v.value(QStringLiteral("price_cny"));
    const auto tooLarge = [](qint64 fen) {
        return fen > kMaxPriceFen;
    };
    if (const auto fen = CatalogImport::parseMoney(price); fen && tooLarge(*fen))
        problem(QStringLiteral("price_cny"),
                ImportText::tr("must be at most %1 yuan, not \"%2\"")
                    .arg(kMaxPriceFen / 100)
                    .arg(shown(price)));
    else if (fen)
        p.priceFen = *fen;
    else
        problem(QStringLiteral("price_cny"),
                ImportText::tr(
                    "must be an amount of 0 or more with at most two decimals, like 86880.00, "
                    "not \"%1\"")
                    .arg(shown(price)));
    const QString list = v.value(QStringLiteral("list_cny"));
    if (!list.trimmed().isEmpty()) {
        if (const auto fen = CatalogImport::parseMoney(list); fen && tooLarge(*fen))
            problem(QStringLiteral("list_cny"),
                    ImportText::tr("must be at most %1 yuan, not \"%2\"")
                        .arg(kMaxPriceFen / 100)
                        .arg(shown(list)));
        else if (fen)
            p.listFen = *fen;
        else
            problem(QStringLiteral("list_cny"),
                    ImportText::tr(
                        "must be empty or an amount of 0 or more with at most two decimals, not "
                        "\"%1\"")
                        .arg(shown(list)));
    }
    // Amounts are planned as yuan: another currency would be taken for yuan unconverted.
    const QString currency = v.value(QStringLiteral("currency")).trimmed();
    if (currency.isEmpty() || currency == u"CNY")
        p.currency = QStringLiteral("CNY");
    else
        problem(QStringLiteral("currency"),
                ImportText::tr("must be CNY (amounts in other currencies are not converted), not "
                               "\"%1\"")
                    .arg(shown(currency)));
    p.source = v.value(QStringLiteral("source"));
    p.note = v.value(QStringLiteral("note"));
    if (const QString why = checkText(p.source); !why.isEmpty())
        problem(QStringLiteral("source"), why);
    if (const QString why = checkText(p.note); !why.isEmpty())
        problem(QStringLiteral("note"), why);
    if (problems->size() != before)
        return std::nullopt;
    return p;
}

/// A price's natural key (date, unit, per, amount and source) as one hashable text, so that a
/// price list of 200,000 rows is checked in linear time.
QString keyText(const PriceSnapshot &p)
{
    return QStringLiteral("%1|%2|%3|%4|%5")
        .arg(sqlcodes::fromDate(p.observedOn), sqlcodes::fromUnit(p.unit),
             sqlcodes::fromScope(p.scope), QString::number(p.priceFen), p.source);
}

bool sameRest(const PriceSnapshot &a, const PriceSnapshot &b)
{
    return a.listFen == b.listFen && a.currency == b.currency && a.note == b.note;
}

bool sameAccelerator(const Accelerator &a, const Accelerator &b)
{
    return a.id == b.id && a.vendor == b.vendor && a.model == b.model && a.memoryGb == b.memoryGb
        && a.memoryBandwidthGBs == b.memoryBandwidthGBs && a.denseTflops == b.denseTflops
        && a.intraLink == b.intraLink && a.intraLinkGBs == b.intraLinkGBs
        && a.allReduceBusGBs == b.allReduceBusGBs && a.softwareStack == b.softwareStack
        && a.domestic == b.domestic && a.computeEfficiency == b.computeEfficiency
        && a.efficiencyLow == b.efficiencyLow && a.efficiencyHigh == b.efficiencyHigh
        && a.fp8Efficiency == b.fp8Efficiency && a.listedFigure == b.listedFigure
        && a.listedTflops == b.listedTflops && a.source == b.source;
}

/// A JSON value as the text a CSV cell would hold.
std::optional<QString> jsonText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QString();
    case QJsonValue::Bool:
        return boolText(v.toBool());
    case QJsonValue::Double:
        return numberText(v.toDouble());
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array:
    case QJsonValue::Object:
        break;
    }
    return std::nullopt;
}

/// Adds one offering's columns and price (from one CSV record or one JSON price) to the file.
class Collector final {
public:
    explicit Collector(ImportFile &file)
        : m_file(file)
    { }

    void add(const QString &id, int row, const QHash<QString, QString> &fields,
             const QString &prefix, const std::optional<QHash<QString, QString>> &priceFields,
             const QString &pricePrefix, int priceRow)
    {
        bool bad = false;
        for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
            const QString why = checkOfferingField(it.key(), it.value());
            if (!why.isEmpty()) {
                problem(row, prefix + it.key(), why);
                bad = true;
            }
        }
        qsizetype index = m_index.value(id, -1);
        if (index < 0) {
            index = m_file.offerings.size();
            m_index.insert(id, index);
            ImportedOffering o;
            o.id = id;
            o.row = row;
            o.fields = fields;
            m_file.offerings.append(o);
        } else if (!bad) {
            ImportedOffering &o = m_file.offerings[index];
            for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
                if (o.fields.value(it.key()) != it.value())
                    problem(row, prefix + it.key(),
                            ImportText::tr("differs from row %1 of the same offering \"%2\"")
                                .arg(o.row)
                                .arg(shown(id)));
            }
        }
        if (!priceFields)
            return;
        const std::optional<PriceSnapshot> price
            = parsePrice(*priceFields, priceRow, pricePrefix, &m_file.problems);
        if (!price)
            return;
        ImportedOffering &o = m_file.offerings[index];
        QHash<QString, int> &keys = m_priceKeys[index];
        const QString key = keyText(*price);
        if (const auto it = keys.constFind(key); it != keys.constEnd()) {
            problem(priceRow, pricePrefix + QStringLiteral("observed_on"),
                    ImportText::tr("the same price (date, unit, per, amount and source) as row %1")
                        .arg(*it));
            return;
        }
        keys.insert(key, priceRow);
        o.prices.append(*price);
        o.priceRows.append(priceRow);
    }

    void problem(int row, const QString &field, const QString &message)
    {
        // JSON offerings repeat on every price: report each problem once.
        const QString key = QStringLiteral("%1\x1f%2\x1f%3").arg(row).arg(field, message);
        if (m_reported.contains(key))
            return;
        m_reported.insert(key);
        m_file.problems.append({row, field, message});
    }

private:
    ImportFile &m_file;
    QHash<QString, qsizetype> m_index;
    QHash<qsizetype, QHash<QString, int>> m_priceKeys; ///< per offering: price key to its row
    QSet<QString> m_reported;
};

void readCsv(const QByteArray &bytes, ImportFile &file)
{
    const Csv::ReadResult csv = Csv::read(bytes);
    if (!csv.error.isEmpty()) {
        file.problems.append({csv.errorLine, QString(), csv.error});
        return;
    }
    if (csv.records.isEmpty()) {
        file.problems.append(
            {0, QString(), ImportText::tr("the file is empty: it needs a header row")});
        return;
    }
    const Csv::Record &headerRecord = csv.records.first();
    QStringList header;
    bool bad = false;
    for (const QString &name : headerRecord.fields) {
        const QString column = name.trimmed().toLower();
        if (column != kId && !offeringColumnList().contains(column)
            && !priceColumnList().contains(column)) {
            file.problems.append({headerRecord.line, name, ImportText::tr("unknown column")});
            bad = true;
        } else if (header.contains(column)) {
            file.problems.append(
                {headerRecord.line, name, ImportText::tr("the column appears twice")});
            bad = true;
        }
        header.append(column);
    }
    if (!header.contains(kId)) {
        file.problems.append(
            {headerRecord.line, kId, ImportText::tr("the header has no offering_id column")});
        bad = true;
    }
    bool hasPrices = false;
    for (const QString &c : priceColumnList())
        hasPrices = hasPrices || header.contains(c);
    if (hasPrices) {
        for (const QString &c : requiredPriceColumns()) {
            if (!header.contains(c)) {
                file.problems.append(
                    {headerRecord.line, c,
                     ImportText::tr("the header has price columns but not this one")});
                bad = true;
            }
        }
    }
    if (bad)
        return;
    file.complete = true;
    for (const QString &c : offeringColumnList())
        file.complete = file.complete && header.contains(c);

    Collector collector(file);
    for (qsizetype r = 1; r < csv.records.size(); ++r) {
        const Csv::Record &record = csv.records.at(r);
        if (record.fields.size() != header.size()) {
            collector.problem(record.line, QString(),
                              ImportText::tr("has %1 fields but the header has %2")
                                  .arg(record.fields.size())
                                  .arg(header.size()));
            continue;
        }
        QHash<QString, QString> fields;
        QHash<QString, QString> prices;
        QString id;
        bool anyPrice = false;
        for (qsizetype c = 0; c < header.size(); ++c) {
            const QString &column = header.at(c);
            // A cell the export guarded against spreadsheets comes back as it was written.
            const QString value = safetext::fromSpreadsheetCell(record.fields.at(c));
            if (column == kId) {
                id = value.trimmed();
            } else if (priceColumnList().contains(column)) {
                prices.insert(column, value);
                anyPrice = anyPrice || !value.trimmed().isEmpty();
            } else {
                fields.insert(column, value);
            }
        }
        if (id.isEmpty()) {
            collector.problem(record.line, kId, ImportText::tr("must not be empty"));
            continue;
        }
        if (const QString why = checkId(id); !why.isEmpty()) {
            collector.problem(record.line, kId, why);
            continue;
        }
        collector.add(id, record.line, fields, QString(),
                      anyPrice ? std::optional<QHash<QString, QString>>(prices) : std::nullopt,
                      QString(), record.line);
    }
}

std::optional<Accelerator> readAccelerator(const QJsonObject &o, const QString &prefix,
                                           QList<ImportProblem> *problems)
{
    const qsizetype before = problems->size();
    const auto problem = [&](const QString &key, const QString &message) {
        problems->append({0, prefix + key, message});
    };
    const auto text = [&](const QString &key, bool required) {
        const QJsonValue v = o.value(key);
        if (!v.isString() && !(v.isUndefined() && !required) && !(v.isNull() && !required)) {
            problem(key,
                    required ? ImportText::tr("must be a non-empty text")
                             : ImportText::tr("must be a text"));
            return QString();
        }
        if (required && v.toString().trimmed().isEmpty())
            problem(key, ImportText::tr("must be a non-empty text"));
        else if (const QString why = checkText(v.toString()); !why.isEmpty())
            problem(key, why);
        return v.toString();
    };
    const auto number = [&](const QString &key, double min, bool allowMin) -> double {
        const QJsonValue v = o.value(key);
        if (!v.isDouble() || v.toDouble() < min || (!allowMin && v.toDouble() == min)) {
            problem(key,
                    allowMin ? ImportText::tr("must be a number of %1 or more").arg(min)
                             : ImportText::tr("must be a number above %1").arg(min));
            return 0;
        }
        return v.toDouble();
    };
    // Above any accelerator made: a typo, or a value meant to break the plan.
    constexpr double kMaxFigure = 1e6;
    const auto optionalNumber
        = [&](const QJsonValue &v, const QString &key) -> std::optional<double> {
        if (v.isNull() || v.isUndefined())
            return std::nullopt;
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > kMaxFigure) {
            problem(key,
                    ImportText::tr("must be empty (null) or a number from 0 to %1")
                        .arg(kMaxFigure, 0, 'f', 0));
            return std::nullopt;
        }
        return v.toDouble();
    };
    const auto bounded = [&](const QString &key, double value) {
        if (value > kMaxFigure)
            problem(key, ImportText::tr("must be at most %1").arg(kMaxFigure, 0, 'f', 0));
        return value;
    };
    Accelerator a;
    a.id = text(QStringLiteral("id"), true).trimmed();
    if (const QString why = checkId(a.id); !why.isEmpty())
        problem(QStringLiteral("id"), why);
    a.vendor = text(QStringLiteral("vendor"), true);
    a.model = text(QStringLiteral("model"), true);
    a.memoryGb
        = bounded(QStringLiteral("memory_gb"), number(QStringLiteral("memory_gb"), 0, false));
    a.memoryBandwidthGBs = bounded(QStringLiteral("memory_bandwidth_gbs"),
                                   number(QStringLiteral("memory_bandwidth_gbs"), 0, false));
    static const char *const precisionKeys[kPeakPrecisionCount]
        = {"fp32", "tf32", "bf16", "fp16", "fp8", "int8"};
    const QJsonValue peaksValue = o.value(QStringLiteral("dense_tflops"));
    // Anything but an object of known precisions would silently leave the card with no peaks.
    if (!peaksValue.isObject() && !peaksValue.isUndefined() && !peaksValue.isNull())
        problem(QStringLiteral("dense_tflops"),
                ImportText::tr("must be an object of peaks such as {\"bf16\": 989}"));
    const QJsonObject peaks = peaksValue.toObject();
    for (auto it = peaks.constBegin(); it != peaks.constEnd(); ++it) {
        bool known = false;
        for (const char *key : precisionKeys)
            known = known || it.key() == QLatin1String(key);
        if (!known)
            problem(QStringLiteral("dense_tflops.") + shown(it.key()),
                    ImportText::tr("unknown precision (fp32, tf32, bf16, fp16, fp8 or int8)"));
    }
    for (int i = 0; i < kPeakPrecisionCount; ++i) {
        const QString key = QString::fromLatin1(precisionKeys[i]);
        a.denseTflops[static_cast<std::size_t>(i)]
            = optionalNumber(peaks.value(key), QStringLiteral("dense_tflops.") + key);
    }
    const QString link = text(QStringLiteral("intra_link"), true);
    if (const auto k = sqlcodes::toLink(link))
        a.intraLink = *k;
    else
        problem(QStringLiteral("intra_link"),
                ImportText::tr("must be nvlink, hccs or pcie, not \"%1\"").arg(shown(link)));
    a.intraLinkGBs = bounded(QStringLiteral("intra_link_gbs"),
                             number(QStringLiteral("intra_link_gbs"), 0, true));
    a.allReduceBusGBs = bounded(QStringLiteral("allreduce_bus_gbs"),
                                number(QStringLiteral("allreduce_bus_gbs"), 0, true));
    a.softwareStack = text(QStringLiteral("software_stack"), true);
    a.domestic = o.value(QStringLiteral("domestic")).toBool();
    if (!o.contains(QStringLiteral("compute_efficiency"))
        && o.contains(QStringLiteral("mfu_default"))) {
        // A file from before compute efficiency: its figures were end-to-end MFUs. Converted
        // as migration 0004 converts a user's own rows (x 1.4, at most 1).
        const auto legacy = [&](const char *key) {
            return std::min(1.0,
                            kLegacyMfuToEfficiency * number(QString::fromLatin1(key), 0, false));
        };
        a.computeEfficiency = legacy("mfu_default");
        a.efficiencyLow = legacy("mfu_low");
        a.efficiencyHigh = legacy("mfu_high");
    } else {
        a.computeEfficiency = number(QStringLiteral("compute_efficiency"), 0, false);
        a.efficiencyLow = number(QStringLiteral("efficiency_low"), 0, false);
        a.efficiencyHigh = number(QStringLiteral("efficiency_high"), 0, false);
        a.fp8Efficiency = optionalNumber(o.value(QStringLiteral("fp8_efficiency")),
                                         QStringLiteral("fp8_efficiency"));
        if (a.fp8Efficiency && (*a.fp8Efficiency <= 0 || *a.fp8Efficiency > 1))
            problem(QStringLiteral("fp8_efficiency"),
                    ImportText::tr("must be empty (null) or more than 0 and at most 1"));
    }
    if (problems->size() == before
        && !(a.efficiencyLow <= a.computeEfficiency && a.computeEfficiency <= a.efficiencyHigh
             && a.efficiencyHigh <= 1))
        problem(
            QStringLiteral("compute_efficiency"),
            ImportText::tr("must lie between efficiency_low and efficiency_high, all at most 1"));
    a.listedFigure = text(QStringLiteral("listed_figure"), false);
    a.listedTflops
        = optionalNumber(o.value(QStringLiteral("listed_tflops")), QStringLiteral("listed_tflops"));
    a.source = text(QStringLiteral("source"), false);
    if (problems->size() != before)
        return std::nullopt;
    return a;
}

/// A key that appears twice in one JSON object: where, and where it appeared first.
struct DuplicateKey {
    QString path; ///< "offerings[3].prices[1].price_cny"
    int line = 0;
    int firstLine = 0;
};

/// The raw bytes of the JSON string starting at the quote at \a at (escapes as written); \a at
/// moves past its end. The text is valid JSON (QJsonDocument read it), so every escape is whole.
QByteArray jsonStringBytes(const QByteArray &bytes, qsizetype &at)
{
    const qsizetype start = ++at;
    while (at < bytes.size() && bytes.at(at) != '"')
        at += bytes.at(at) == '\\' ? 2 : 1;
    const QByteArray raw = bytes.mid(start, at - start);
    ++at;
    return raw;
}

/// A JSON string's raw bytes decoded: "\u0061" and "a" are the same key.
QString decodedJsonString(const QByteArray &raw)
{
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw);
    return QJsonDocument::fromJson("[\"" + raw + "\"]").array().at(0).toString();
}

/// The first key that appears twice in one object of \a bytes: QJsonDocument keeps the last
/// silently, so a second "price_cny" would replace the first unseen.
std::optional<DuplicateKey> firstDuplicateKey(const QByteArray &bytes)
{
    struct Level {
        bool object = false;
        QString path;
        qsizetype index = 0; ///< arrays: the element being read
        QHash<QString, int> keys; ///< objects: each key and its line
        QString lastKey;
    };
    QList<Level> stack;
    bool expectKey = false;
    int line = 1;
    const auto childPath = [&stack]() {
        if (stack.isEmpty())
            return QString();
        const Level &top = stack.constLast();
        if (top.object)
            return top.path.isEmpty() ? top.lastKey : top.path + u'.' + top.lastKey;
        return top.path + QStringLiteral("[%1]").arg(top.index + 1);
    };
    for (qsizetype at = 0; at < bytes.size();) {
        const char c = bytes.at(at);
        if (c == '"') {
            const int startLine = line;
            const QByteArray raw = jsonStringBytes(bytes, at);
            if (!stack.isEmpty() && stack.constLast().object && expectKey) {
                Level &top = stack.last();
                const QString text = decodedJsonString(raw);
                top.lastKey = text;
                if (const auto it = top.keys.constFind(text); it != top.keys.constEnd())
                    return DuplicateKey {childPath(), startLine, *it};
                top.keys.insert(text, startLine);
                expectKey = false;
            }
            continue;
        }
        if (c == '\n') {
            ++line;
        } else if (c == '{' || c == '[') {
            stack.append({c == '{', childPath(), 0, {}, {}});
            expectKey = c == '{';
        } else if ((c == '}' || c == ']') && !stack.isEmpty()) {
            stack.removeLast();
        } else if (c == ',' && !stack.isEmpty()) {
            if (stack.constLast().object)
                expectKey = true;
            else
                ++stack.last().index;
        }
        ++at;
    }
    return std::nullopt;
}

/// The format tag of a catalog file: "gpuplanner-catalog/1" is the whole catalog, no tag a
/// partial file; any other tag (a newer version's) is refused rather than read in part.
bool checkFormatTag(const QJsonObject &root, ImportFile &file)
{
    const QJsonValue tag = root.value(QStringLiteral("format"));
    if (tag.isUndefined())
        return true;
    const QString text = tag.toString();
    if (text == u"gpuplanner-catalog/1") {
        file.complete = true;
        return true;
    }
    if (text.startsWith(QStringLiteral("gpuplanner-catalog/")))
        file.problems.append(
            {0, QStringLiteral("format"),
             ImportText::tr("is \"%1\": this version of GPU Planner reads gpuplanner-catalog/1, "
                            "so a file of a newer version is not read in part")
                 .arg(shown(text))});
    else
        file.problems.append({0, QStringLiteral("format"),
                              ImportText::tr("must be \"gpuplanner-catalog/1\", not \"%1\"")
                                  .arg(shown(tag.isString() ? text : QStringLiteral("?")))});
    return false;
}

void readJson(const QByteArray &bytes, ImportFile &file)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // The key the parser stopped in, so that "illegal number" (1e309) names its field.
        const QByteArray before = bytes.left(parseError.offset);
        static const QRegularExpression keyRe(QStringLiteral("\"([^\"\\\\]{1,64})\"\\s*:"));
        QString key;
        for (auto it = keyRe.globalMatch(QString::fromUtf8(before.right(4096))); it.hasNext();)
            key = it.next().captured(1);
        const int line = int(before.count('\n')) + 1;
        file.problems.append({line, key,
                              ImportText::tr("not valid JSON at byte %1: %2")
                                  .arg(parseError.offset)
                                  .arg(parseError.errorString())});
        return;
    }
    if (const auto twice = firstDuplicateKey(bytes)) {
        file.problems.append({twice->line, twice->path,
                              ImportText::tr("appears twice in the same object (first on line %1): "
                                             "which one counts would be a guess")
                                  .arg(twice->firstLine)});
        return;
    }
    QJsonArray offerings;
    if (doc.isArray()) {
        offerings = doc.array();
    } else {
        const QJsonObject root = doc.object();
        if (!checkFormatTag(root, file))
            return;
        if (!root.value(QStringLiteral("offerings")).isArray()) {
            file.problems.append({0, QStringLiteral("offerings"),
                                  ImportText::tr("the file needs an \"offerings\" array")});
            return;
        }
        offerings = root.value(QStringLiteral("offerings")).toArray();
        const QJsonArray accelerators = root.value(QStringLiteral("accelerators")).toArray();
        QSet<QString> seen;
        for (qsizetype i = 0; i < accelerators.size(); ++i) {
            const QString prefix = QStringLiteral("accelerators[%1].").arg(i + 1);
            const auto a = readAccelerator(accelerators.at(i).toObject(), prefix, &file.problems);
            if (!a)
                continue;
            if (seen.contains(a->id)) {
                file.problems.append(
                    {0, prefix + QStringLiteral("id"),
                     ImportText::tr("accelerator \"%1\" appears twice").arg(shown(a->id))});
                continue;
            }
            seen.insert(a->id);
            file.accelerators.append(*a);
        }
    }

    static const QSet<QString> ignoredKeys {QStringLiteral("origin"), QStringLiteral("prices")};
    Collector collector(file);
    for (qsizetype i = 0; i < offerings.size(); ++i) {
        const int row = int(i + 1);
        if (!offerings.at(i).isObject()) {
            collector.problem(row, QString(), ImportText::tr("an offering must be a JSON object"));
            continue;
        }
        const QJsonObject o = offerings.at(i).toObject();
        QHash<QString, QString> fields;
        QString id;
        bool bad = false;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString key = it.key();
            if (ignoredKeys.contains(key))
                continue;
            const std::optional<QString> text = jsonText(it.value());
            if (key != u"id" && !offeringColumnList().contains(key)) {
                collector.problem(row, key, ImportText::tr("unknown key"));
                bad = true;
            } else if (!text) {
                collector.problem(row, key,
                                  ImportText::tr("must be a text, a number or true/false"));
                bad = true;
            } else if (key == u"id") {
                id = text->trimmed();
            } else {
                fields.insert(key, *text);
            }
        }
        if (id.isEmpty()) {
            collector.problem(row, QStringLiteral("id"), ImportText::tr("must not be empty"));
            continue;
        }
        if (const QString why = checkId(id); !why.isEmpty()) {
            collector.problem(row, QStringLiteral("id"), why);
            continue;
        }
        if (bad)
            continue;
        const QJsonValue pricesValue = o.value(QStringLiteral("prices"));
        if (!pricesValue.isUndefined() && !pricesValue.isNull() && !pricesValue.isArray()) {
            collector.problem(row, QStringLiteral("prices"), ImportText::tr("must be an array"));
            continue;
        }
        const QJsonArray prices = pricesValue.toArray();
        if (prices.isEmpty())
            collector.add(id, row, fields, QString(), std::nullopt, QString(), row);
        for (qsizetype k = 0; k < prices.size(); ++k) {
            const QString prefix = QStringLiteral("prices[%1].").arg(k + 1);
            QHash<QString, QString> priceFields;
            const QJsonObject p = prices.at(k).toObject();
            for (auto it = p.constBegin(); it != p.constEnd(); ++it) {
                const std::optional<QString> text = jsonText(it.value());
                if (!priceColumnList().contains(it.key()))
                    collector.problem(row, prefix + it.key(), ImportText::tr("unknown key"));
                else if (!text)
                    collector.problem(row, prefix + it.key(),
                                      ImportText::tr("must be a text, a number or null"));
                else
                    priceFields.insert(it.key(), *text);
            }
            collector.add(id, row, fields, QString(), priceFields, prefix, row);
        }
    }
}

} // namespace

QStringList CatalogImport::offeringColumns()
{
    return offeringColumnList();
}

QStringList CatalogImport::priceColumns()
{
    return priceColumnList();
}

QStringList CatalogImport::csvColumns()
{
    return QStringList {kId} + offeringColumnList() + priceColumnList();
}

bool CatalogImport::isCsvPath(const QString &path)
{
    return QFileInfo(path).suffix().compare(u"csv", Qt::CaseInsensitive) == 0;
}

QString CatalogImport::moneyText(qint64 fen)
{
    const QString sign = fen < 0 ? QStringLiteral("-") : QString();
    const qint64 a = fen < 0 ? -fen : fen;
    return sign + QString::number(a / 100) + u'.'
        + QStringLiteral("%1").arg(a % 100, 2, 10, QLatin1Char('0'));
}

std::optional<qint64> CatalogImport::parseMoney(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,15})(?:\\.(\\d{1,2}))?$"));
    const QRegularExpressionMatch m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    qint64 fen = m.captured(1).toLongLong() * 100;
    const QString decimals = m.captured(2);
    if (decimals.size() == 1)
        fen += decimals.toInt() * 10;
    else if (decimals.size() == 2)
        fen += decimals.toInt();
    return fen;
}

QString CatalogImport::checkOfferingField(const QString &column, const QString &text)
{
    return gp::db::checkOfferingField(column, text);
}

QString CatalogImport::offeringField(const Offering &o, const QString &column)
{
    if (column == kId)
        return o.id;
    if (column == u"provider")
        return o.provider;
    if (column == u"label")
        return o.labelEn;
    if (column == u"label_zh")
        return o.labelZh;
    if (column == u"accelerator")
        return o.acceleratorId;
    if (column == u"form")
        return sqlcodes::fromForm(o.form);
    if (column == u"gpus_per_node")
        return QString::number(o.gpusPerNode);
    if (column == u"min_gpus")
        return QString::number(o.minGpus);
    if (column == u"max_nodes")
        return QString::number(o.maxNodes);
    if (column == u"region")
        return o.regionEn;
    if (column == u"region_zh")
        return o.regionZh;
    if (column == u"cpu")
        return o.cpu;
    if (column == u"ram_gb")
        return o.ramGb ? QString::number(*o.ramGb) : QString();
    if (column == u"storage")
        return o.storage;
    if (column == u"network")
        return o.network;
    if (column == u"inter_node_gbs")
        return numberText(o.interNodeGBs);
    if (column == u"rdma")
        return boolText(o.rdma);
    if (column == u"shared_network")
        return boolText(o.sharedNetwork);
    if (column == u"physical_isolation")
        return boolText(o.physicalIsolation);
    if (column == u"root_access")
        return boolText(o.rootAccess);
    if (column == u"notes")
        return o.notes;
    if (column == u"lead_time_days")
        return o.leadTimeDays ? numberText(*o.leadTimeDays) : QString();
    if (column == u"lead_time_source")
        return o.leadTimeSource;
    return {};
}

Offering CatalogImport::applyFields(Offering base, const QHash<QString, QString> &fields)
{
    for (auto it = fields.cbegin(); it != fields.cend(); ++it)
        setOfferingField(base, it.key(), it.value());
    return base;
}

namespace {

// Labels, notes and sources are typed by people: "=HYPERLINK(...)" must stay text.
QStringList spreadsheetRow(QStringList row)
{
    for (QString &cell : row)
        cell = safetext::spreadsheetCell(cell);
    return row;
}

} // namespace

QByteArray CatalogImport::toCsv(const CatalogData &catalog)
{
    QString out = Csv::line(csvColumns());
    for (const Offering &o : catalog.offerings) {
        QStringList own;
        own.append(o.id);
        for (const QString &c : offeringColumnList())
            own.append(offeringField(o, c));
        if (o.prices.isEmpty()) {
            QStringList row = own;
            for (qsizetype i = 0; i < priceColumnList().size(); ++i)
                row.append(QString());
            out += Csv::line(spreadsheetRow(row));
        }
        for (const PriceSnapshot &p : o.prices) {
            QStringList row = own;
            row << sqlcodes::fromDate(p.observedOn) << sqlcodes::fromUnit(p.unit)
                << sqlcodes::fromScope(p.scope) << moneyText(p.priceFen)
                << (p.listFen ? moneyText(*p.listFen) : QString()) << p.currency << p.source
                << p.note;
            out += Csv::line(spreadsheetRow(row));
        }
    }
    return out.toUtf8();
}

ImportFile CatalogImport::read(const QByteArray &bytes, Format format, const QString &path)
{
    ImportFile file;
    file.path = path;
    if (format == Format::Csv)
        readCsv(bytes, file);
    else
        readJson(bytes, file);
    return file;
}

ImportFile CatalogImport::readFile(const QString &path)
{
    ImportFile refused;
    refused.path = path;
    const QFileInfo info(path);
    // A FIFO would block the read, a device never end it; a huge file would fill the memory.
    if (info.exists() && !info.isDir() && !safetext::isRegularFile(path)) {
        refused.problems.append(
            {0, QString(), ImportText::tr("is not a regular file (a FIFO, a device or a socket)")});
        return refused;
    }
    if (info.isFile() && info.size() > kMaxFileBytes) {
        refused.problems.append({0, QString(),
                                 ImportText::tr("is %1 MB: files over %2 MB are not imported")
                                     .arg(info.size() / (1024 * 1024))
                                     .arg(kMaxFileBytes / (1024 * 1024))});
        return refused;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        refused.problems.append(
            {0, QString(), ImportText::tr("cannot be read: %1").arg(f.errorString())});
        return refused;
    }
    const QByteArray bytes = f.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) {
        refused.problems.append({0, QString(),
                                 ImportText::tr("holds more than %1 MB: files over %1 MB are not "
                                                "imported")
                                     .arg(kMaxFileBytes / (1024 * 1024))});
        return refused;
    }
    // Invalid bytes would be stored as U+FFFD, changing the text unnoticed.
    if (const qsizetype bad = safetext::invalidUtf8At(bytes); bad >= 0) {
        refused.problems.append(
            {int(bytes.left(bad).count('\n')) + 1, QString(),
             ImportText::tr("is not valid UTF-8 (byte %1): save the file as UTF-8").arg(bad)});
        return refused;
    }
    Format format = Format::Json;
    if (isCsvPath(path)) {
        format = Format::Csv;
    } else if (QFileInfo(path).suffix().compare(u"json", Qt::CaseInsensitive) != 0) {
        const QByteArray start = bytes.trimmed();
        const bool looksJson = start.startsWith('{') || start.startsWith('[')
            || start.startsWith("\xEF\xBB\xBF{") || start.startsWith("\xEF\xBB\xBF[");
        format = looksJson ? Format::Json : Format::Csv;
    }
    QByteArray content = bytes;
    if (format == Format::Json && content.startsWith("\xEF\xBB\xBF"))
        content.remove(0, 3);
    return read(content, format, path);
}

namespace {

/// Accelerators of the file that are new or differ from the catalog's.
void compareAccelerators(const CatalogData &current, const ImportFile &file, ImportPreview &preview,
                         QSet<QString> &acceleratorIds)
{
    for (const Accelerator &a : current.accelerators)
        acceleratorIds.insert(a.id);
    for (const Accelerator &a : file.accelerators) {
        acceleratorIds.insert(a.id);
        const Accelerator *existing = current.accelerator(a.id);
        if (!existing) {
            preview.newAccelerators.append(a.id);
            preview.acceleratorsToWrite.append(a);
        } else if (!sameAccelerator(*existing, a)) {
            preview.changedAccelerators.append(a.id);
            preview.acceleratorsToWrite.append(a);
        }
    }
}

/// The offering's own columns as the import leaves them; false (with a problem) when they
/// cannot be written.
bool compareOwnColumns(const ImportedOffering &imported, const Offering *existing,
                       const QSet<QString> &acceleratorIds, ImportPreview &preview,
                       bool *ownChanged)
{
    Offering own;
    if (existing) {
        own = *existing;
        own.prices.clear();
    } else {
        for (const QString &c : requiredOfferingColumns()) {
            if (!imported.fields.contains(c) || imported.fields.value(c).trimmed().isEmpty())
                preview.problems.append(
                    {imported.row, c,
                     ImportText::tr(
                         "offering \"%1\" is not in the catalog, so it needs this column")
                         .arg(shown(imported.id))});
        }
        own.id = imported.id;
        own.labelEn = imported.id;
    }
    own = CatalogImport::applyFields(own, imported.fields);
    own.origin = RowOrigin::User;
    if (!acceleratorIds.contains(own.acceleratorId)) {
        preview.problems.append({imported.row, QStringLiteral("accelerator"),
                                 ImportText::tr("unknown accelerator \"%1\" (not in the catalog)")
                                     .arg(shown(own.acceleratorId))});
        return false;
    }
    *ownChanged = !existing;
    if (existing) {
        for (const QString &c : offeringColumnList())
            *ownChanged = *ownChanged
                || CatalogImport::offeringField(*existing, c)
                    != CatalogImport::offeringField(own, c);
    }
    if (!existing)
        preview.newOfferings.append(own.id);
    else if (*ownChanged)
        preview.changedOfferings.append(own.id);
    if (*ownChanged)
        preview.offeringsToWrite.append(own);
    return true;
}

/// Prices dated after \a options.today, unless they are imported as planned prices.
void refuseFuturePrices(const ImportedOffering &imported, const ImportOptions &options,
                        ImportPreview &preview)
{
    if (options.plannedPrices)
        return;
    for (qsizetype k = 0; k < imported.prices.size(); ++k) {
        const PriceSnapshot &p = imported.prices.at(k);
        if (p.observedOn <= options.today)
            continue;
        preview.problems.append(
            {imported.priceRows.value(k, imported.row), QStringLiteral("observed_on"),
             ImportText::tr("%1 is after today (%2): a price read in the future would stay the "
                            "current price for years; prices not yet in force are imported only "
                            "as planned prices (catalog import --planned-prices)")
                 .arg(sqlcodes::fromDate(p.observedOn), sqlcodes::fromDate(options.today))});
    }
}

/// The prices of the file the catalog lacks (added) or holds with other columns (updated);
/// true when any.
bool comparePrices(const ImportedOffering &imported, const Offering *existing,
                   ImportPreview &preview, QList<const PriceSnapshot *> *added)
{
    bool changed = false;
    // The catalog's prices of this offering by key, the last of equal keys winning.
    QHash<QString, const PriceSnapshot *> existingByKey;
    if (existing) {
        existingByKey.reserve(existing->prices.size());
        for (const PriceSnapshot &e : existing->prices)
            existingByKey.insert(keyText(e), &e);
    }
    for (const PriceSnapshot &p : imported.prices) {
        const PriceSnapshot *match = existingByKey.value(keyText(p), nullptr);
        if (!match) {
            preview.pricesToAdd.append({imported.id, p});
            ++preview.newPriceRows;
            added->append(&p);
            changed = true;
        } else if (!sameRest(*match, p)) {
            preview.pricesToUpdate.append({imported.id, p});
            ++preview.updatedPriceRows;
            changed = true;
        }
    }
    return changed;
}

std::optional<double> percentChange(const PriceSnapshot &before, const PriceSnapshot &after)
{
    if (before.unit != after.unit || before.scope != after.scope || before.priceFen <= 0)
        return std::nullopt;
    return 100.0 * double(after.priceFen - before.priceFen) / double(before.priceFen);
}

/// The newest of \a prices in \a unit and \a scope (the last of equal dates), or nullptr.
template<typename List, typename At>
const PriceSnapshot *newestOf(const List &prices, At at, BillingUnit unit, PriceScope scope)
{
    const PriceSnapshot *best = nullptr;
    for (const auto &entry : prices) {
        const PriceSnapshot &p = at(entry);
        if (p.unit == unit && p.scope == scope && (!best || p.observedOn >= best->observedOn))
            best = &p;
    }
    return best;
}

/// The change the offering's current price undergoes (the newest added price against the
/// newest the catalog has), and every current price per unit and per that moves by more than
/// ImportPreview::kLargeChangePercent: a price list cut off mid-number (86880 read as 86) is one.
void comparePriceChanges(const ImportedOffering &imported, const Offering *existing,
                         const QList<const PriceSnapshot *> &added, ImportPreview &preview)
{
    if (added.isEmpty())
        return;
    const auto self = [](const PriceSnapshot *p) -> const PriceSnapshot & {
        return *p;
    };
    const auto value = [](const PriceSnapshot &p) -> const PriceSnapshot & {
        return p;
    };
    const PriceSnapshot *newestAdded = nullptr;
    for (const PriceSnapshot *p : added) {
        if (!newestAdded || p->observedOn >= newestAdded->observedOn)
            newestAdded = p;
    }
    const PriceSnapshot *before = existing ? existing->currentPrice() : nullptr;
    if (!before || newestAdded->observedOn >= before->observedOn) {
        PriceChange change;
        change.offeringId = imported.id;
        change.after = *newestAdded;
        if (before) {
            change.before = *before;
            change.percent = percentChange(*before, *newestAdded);
        }
        preview.priceChanges.append(change);
    }
    if (!existing)
        return;
    for (const BillingUnit unit : {BillingUnit::Hour, BillingUnit::Day, BillingUnit::Month}) {
        for (const PriceScope scope : {PriceScope::PerGpu, PriceScope::PerNode}) {
            const PriceSnapshot *after = newestOf(added, self, unit, scope);
            const PriceSnapshot *old = newestOf(existing->prices, value, unit, scope);
            if (!after || !old || after->observedOn < old->observedOn)
                continue;
            const std::optional<double> percent = percentChange(*old, *after);
            if (percent && std::abs(*percent) > ImportPreview::kLargeChangePercent)
                preview.largeChanges.append({imported.id, *old, *after, percent});
        }
    }
}

} // namespace

ImportPreview CatalogImport::preview(const CatalogData &current, const ImportFile &file,
                                     const ImportOptions &options)
{
    ImportPreview preview;
    preview.path = file.path;
    preview.catalogOfferings = int(current.offerings.size());
    preview.problems = file.problems;
    if (!preview.problems.isEmpty())
        return preview;

    QSet<QString> acceleratorIds;
    compareAccelerators(current, file, preview, acceleratorIds);
    QSet<QString> inFile;
    for (const ImportedOffering &imported : file.offerings) {
        inFile.insert(imported.id);
        const Offering *existing = current.offering(imported.id);
        bool ownChanged = false;
        if (!compareOwnColumns(imported, existing, acceleratorIds, preview, &ownChanged))
            continue;
        refuseFuturePrices(imported, options, preview);
        QList<const PriceSnapshot *> added;
        const bool pricesChanged = comparePrices(imported, existing, preview, &added);
        comparePriceChanges(imported, existing, added, preview);
        if (existing && !ownChanged && !pricesChanged)
            preview.unchangedOfferings.append(imported.id);
    }
    if (file.complete) {
        for (const Offering &o : current.offerings) {
            if (!inFile.contains(o.id))
                preview.removedOfferings.append(o.id);
        }
    }
    return preview;
}

} // namespace gp::db

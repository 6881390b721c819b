#include "shortnames.h"

#include "catalogtext.h"
#include "moneyformat.h"

#include <QList>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace gp::format {

namespace {

/// The words of a label that say the rental form: the short name says it as "x8" (a machine)
/// or as "container".
constexpr const char16_t *kMachineWords[]
    = {u" bare-metal machine", u" bare-metal", u" 裸金属整机", u" 裸金属", u"裸金属整机"};
constexpr const char16_t *kContainerWords[] = {u" container", u" 容器", u"容器"};
/// Brand words the card's model number does without, as the seeds write it ("910B 64G x8",
/// "4090 24G x8"): they cost a table column width and tell nothing apart.
constexpr const char16_t *kBrandWords[] = {u"Ascend ", u"昇腾 ", u"RTX ", u"NVIDIA ", u"GeForce "};

QString withQualifier(const QString &head, const QString &qualifier, bool chinese)
{
    if (qualifier.isEmpty())
        return head;
    return chinese ? head + u'（' + qualifier + u'）' : head + u" ("_s + qualifier + u')';
}

} // namespace

ShortNames::Parts ShortNames::split(const Offering &offering, const QLocale &locale)
{
    QString label = offeringLabel(offering, locale).trimmed();
    Parts parts;
    // A trailing parenthesis, ASCII or full-width: what the catalog's label tells apart.
    const bool fullWidth = label.endsWith(u'）');
    if (fullWidth || label.endsWith(u')')) {
        const qsizetype open = label.lastIndexOf(fullWidth ? u'（' : u'(');
        if (open > 0) {
            parts.qualifier = label.mid(open + 1, label.size() - open - 2).trimmed();
            label = label.left(open).trimmed();
        }
    }
    for (const char16_t *word : kBrandWords) {
        if (label.startsWith(QStringView(word)) && label.size() > QStringView(word).size()) {
            label.remove(0, QStringView(word).size());
            break;
        }
    }
    const bool container = offering.form == RentalForm::Container;
    for (const char16_t *word : kMachineWords) {
        const qsizetype at = label.indexOf(QStringView(word));
        if (at > 0) {
            label.remove(at, QStringView(word).size());
            break;
        }
    }
    if (container) {
        bool had = false;
        for (const char16_t *word : kContainerWords) {
            const qsizetype at = label.indexOf(QStringView(word));
            if (at > 0) {
                // The form word goes last, after "single-card" and the like.
                label.remove(at, QStringView(word).size());
                had = true;
                break;
            }
        }
        label = label.trimmed();
        if (had || !label.isEmpty()) {
            const bool chinese = isChinese(locale);
            label += chinese ? (label.back().unicode() < 0x80 ? u" 容器"_s : u"容器"_s)
                             : u" container"_s;
        }
    }
    parts.head = label.trimmed();
    if (parts.head.isEmpty())
        parts.head = offering.id;
    return parts;
}

ShortNames::ShortNames(const CatalogData &catalog, const QLocale &locale)
{
    const bool chinese = isChinese(locale);
    struct Entry {
        const Offering *offering;
        Parts parts;
        QString region;
    };
    QList<Entry> entries;
    entries.reserve(catalog.offerings.size());
    QHash<QString, QList<qsizetype>> byHead;
    byHead.reserve(catalog.offerings.size());
    for (const Offering &o : catalog.offerings) {
        Entry e {&o, split(o, locale), offeringRegion(o, locale).trimmed()};
        byHead[e.parts.head].append(entries.size());
        entries.append(std::move(e));
    }
    m_names.reserve(entries.size());
    for (auto it = byHead.cbegin(); it != byHead.cend(); ++it) {
        const QList<qsizetype> &group = it.value();
        if (group.size() == 1) {
            const Entry &e = entries.at(group.first());
            m_names.insert(e.offering->id, e.parts.head);
            continue;
        }
        // What tells the group apart: each way of naming them, kept if no two names are equal,
        // the one with the shortest longest name chosen.
        const auto names = [&](int way) {
            QStringList out;
            for (const qsizetype i : group) {
                const Entry &e = entries.at(i);
                QString q = way == 0              ? e.region
                    : way == 1                    ? e.parts.qualifier
                    : e.parts.qualifier.isEmpty() ? e.region
                    : e.region.isEmpty()
                    ? e.parts.qualifier
                    : e.parts.qualifier + (chinese ? u"，"_s : u", "_s) + e.region;
                out << withQualifier(e.parts.head, q, chinese);
            }
            return out;
        };
        const auto distinct = [](QStringList list) {
            std::sort(list.begin(), list.end());
            return std::adjacent_find(list.cbegin(), list.cend()) == list.cend();
        };
        const auto longest = [](const QStringList &list) {
            qsizetype n = 0;
            for (const QString &s : list)
                n = std::max(n, s.size());
            return n;
        };
        QStringList chosen;
        for (int way = 0; way < 3; ++way) {
            const QStringList candidate = names(way);
            if (distinct(candidate) && (chosen.isEmpty() || longest(candidate) < longest(chosen)))
                chosen = candidate;
        }
        // No way tells them all apart: everything the labels say, and the id below where two
        // still read the same.
        if (chosen.isEmpty())
            chosen = names(2);
        for (qsizetype k = 0; k < group.size(); ++k)
            m_names.insert(entries.at(group.at(k)).offering->id, chosen.at(k));
    }
    // Offerings whose labels and regions are alike: the id tells them apart.
    QHash<QString, int> seen;
    for (auto it = m_names.cbegin(); it != m_names.cend(); ++it)
        ++seen[it.value()];
    for (auto it = m_names.begin(); it != m_names.end(); ++it) {
        if (seen.value(it.value()) > 1)
            it.value() = withQualifier(it.value(), it.key(), chinese);
    }
}

ShortNames ShortNames::forCatalog(const CatalogData &catalog, const QLocale &locale)
{
    // The cache holds a copy of each offering list it names: while it does, the list's buffer
    // cannot be freed and reused, and a catalog that changes its list detaches to a new buffer,
    // so an equal buffer means equal offerings.
    struct Cached {
        QList<Offering> offerings;
        QString locale;
        ShortNames names;
    };
    static QMutex mutex;
    static QList<Cached> cache; // the newest first
    constexpr qsizetype kKept = 4;
    const QString localeName = locale.name();
    {
        QMutexLocker lock(&mutex);
        for (qsizetype i = 0; i < cache.size(); ++i) {
            if (cache.at(i).offerings.constData() == catalog.offerings.constData()
                && cache.at(i).offerings.size() == catalog.offerings.size()
                && cache.at(i).locale == localeName) {
                if (i > 0)
                    cache.move(i, 0);
                return cache.first().names;
            }
        }
    }
    ShortNames names(catalog, locale);
    QMutexLocker lock(&mutex);
    cache.prepend(Cached {catalog.offerings, localeName, names});
    if (cache.size() > kKept)
        cache.removeLast();
    return names;
}

QString ShortNames::of(const QString &offeringId) const
{
    return m_names.value(offeringId, offeringId);
}

} // namespace gp::format

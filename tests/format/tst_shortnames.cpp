// Short names: every offering of the shipped catalog has one distinct from all others, in both
// languages; an offering's name is its label's head unless another reads the same, and then
// the shortest of region, label qualifier or both tells them apart; labels alike in every way
// fall back to the id.

#include "shippeddata.h"
#include "shortnames.h"

#include <QLocale>
#include <QSet>
#include <QTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

const CatalogData &shipped()
{
    static const CatalogData data = [] {
        QString error;
        const auto d = db::ShippedData::read(u":/db/data/default_catalog.json"_s, &error);
        if (!d)
            qFatal("shipped catalog: %s", qPrintable(error));
        return d->data();
    }();
    return data;
}

QLocale localeOf(const QString &language)
{
    return language == u"zh_CN" ? QLocale(QLocale::Chinese, QLocale::China)
                                : QLocale(QLocale::English, QLocale::UnitedStates);
}

Offering offering(const char *id, const char *label, RentalForm form, const char *region = "")
{
    Offering o;
    o.id = QString::fromUtf8(id);
    o.labelEn = QString::fromUtf8(label);
    o.regionEn = QString::fromUtf8(region);
    o.form = form;
    return o;
}

} // namespace

class TestShortNames final : public QObject {
    Q_OBJECT

private slots:
    void everyShippedOfferingHasItsOwnName_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("zh_CN") << u"zh_CN"_s;
    }

    void everyShippedOfferingHasItsOwnName()
    {
        QFETCH(QString, language);
        const format::ShortNames names(shipped(), localeOf(language));
        QSet<QString> seen;
        for (const Offering &o : shipped().offerings) {
            const QString name = names.of(o.id);
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
            // Never longer than the catalog's own label.
            const QString label
                = language == u"zh_CN" && !o.labelZh.isEmpty() ? o.labelZh : o.labelEn;
            QVERIFY2(name.size() <= label.size(), qPrintable(name + u" / "_s + label));
        }
    }

    void theShortestDistinctionIsChosen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        const auto row = [](const char *language, const char *id, const char *name) {
            QTest::newRow(qPrintable(QString::fromUtf8(language) + u' ' + QString::fromUtf8(id)))
                << QString::fromUtf8(language) << QString::fromUtf8(id) << QString::fromUtf8(name);
        };
        // Two H100 machines: the label's "(IB)" is shorter than either region.
        row("en", "jygpu-bm-h100-ningxia1", "H100 80G x8");
        row("en", "jygpu-bm-h100-jilin1", "H100 80G x8 (IB)");
        // Two 910B 64G machines: the regions are shorter than the CPUs.
        row("en", "jygpu-bm-910b-huawei", "910B 64G x8 (Huawei zone)");
        row("en", "jygpu-bm-910b-sichuan1", "910B 64G x8 (Sichuan zone 1)");
        // Alone of its kind: no qualifier.
        row("en", "jygpu-bm-4090-sichuan2", "4090 24G x8");
        row("en", "jygpu-ct-4090", "4090 24G container");
        row("en", "jygpu-ct-910b-discount", "910B 64G single-card container");
        row("zh_CN", "jygpu-bm-h100-jilin1", "H100 80G ×8（IB）");
        row("zh_CN", "jygpu-ct-4090", "4090 24G 容器");
        row("zh_CN", "jygpu-ct-910b-discount", "910B 64G 单卡容器");
    }

    void theShortestDistinctionIsChosen()
    {
        QFETCH(QString, language);
        QFETCH(QString, id);
        QFETCH(QString, name);
        QVERIFY(shipped().offering(id));
        QCOMPARE(format::ShortNames(shipped(), localeOf(language)).of(id), name);
    }

    void labelsAlikeFallBackToTheId()
    {
        CatalogData c;
        c.offerings
            = {offering("a", "X 8G x8 bare-metal machine", RentalForm::BareMetal),
               offering("b", "X 8G x8 bare-metal machine", RentalForm::BareMetal),
               offering("c", "X 8G x8 bare-metal machine (IB)", RentalForm::BareMetal, "East")};
        c.buildIndex();
        const format::ShortNames names(c, QLocale(QLocale::English));
        QCOMPARE(names.of(u"c"_s), u"X 8G x8 (IB, East)"_s);
        QCOMPARE(names.of(u"a"_s), u"X 8G x8 (a)"_s);
        QCOMPARE(names.of(u"b"_s), u"X 8G x8 (b)"_s);
        QCOMPARE(names.of(u"unknown"_s), u"unknown"_s);
    }

    void theKeptNamesFollowTheCatalogAndLanguage()
    {
        CatalogData c;
        c.offerings = {offering("a", "X 8G x8 bare-metal machine", RentalForm::BareMetal, "East"),
                       offering("b", "Y 8G x8 bare-metal machine", RentalForm::BareMetal)};
        c.offerings[0].labelZh = u"X 8G ×8 裸金属整机"_s;
        c.buildIndex();
        const QLocale en(QLocale::English);
        const QLocale zh(QLocale::Chinese, QLocale::China);
        QCOMPARE(format::ShortNames::forCatalog(c, en).of(u"a"_s), u"X 8G x8"_s);
        QCOMPARE(format::ShortNames::forCatalog(c, zh).of(u"a"_s),
                 format::ShortNames(c, zh).of(u"a"_s));
        // A copy of the catalog shares its list and its names; a changed copy gets its own.
        CatalogData changed = c;
        QCOMPARE(format::ShortNames::forCatalog(changed, en).of(u"b"_s), u"Y 8G x8"_s);
        changed.offerings[1].labelEn = u"X 8G x8 bare-metal machine"_s;
        changed.buildIndex();
        QCOMPARE(format::ShortNames::forCatalog(changed, en).of(u"a"_s), u"X 8G x8 (East)"_s);
        QCOMPARE(format::ShortNames::forCatalog(changed, en).of(u"b"_s),
                 format::ShortNames(changed, en).of(u"b"_s));
        // The first catalog's names did not move.
        QCOMPARE(format::ShortNames::forCatalog(c, en).of(u"a"_s), u"X 8G x8"_s);
        // A catalog freed and another built in its place is named afresh.
        for (int round = 0; round < 8; ++round) {
            CatalogData fresh;
            fresh.offerings = {offering(
                "z", round % 2 ? "P 1G x8 bare-metal machine" : "Q 1G x8 bare-metal machine",
                RentalForm::BareMetal)};
            fresh.buildIndex();
            QCOMPARE(format::ShortNames::forCatalog(fresh, en).of(u"z"_s),
                     round % 2 ? u"P 1G x8"_s : u"Q 1G x8"_s);
        }
    }
};

QTEST_GUILESS_MAIN(TestShortNames)
#include "tst_shortnames.moc"

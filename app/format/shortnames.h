#pragma once

#include "catalogdata.h"

#include <QHash>
#include <QLocale>
#include <QString>

namespace gp::format {

/// Names that tell offerings apart in little room: the accelerator and its cards as the
/// catalog's label has them, without the brand word ("H100 80G x8", "4090 24G container",
/// "910B 64G x8"), and only where two
/// offerings of the catalog would read the same, what tells them apart, the shortest of: the
/// region, the qualifier the label ends in (network, CPU: "(IB)", "(Kunpeng 96-core)"), both.
/// Used by the comparison table, the charts and their legends, and the runner-up sentence; the
/// full label goes in tooltips and the PDF's option list. One name per offering everywhere, in
/// one pass over the catalog.
class ShortNames final {
public:
    ShortNames() = default;
    ShortNames(const CatalogData &catalog, const QLocale &locale);

    /// The names of \a catalog, computed once per catalog and language: every view of an edit
    /// asks for them, and the pass over a catalog costs more than a view's own work. Kept while
    /// the catalog's offering list is the same shared list; a changed catalog is a new list.
    /// Thread-safe.
    [[nodiscard]] static ShortNames forCatalog(const CatalogData &catalog, const QLocale &locale);

    /// The offering's short name; its id when the catalog does not hold it.
    [[nodiscard]] QString of(const QString &offeringId) const;

    /// The label split into the short head and its qualifier (the text of a trailing
    /// parenthesis, in either script), for one offering: exposed for tests.
    struct Parts {
        QString head;
        QString qualifier;
    };
    [[nodiscard]] static Parts split(const Offering &offering, const QLocale &locale);

private:
    QHash<QString, QString> m_names;
};

} // namespace gp::format

#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace gp {

/// Why an option is (in)feasible or what the engine advises: a stable code plus named numbers.
/// The UI, CLI and report turn it into a translated sentence; the engine never writes prose.
struct Reason {
    enum class Severity { Blocker, Warning, Info };

    QString code; ///< stable snake_case code, e.g. "memory_exceeded"
    Severity severity = Severity::Info;
    QList<QPair<QString, double>> numbers; ///< e.g. {"needed_gb", 1120}, {"capacity_gb", 192}
    QList<QPair<QString, QString>> texts; ///< ids, e.g. {"alternative", "jygpu-bm-h100-jilin1"}

    [[nodiscard]] double number(const QString &key, double fallback = 0) const
    {
        for (const auto &[k, v] : numbers) {
            if (k == key)
                return v;
        }
        return fallback;
    }

    [[nodiscard]] QString text(const QString &key) const
    {
        for (const auto &[k, v] : texts) {
            if (k == key)
                return v;
        }
        return {};
    }
};

} // namespace gp

// Qt containers and plain values only: lists of it grow by moving bytes, not element by element.
Q_DECLARE_TYPEINFO(gp::Reason, Q_RELOCATABLE_TYPE);

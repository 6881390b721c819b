#pragma once

#include "job.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace gp::ui {

/// The Compare tab's scenarios on disk as one `.gpuplanset` file: {"format":
/// "gpuplanner-scenarios/1", "scenarios": [{"name": ..., "job": {...}}]}, each job the same JSON
/// a `.gpuplan` file holds (job files themselves stay as they are: the CLI reads them). Read with
/// the bounds of a job file, written atomically.
class ScenarioSet final {
    Q_DECLARE_TR_FUNCTIONS(gp::ui::ScenarioSet)

public:
    struct Entry {
        QString name;
        gp::Job job;
    };
    struct LoadResult {
        QList<Entry> entries;
        QString error; ///< "FILE: scenarios[2].job.model.params_b: must be > 0"; empty when read
        [[nodiscard]] bool ok() const { return error.isEmpty(); }
    };

    /// A set lists a few jobs; a larger file is not one and is not read.
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024;

    [[nodiscard]] static QString formatTag();
    /// The suffix of scenario set files, without the dot.
    [[nodiscard]] static QString suffix();
    [[nodiscard]] static QString dialogFilter();

    [[nodiscard]] static QByteArray serialize(const QList<Entry> &entries);
    [[nodiscard]] static LoadResult parse(const QByteArray &bytes, const QString &path);
    /// Reads \a path: only a regular file of at most kMaxBytes.
    [[nodiscard]] static LoadResult load(const QString &path);
    /// Writes through a temporary file renamed over the old one; false with *error naming the
    /// file when it cannot be written (the old file is then unchanged).
    [[nodiscard]] static bool save(const QList<Entry> &entries, const QString &path,
                                   QString *error);
};

} // namespace gp::ui

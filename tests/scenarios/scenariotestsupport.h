#pragma once

// Shared by the scenario suites: the sample jobs, field-by-field Job equality, and a small
// RFC 4180 reader to check exported CSV by parsing it back.

#include "job.h"

#include <QDir>
#include <QStringList>

namespace gp::scenariotest {

inline QString jobsDir()
{
    return QDir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR"))
        .filePath(QStringLiteral("resources/jobs"));
}

inline QString sampleJob(const QString &name)
{
    return QDir(jobsDir()).filePath(name);
}

/// Field-by-field equality: Job has no operator== (the engine's value types stay plain).
inline bool sameJob(const gp::Job &a, const gp::Job &b)
{
    const auto &ma = a.model;
    const auto &mb = b.model;
    const bool model = ma.preset == mb.preset && ma.paramsB == mb.paramsB
        && ma.activeParamsB == mb.activeParamsB && ma.layers == mb.layers && ma.hidden == mb.hidden
        && ma.heads == mb.heads && ma.kvHeads == mb.kvHeads && ma.seqLen == mb.seqLen
        && ma.vocab == mb.vocab;
    bool measured = a.measured.size() == b.measured.size();
    for (qsizetype i = 0; measured && i < a.measured.size(); ++i) {
        measured = a.measured[i].accelerator == b.measured[i].accelerator
            && a.measured[i].gpus == b.measured[i].gpus
            && a.measured[i].tokensPerS == b.measured[i].tokensPerS;
    }
    bool layout = a.layout.has_value() == b.layout.has_value();
    if (layout && a.layout) {
        const auto &la = *a.layout;
        const auto &lb = *b.layout;
        layout = la.tp == lb.tp && la.pp == lb.pp && la.dp == lb.dp && la.zero == lb.zero
            && la.microBatch == lb.microBatch && la.recompute == lb.recompute
            && la.offload == lb.offload;
    }
    return model && measured && layout && a.method == b.method && a.precision == b.precision
        && a.tokensB == b.tokensB && a.loraRank == b.loraRank
        && a.physicalIsolation == b.physicalIsolation && a.domesticHardware == b.domesticHardware
        && a.customKernels == b.customKernels && a.expansion == b.expansion
        && a.deadlineDays == b.deadlineDays && a.budgetCny == b.budgetCny
        && a.monthlyHours == b.monthlyHours && a.iteration == b.iteration
        && a.offerings == b.offerings && a.gpuCount == b.gpuCount && a.mfu == b.mfu
        && a.inference.concurrentRequests == b.inference.concurrentRequests
        && a.inference.contextTokens == b.inference.contextTokens
        && a.inference.targetTokensPerS == b.inference.targetTokensPerS
        && a.globalBatchTokens == b.globalBatchTokens;
}

/// Records of RFC 4180 text: fields split on commas, quoted fields may hold commas, doubled
/// quotes and line breaks. Sets *ok to false when a record does not end in CRLF or a quote is
/// left open.
inline QList<QStringList> parseCsv(const QString &text, bool *ok)
{
    *ok = true;
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        if (c == u'"' && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
        } else if (c == u',') {
            record << field;
            field.clear();
            fieldStarted = false;
        } else if (c == u'\r') {
            if (i + 1 >= text.size() || text.at(i + 1) != u'\n') {
                *ok = false;
                return records;
            }
            ++i;
            record << field;
            records << record;
            record.clear();
            field.clear();
            fieldStarted = false;
        } else if (c == u'\n') {
            *ok = false; // a bare LF outside quotes: not CRLF
            return records;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted || !field.isEmpty() || !record.isEmpty())
        *ok = false; // open quote, or a last record without its CRLF
    return records;
}

} // namespace gp::scenariotest

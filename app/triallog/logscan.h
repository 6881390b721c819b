#pragma once

// Byte-level scanning shared by the text-log readers: lines found by a marker searched through
// the whole buffer (one pass, no per-line work for lines without it), numbers read in place.

#include <QByteArrayView>
#include <QDate>

#include <optional>
#include <vector>

namespace gp::triallog::scan {

/// A line of a buffer: [begin, end), without its line break. Lines end at '\n' or '\r' (progress
/// bars rewrite their line with '\r').
struct LineRef {
    qsizetype begin = 0;
    qsizetype end = 0;
};

/// The line around \a pos.
[[nodiscard]] LineRef lineAround(QByteArrayView text, qsizetype pos);

/// The lines of \a text that contain \a marker, each once, in order.
[[nodiscard]] std::vector<LineRef> linesContaining(QByteArrayView text, QByteArrayView marker);

/// Whether \a line is the last of \a text and has no line break after it (a cut line).
[[nodiscard]] bool isUnterminated(QByteArrayView text, const LineRef &line);

/// 1-based number of the line holding \a pos.
[[nodiscard]] qint64 lineNumber(QByteArrayView text, qsizetype pos);

/// A finite number at the start of \a text after spaces (and a '+'), or none; \a end is set to
/// the position after it.
[[nodiscard]] std::optional<double> leadingNumber(QByteArrayView text, qsizetype *end = nullptr);

/// \a value as a whole number of steps or samples: none when it is missing, negative, not
/// whole or past 10^15 (a count no log holds, and one that would not fit a qint64 cast).
[[nodiscard]] std::optional<qint64> wholeNumber(std::optional<double> value);

/// The number after the first \a key of \a line, past spaces and one ':' or '='.
[[nodiscard]] std::optional<double> numberAfter(QByteArrayView line, QByteArrayView key);

/// The whole number after the first \a key of \a line, as numberAfter (a decimal like "99.00"
/// counts when it has no fraction).
[[nodiscard]] std::optional<qint64> integerAfter(QByteArrayView line, QByteArrayView key);

/// "N/M" after \a key in \a line (a Megatron or NeMo iteration), N only; the first \a key
/// occurrence followed by such a pair.
[[nodiscard]] std::optional<qint64> counterAfter(QByteArrayView line, QByteArrayView key);

/// The value of a settings printout line "key ........ 128" (Megatron's and DeepSpeed's argument
/// lists) or "key: 128" / "key = 128", first found in \a text.
[[nodiscard]] std::optional<double> settingValue(QByteArrayView text, QByteArrayView key);

/// The cards a log says the run had: "world_size ..... 8", "world size: 8" or NeMo's and
/// Lightning's "MEMBER: 1/8"; the first found.
[[nodiscard]] std::optional<int> worldSize(QByteArrayView text);

/// The first "YYYY-MM-DD" followed by a time ("HH:MM") in \a text.
[[nodiscard]] std::optional<QDate> firstDate(QByteArrayView text);

/// Position of the first NUL byte (a binary file, not a log); -1 when there is none.
[[nodiscard]] qsizetype binaryAt(QByteArrayView text);

/// The first \a limit bytes of \a text (all of it when shorter).
[[nodiscard]] inline QByteArrayView prefix(QByteArrayView text, qsizetype limit)
{
    return text.size() > limit ? text.first(limit) : text;
}

} // namespace gp::triallog::scan

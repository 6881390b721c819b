#pragma once

#include <QByteArray>
#include <QString>

/// Text from files and catalogs made safe to show: on a terminal, in one message line, in a
/// spreadsheet.
namespace gp::db::safetext {

/// At most \a maxChars characters of \a text for a message, control characters shown as
/// U+FFFD, "..." and the full length appended when it was cut.
[[nodiscard]] QString shortened(const QString &text, int maxChars = 60);

/// \a text with every control character (C0, DEL, C1, including ESC: terminal escape
/// sequences) and bidirectional control removed; tabs and line breaks become spaces.
[[nodiscard]] QString withoutControls(const QString &text);

/// True when \a text holds a control character other than tab, CR and LF.
[[nodiscard]] bool hasControls(const QString &text);

/// True when \a text holds a character that changes the order text is shown in (U+202E
/// RIGHT-TO-LEFT OVERRIDE and the other bidirectional embeddings, overrides, isolates and marks):
/// "1 ¥" shown where "¥ 1" is stored.
[[nodiscard]] bool hasBidiControls(const QString &text);

/// The first character of \a text that shows as nothing or as a plain space while being
/// another character: format characters (U+200B ZERO WIDTH SPACE, U+FEFF, U+00AD, the
/// bidirectional controls), line and paragraph separators and spaces other than U+0020 (U+00A0,
/// U+3000). An id holding one looks like another id. -1 when there is none.
[[nodiscard]] qsizetype invisibleAt(const QString &text);

/// A CSV cell a spreadsheet will not run: one that begins with =, +, -, @, a tab or CR (after
/// any apostrophes) gets a leading apostrophe (the OWASP advice for formula injection). Plain
/// numbers such as "-5" and "-0.25" are left alone, so that numeric columns stay numbers.
[[nodiscard]] QString spreadsheetCell(const QString &text);
/// The text spreadsheetCell() was given: one leading apostrophe dropped where it added one.
[[nodiscard]] QString fromSpreadsheetCell(const QString &text);
/// CSV text with every cell passed through spreadsheetCell(); unchanged when none needs it.
[[nodiscard]] QString spreadsheetSafeCsv(const QString &csv);

/// False when \a path names a FIFO, a device or a socket (opening or reading it could block or
/// never end); true for a regular file, a folder or a missing path.
[[nodiscard]] bool isRegularFile(const QString &path);

/// The byte offset of the first invalid UTF-8 sequence in \a bytes, or -1 when it is valid.
[[nodiscard]] qsizetype invalidUtf8At(const QByteArray &bytes);

} // namespace gp::db::safetext

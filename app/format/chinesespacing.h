#pragma once

#include <QLocale>
#include <QString>

namespace gp::format {

/// Chinese prose puts no space after a full-width mark (。，、；：！？）), before one, or between
/// two Chinese characters; sentences joined with a space, and a name or a duration set before
/// the next word ("整机 之前", "168 小时 内"), leave such spaces behind. This removes them and
/// keeps the spaces between Chinese and Latin letters or digits ("8 张卡", "约 234 小时"). Text
/// without Chinese is returned unchanged.
[[nodiscard]] QString tidyChineseSpacing(const QString &text);

/// The same for HTML: markup is left as it is, and the text on either side of a tag counts as
/// neighbours ("<b>如果期限可以放宽：</b> 910B" loses its space).
[[nodiscard]] QString tidyChineseSpacingInHtml(const QString &html);

/// tidyChineseSpacingInHtml in a Chinese \a locale; \a html as it is in any other.
[[nodiscard]] QString spacedForLocale(const QString &html, const QLocale &locale);

} // namespace gp::format

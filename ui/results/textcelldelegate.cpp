#include "textcelldelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>

#include <cmath>

namespace gp::ui {

namespace {

// A table shows a few hundred cells; past this many texts the cache starts again.
constexpr qsizetype kMaxCached = 4000;

QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget ? option.widget->style() : QApplication::style();
}

} // namespace

QRect TextCellDelegate::textRect(const QStyleOptionViewItem &option)
{
    // The margin QCommonStyle leaves on each side of an item view's text.
    const int margin
        = styleOf(option)->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
    return option.rect.adjusted(margin, 0, -margin, 0);
}

const QStaticText &TextCellDelegate::laidOut(const QString &text, const QFont &font, int width,
                                             Qt::TextElideMode mode) const
{
    const QString key = font.key() + QChar(0x1f) + QString::number(width) + QChar(0x1f)
        + QString::number(int(mode)) + QChar(0x1f) + text;
    auto found = m_texts.constFind(key);
    if (found != m_texts.cend())
        return *found;
    if (m_texts.size() >= kMaxCached)
        m_texts.clear();
    QStaticText laid(QFontMetrics(font).elidedText(text, mode, width));
    laid.setTextFormat(Qt::PlainText);
    laid.prepare(QTransform(), font);
    return *m_texts.insert(key, laid);
}

void TextCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    // The background, the selection and the focus: the style's, with no text to lay out.
    opt.text.clear();
    styleOf(opt)->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    if (text.isEmpty())
        return;

    const QRect area = textRect(opt);
    const QStaticText &laid = laidOut(text, opt.font, area.width(), opt.textElideMode);
    QPalette::ColorGroup group
        = opt.state.testFlag(QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !opt.state.testFlag(QStyle::State_Active))
        group = QPalette::Inactive;
    const QPalette::ColorRole role
        = opt.state.testFlag(QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text;
    const QSizeF size = laid.size();
    qreal x = area.left();
    if (opt.displayAlignment.testFlag(Qt::AlignRight))
        x = area.left() + area.width() - size.width();
    else if (opt.displayAlignment.testFlag(Qt::AlignHCenter))
        x = area.left() + (area.width() - size.width()) / 2;
    const qreal y = area.top() + std::floor((area.height() - size.height()) / 2);
    painter->save();
    painter->setPen(opt.palette.color(group, role));
    painter->setFont(opt.font);
    painter->setClipRect(area);
    painter->drawStaticText(QPointF(x, y), laid);
    painter->restore();
}

QSize TextCellDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString key = opt.font.key() + QChar(0x1f) + opt.text;
    auto found = m_sizes.constFind(key);
    if (found != m_sizes.cend())
        return *found;
    if (m_sizes.size() >= kMaxCached)
        m_sizes.clear();
    return *m_sizes.insert(key, QStyledItemDelegate::sizeHint(option, index));
}

} // namespace gp::ui

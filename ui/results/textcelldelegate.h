#pragma once

#include <QHash>
#include <QSize>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace gp::ui {

/// Paints a cell of text (no icon, no check box): the style draws its background, selection and
/// focus; the text comes from a cache of laid-out, elided text. A table repainted after an edit
/// then lays out only the cells whose text changed; Qt's own delegate lays out every cell two or
/// three times a paint (its size, its eliding, its drawing).
class TextCellDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    /// Qt's size for the cell, kept per text and font.
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const override;

    /// How many laid-out texts the cache holds.
    [[nodiscard]] qsizetype cachedTexts() const { return m_texts.size(); }
    /// Where the text of a cell of \a option's rectangle goes: the style's text margins.
    [[nodiscard]] static QRect textRect(const QStyleOptionViewItem &option);

private:
    [[nodiscard]] const QStaticText &laidOut(const QString &text, const QFont &font, int width,
                                             Qt::TextElideMode mode) const;

    mutable QHash<QString, QStaticText> m_texts; ///< by font, width, elide mode and text
    mutable QHash<QString, QSize> m_sizes; ///< by font and text
};

} // namespace gp::ui

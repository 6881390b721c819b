#include "results/textcelldelegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

namespace {

/// Paints the cell of \a index through \a delegate into a white image the cell's size.
QImage paintCell(const QStyledItemDelegate &delegate, QTableView &view, const QModelIndex &index,
                 const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.rect = QRect(QPoint(0, 0), size);
    option.state |= QStyle::State_Enabled | QStyle::State_Active;
    option.textElideMode = Qt::ElideRight;
    QPainter painter(&image);
    delegate.paint(&painter, option, index);
    return image;
}

/// The columns with any pixel darker than mid grey: where text was drawn.
QPair<int, int> inkColumns(const QImage &image)
{
    int first = -1;
    int last = -1;
    for (int x = 0; x < image.width(); ++x) {
        for (int y = 0; y < image.height(); ++y) {
            if (qGray(image.pixel(x, y)) < 128) {
                first = first < 0 ? x : first;
                last = x;
                break;
            }
        }
    }
    return {first, last};
}

} // namespace

class TestTextCellDelegate final : public QObject {
    Q_OBJECT

private slots:
    void sizeIsQtsOwn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("bold");
        QTest::newRow("name") << QStringLiteral("H100 80G x8 (IB)") << false;
        QTest::newRow("money, bold") << QStringLiteral("¥86,880") << true;
        QTest::newRow("Chinese") << QStringLiteral("昇腾 910B 64G x8（华为专区）") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void sizeIsQtsOwn()
    {
        // The table fits its columns to the delegate's sizes: they must be Qt's.
        QFETCH(QString, text);
        QFETCH(bool, bold);
        QStandardItemModel model(1, 1);
        model.setData(model.index(0, 0), text);
        if (bold) {
            QFont font = QApplication::font();
            font.setBold(true);
            model.setData(model.index(0, 0), font, Qt::FontRole);
        }
        QTableView view;
        view.setModel(&model);
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.widget = &view;
        const gp::ui::TextCellDelegate delegate;
        const QStyledItemDelegate qt;
        QCOMPARE(delegate.sizeHint(option, model.index(0, 0)),
                 qt.sizeHint(option, model.index(0, 0)));
        // Asked again, from its cache: the same.
        QCOMPARE(delegate.sizeHint(option, model.index(0, 0)),
                 qt.sizeHint(option, model.index(0, 0)));
    }

    void aTextIsLaidOutOnceForEveryPaint()
    {
        QStandardItemModel model(2, 1);
        model.setData(model.index(0, 0), QStringLiteral("234 h"));
        model.setData(model.index(1, 0), QStringLiteral("794 h"));
        QTableView view;
        view.setModel(&model);
        const gp::ui::TextCellDelegate delegate;
        for (int paint = 0; paint < 3; ++paint)
            paintCell(delegate, view, model.index(0, 0), QSize(120, 30));
        QCOMPARE(delegate.cachedTexts(), 1);
        paintCell(delegate, view, model.index(1, 0), QSize(120, 30));
        QCOMPARE(delegate.cachedTexts(), 2);
        // Another width elides the text anew.
        paintCell(delegate, view, model.index(1, 0), QSize(60, 30));
        QCOMPARE(delegate.cachedTexts(), 3);
    }

    void textStaysWithinItsCellAndItsAlignment_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("alignment");
        QTest::addColumn<int>("width");
        const QString long_ = QStringLiteral("Does not fit: needs 156 GB per card, has 24 GB");
        QTest::newRow("long, elided") << long_ << int(Qt::AlignLeft | Qt::AlignVCenter) << 120;
        QTest::newRow("short, left") << QStringLiteral("8 × 1") << int(Qt::AlignLeft) << 200;
        QTest::newRow("short, right") << QStringLiteral("8 × 1") << int(Qt::AlignRight) << 200;
    }

    void textStaysWithinItsCellAndItsAlignment()
    {
        QFETCH(QString, text);
        QFETCH(int, alignment);
        QFETCH(int, width);
        QStandardItemModel model(1, 1);
        model.setData(model.index(0, 0), text);
        model.setData(model.index(0, 0), QVariant::fromValue(Qt::Alignment(alignment)),
                      Qt::TextAlignmentRole);
        QTableView view;
        view.setModel(&model);
        const gp::ui::TextCellDelegate delegate;
        const QImage image = paintCell(delegate, view, model.index(0, 0), QSize(width, 30));
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.widget = &view;
        option.rect = image.rect();
        const QRect area = gp::ui::TextCellDelegate::textRect(option);
        const auto [first, last] = inkColumns(image);
        QVERIFY2(first >= 0, "no text drawn");
        QVERIFY(first >= area.left());
        QVERIFY(last <= area.right());
        const int advance = QFontMetrics(view.font()).horizontalAdvance(text);
        if (advance > area.width()) {
            // Elided: the ink runs to within a character of the cell's end.
            QVERIFY(last > area.right() - QFontMetrics(view.font()).horizontalAdvance(u'M') * 2);
        } else if (alignment & Qt::AlignRight) {
            QVERIFY(last > area.right() - 3);
        } else {
            QVERIFY(first < area.left() + 3);
        }
    }
};

QTEST_MAIN(TestTextCellDelegate)
#include "tst_textcelldelegate.moc"

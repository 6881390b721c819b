#include "chartstyle.h"

#include "unshapedfont.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsView>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>
#include <QXYSeries>

#include <array>
#include <cmath>

namespace gp::ui {

namespace {

// A projector at the back of a meeting room: the smallest chart text is a couple of points above
// the desktop default.
int basePointSize()
{
    const int app = QApplication::font().pointSize();
    return qMax(12, app > 0 ? app + 2 : 12);
}

} // namespace

void ChartStyle::apply(QChart *chart, const QString &title)
{
    chart->setTheme(QChart::ChartThemeLight);
    chart->setTitle(title);
    chart->setTitleFont(titleFont());
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(8, 8, 8, 8));
    chart->legend()->setFont(labelFont());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
}

void ChartStyle::prepareView(QGraphicsView *view)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
}

void ChartStyle::setPoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series && series->points() != points)
        series->replace(points);
}

void ChartStyle::layOutNow(QChart *chart)
{
    // Axes whose labels changed size ask for another pass while being laid out: a few passes
    // until the layout holds.
    QGraphicsLayout *layout = chart->layout();
    for (int pass = 0; layout && pass < 4 && !layout->isActivated(); ++pass)
        layout->activate();
}

void ChartStyle::styleAxis(QAbstractAxis *axis, const QString &title)
{
    axis->setTitleText(title);
    QFont titleF = labelFont();
    titleF.setBold(true);
    axis->setTitleFont(titleF);
    axis->setLabelsFont(labelFont());
}

void ChartStyle::setNiceRange(QValueAxis *axis, double min, double max, int targetTicks)
{
    if (!(max > min))
        max = min + 1;
    const double raw = (max - min) / qMax(1, targetTicks - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude * 10;
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (raw <= m * magnitude) {
            step = m * magnitude;
            break;
        }
    }
    const double low = std::floor(min / step) * step;
    const double high = std::ceil(max / step) * step;
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(low);
    axis->setTickInterval(step);
    axis->setMinorTickCount(1);
    // Steps under one need decimals in the labels; whole steps do not.
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step)));
    const QString format = axis->labelFormat();
    const auto percent = format.indexOf(QLatin1Char('%'));
    const QString prefix = percent > 0 ? format.left(percent) : QString();
    axis->setLabelFormat(prefix + QStringLiteral("%.") + QString::number(decimals)
                         + QLatin1Char('f'));
    // The range last: a range change lays the axis out at once, with the ticks and format above.
    axis->setRange(low, high);
}

QFont ChartStyle::labelFont()
{
    QFont font = unshaped(QApplication::font());
    font.setPointSize(basePointSize());
    return font;
}

QFont ChartStyle::titleFont()
{
    QFont font = unshaped(QApplication::font());
    font.setPointSize(basePointSize() + 4);
    font.setBold(true);
    return font;
}

QFont ChartStyle::pointLabelFont()
{
    QFont font = unshaped(QApplication::font());
    font.setPointSize(basePointSize());
    return font;
}

QColor ChartStyle::feasible()
{
    return QColor(0x1f, 0x77, 0xb4);
}

QColor ChartStyle::recommended()
{
    return QColor(0x2c, 0xa0, 0x2c);
}

QColor ChartStyle::infeasible()
{
    return QColor(0x9a, 0x9a, 0x9a);
}

QColor ChartStyle::pareto()
{
    return QColor(0xff, 0x7f, 0x0e);
}

QColor ChartStyle::deadline()
{
    return QColor(0xd6, 0x27, 0x28);
}

QColor ChartStyle::budget()
{
    return QColor(0x94, 0x67, 0xbd);
}

QColor ChartStyle::series(int index)
{
    // Tableau 10: distinct in colour and in lightness, so it survives a grey-scale printout.
    static const std::array<QColor, 10> colours {
        QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b), QColor(0xe1, 0x57, 0x59),
        QColor(0x76, 0xb7, 0xb2), QColor(0x59, 0xa1, 0x4f), QColor(0xed, 0xc9, 0x48),
        QColor(0xb0, 0x7a, 0xa1), QColor(0xff, 0x9d, 0xa7), QColor(0x9c, 0x75, 0x5f),
        QColor(0xba, 0xb0, 0xac)};
    return colours.at(std::size_t(qAbs(index)) % colours.size());
}

} // namespace gp::ui

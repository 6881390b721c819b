#include "planexport.h"

#include "outputfile.h"
#include "planjson.h"
#include "plantext.h"
#include "reportwriter.h"

#include <QAbstractItemModel>
#include <QBuffer>
#include <QGraphicsView>
#include <QImage>
#include <QJsonDocument>
#include <QPainter>
#include <QPrinter>
#include <QSvgGenerator>
#include <QWidget>

namespace gp::ui {

namespace {

constexpr int kPngScale = 2;

/// Draws \a widget with \a painter: a chart view draws its scene, so the drawing stays vector.
void paintWidget(QWidget &widget, QPainter &painter)
{
    if (auto *view = qobject_cast<QGraphicsView *>(&widget)) {
        view->render(&painter, QRectF(QPointF(0, 0), QSizeF(view->size())), view->rect());
        return;
    }
    widget.render(&painter);
}

} // namespace

QByteArray PlanExport::tableCsv(const QAbstractItemModel &model, int exportRole)
{
    const auto line = [](const QStringList &fields) {
        QStringList quoted;
        quoted.reserve(fields.size());
        for (const QString &f : fields)
            quoted << gp::format::csvField(f);
        return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    QString text;
    QStringList header;
    QList<qsizetype> widths; // fields per column: 0 for a column written as displayed
    for (int column = 0; column < model.columnCount(); ++column) {
        const QStringList names = exportRole >= 0
            ? model.headerData(column, Qt::Horizontal, exportRole).toStringList()
            : QStringList();
        widths << names.size();
        header << (names.isEmpty()
                       ? QStringList {model.headerData(column, Qt::Horizontal).toString()}
                       : names);
    }
    text += line(header);
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields;
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            if (widths.at(column) == 0) {
                fields << index.data(Qt::DisplayRole).toString();
                continue;
            }
            QStringList cells = index.data(exportRole).toStringList();
            cells.resize(widths.at(column)); // a short answer must not shift the columns
            fields << cells;
        }
        text += line(fields);
    }
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

bool PlanExport::writeCsv(const QAbstractItemModel &model, const QString &path, QString *error,
                          int exportRole)
{
    return writeFile(path, tableCsv(model, exportRole), error);
}

bool PlanExport::writePng(QWidget &chart, const QString &path, QString *error)
{
    QImage image(chart.size() * kPngScale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kPngScale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paintWidget(chart, painter);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, "PNG")) {
        if (error)
            *error = tr("%1: cannot draw the chart as PNG").arg(path);
        return false;
    }
    return writeFile(path, bytes, error);
}

QByteArray PlanExport::svg(QWidget &chart, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(chart.size());
    generator.setViewBox(QRect(QPoint(0, 0), chart.size()));
    generator.setTitle(title);
    generator.setDescription(tr("GPU Planner chart"));
    {
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        paintWidget(chart, painter);
    }
    return bytes;
}

bool PlanExport::writeSvg(QWidget &chart, const QString &title, const QString &path, QString *error)
{
    const QByteArray bytes = svg(chart, title);
    if (bytes.isEmpty()) {
        if (error)
            *error = tr("%1: cannot draw the chart as SVG").arg(path);
        return false;
    }
    return writeFile(path, bytes, error);
}

bool PlanExport::writePlanJson(const gp::Plan &plan, const gp::CatalogData &catalog,
                               const QString &path, QString *error)
{
    return writeFile(
        path, QJsonDocument(gp::planToJson(plan, catalog)).toJson(QJsonDocument::Indented), error);
}

bool PlanExport::writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QString why;
    if (!output::OutputFile::writeFile(path, bytes, {}, &why)) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, why);
        return false;
    }
    return true;
}

void PlanExport::preparePrinter(QPrinter &printer)
{
    printer.setResolution(gp::report::ReportWriter::kResolution);
    printer.setPageLayout(gp::report::ReportWriter::pageLayout());
    printer.setDocName(gp::report::ReportWriter::documentTitle());
}

} // namespace gp::ui

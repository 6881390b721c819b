#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QAbstractItemModel;
class QPrinter;
class QWidget;

namespace gp::ui {

/// The plan leaving the application for other tools: the comparison as CSV for spreadsheets, a
/// chart as PNG (slides) or SVG (documents), the plan as the JSON contract of SPEC section 6.
/// Every file is written through a temporary file, so a failed export leaves an old file whole.
class PlanExport final {
    Q_DECLARE_TR_FUNCTIONS(gp::ui::PlanExport)

public:
    /// A table as RFC 4180 CSV: the header row, then the rows in the model's order, text in the
    /// application's language. UTF-8 with a byte-order mark (so spreadsheet applications read
    /// Chinese correctly), CRLF line ends, fields with a comma, a quote or a line break quoted.
    /// With \a exportRole, a column whose header answers that role with a list of names is
    /// written as those columns, from the cells' lists of plain values (numbers a spreadsheet can
    /// add up); other columns as displayed.
    [[nodiscard]] static QByteArray tableCsv(const QAbstractItemModel &model, int exportRole = -1);
    [[nodiscard]] static bool writeCsv(const QAbstractItemModel &model, const QString &path,
                                       QString *error, int exportRole = -1);

    /// A picture of \a chart at twice its on-screen size, for slides and chats.
    [[nodiscard]] static bool writePng(QWidget &chart, const QString &path, QString *error);
    /// \a chart as vector drawing with \a title as the document's title.
    [[nodiscard]] static QByteArray svg(QWidget &chart, const QString &title);
    [[nodiscard]] static bool writeSvg(QWidget &chart, const QString &title, const QString &path,
                                       QString *error);

    /// The plan JSON contract (the same as `gpuplanner plan --format json`).
    [[nodiscard]] static bool writePlanJson(const gp::Plan &plan, const gp::CatalogData &catalog,
                                            const QString &path, QString *error);

    /// Sets \a printer up for the full report as the PDF is: its page layout, its resolution
    /// (so that the printed pages break where the PDF's do) and the job's name.
    static void preparePrinter(QPrinter &printer);

    /// Writes \a bytes to \a path atomically; false with *error naming the file.
    [[nodiscard]] static bool writeFile(const QString &path, const QByteArray &bytes,
                                        QString *error);
};

} // namespace gp::ui

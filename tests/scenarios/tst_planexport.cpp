// Exports: the comparison as RFC 4180 CSV (BOM, CRLF, quoting, Chinese labels) read back; charts
// as PNG and SVG files other programs open; the plan JSON; the report printed on a QPrinter.

#include "charts/costtimechart.h"
#include "export/planexport.h"
#include "jobparser.h"
#include "models/comparisonmodel.h"
#include "planjson.h"
#include "planner.h"
#include "reportwriter.h"
#include "scenariotestsupport.h"
#include "shortnames.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardItemModel>
#include <QSvgRenderer>
#include <QTest>

using gp::ui::ComparisonModel;
using gp::ui::PlanExport;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The CSV as text after its byte-order mark; fails the caller's check when the BOM is missing.
QString withoutBom(const QByteArray &csv, bool *hadBom)
{
    *hadBom = csv.startsWith("\xEF\xBB\xBF");
    return QString::fromUtf8(*hadBom ? csv.mid(3) : csv);
}

int pdfPages(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    if (!p.waitForFinished(60000))
        return -1;
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                       .match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

bool hasHan(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    }
    return false;
}

} // namespace

class TestPlanExport final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;
    gp::Plan m_plan;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(!m_catalog.offerings.isEmpty());
        m_plan = gp::makePlan(gp::defaultJob(), m_catalog);
        QVERIFY(!m_plan.options.isEmpty());
    }

    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void csvQuotesWhatNeedsQuotingAndReadsBack()
    {
        const QList<QStringList> cells {
            {QStringLiteral("plain"), QStringLiteral("with, comma"), QStringLiteral("say \"hi\"")},
            {QStringLiteral("two\nlines"), QStringLiteral("裸金属 H100, 宁夏一区"), QString()},
            {QStringLiteral("\"quoted\""), QStringLiteral("crlf\r\ninside"), QStringLiteral(" ")},
        };
        QStandardItemModel model(int(cells.size()), 3);
        model.setHorizontalHeaderLabels(
            {QStringLiteral("A"), QStringLiteral("B, b"), QStringLiteral("列 C")});
        for (int r = 0; r < cells.size(); ++r) {
            for (int c = 0; c < 3; ++c)
                model.setItem(r, c, new QStandardItem(cells[r][c]));
        }
        const QString path = m_dir.filePath(QStringLiteral("tricky.csv"));
        QString error;
        QVERIFY2(PlanExport::writeCsv(model, path, &error), qPrintable(error));
        const QByteArray bytes = readAll(path);
        bool bom = false;
        const QString text = withoutBom(bytes, &bom);
        QVERIFY(bom);
        QVERIFY(bytes.endsWith("\r\n"));
        // Unquoted fields hold no comma: the plain one is written bare, the others quoted.
        QVERIFY(text.startsWith(QStringLiteral("A,\"B, b\",列 C\r\n")));
        QVERIFY(text.contains(QStringLiteral("\"say \"\"hi\"\"\"")));

        bool ok = false;
        const QList<QStringList> records = gp::scenariotest::parseCsv(text, &ok);
        QVERIFY(ok);
        QCOMPARE(records.size(), cells.size() + 1);
        QCOMPARE(
            records.first(),
            (QStringList {QStringLiteral("A"), QStringLiteral("B, b"), QStringLiteral("列 C")}));
        for (int r = 0; r < cells.size(); ++r)
            QCOMPARE(records.at(r + 1), cells.at(r));
    }

    void comparisonCsvHasTheTableInChinese()
    {
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        gp::ui::ComparisonModel model;
        model.setPlan(m_plan, m_catalog);
        const QString path = m_dir.filePath(QStringLiteral("comparison-zh.csv"));
        QString error;
        QVERIFY2(PlanExport::writeCsv(model, path, &error), qPrintable(error));
        bool bom = false;
        const QString text = withoutBom(readAll(path), &bom);
        QVERIFY(bom);
        bool ok = false;
        const QList<QStringList> records = gp::scenariotest::parseCsv(text, &ok);
        QVERIFY(ok);
        QCOMPARE(records.size(), model.rowCount() + 1);
        for (int c = 0; c < model.columnCount(); ++c)
            QCOMPARE(records.first().value(c), model.headerData(c, Qt::Horizontal).toString());
        bool chinese = false;
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(records.at(r + 1).size(), model.columnCount());
            for (int c = 0; c < model.columnCount(); ++c) {
                const QString shown = model.index(r, c).data().toString();
                QCOMPARE(records.at(r + 1).at(c), shown);
            }
            chinese = chinese || hasHan(records.at(r + 1).at(gp::ui::ComparisonModel::Offering));
        }
        QVERIFY2(chinese, "offering labels should be the catalog's Chinese ones");
        // Every offering of the plan is in the file, by the Chinese name the table shows, and
        // no two rows by the same name.
        const gp::format::ShortNames names(m_catalog, QLocale());
        QSet<QString> seen;
        for (const gp::PlanOption &o : m_plan.options) {
            const QString name = names.of(o.offeringId);
            QVERIFY2(text.contains(name), qPrintable(name));
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
        }
    }

    void comparisonCsvHasPlainNumbersForSpreadsheets()
    {
        // In Chinese the table shows ¥86,880 and 279 小时; the file holds 86880.00 and 279.3.
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        gp::ui::ComparisonModel model;
        model.setPlan(m_plan, m_catalog);
        const QString path = m_dir.filePath(QStringLiteral("comparison-numbers.csv"));
        QString error;
        QVERIFY2(PlanExport::writeCsv(model, path, &error, gp::ui::ComparisonModel::ExportRole),
                 qPrintable(error));
        bool bom = false;
        bool ok = false;
        const QList<QStringList> records
            = gp::scenariotest::parseCsv(withoutBom(readAll(path), &bom), &ok);
        QVERIFY(ok && bom);
        QCOMPARE(records.size(), model.rowCount() + 1);
        const QStringList header = records.first();
        const auto column = [&](const QString &name) {
            return int(header.indexOf(name));
        };
        const int billed = column(model.exportHeaders(ComparisonModel::CostBilled).first());
        const QStringList hourNames = model.exportHeaders(ComparisonModel::Hours);
        const int hours = column(hourNames.at(0));
        const int hoursLow = column(hourNames.at(1));
        const int hoursHigh = column(hourNames.at(2));
        const int cards = column(model.exportHeaders(ComparisonModel::Cards).first());
        const int offering
            = column(model.headerData(ComparisonModel::Offering, Qt::Horizontal).toString());
        QVERIFY(billed > 0 && hours > 0 && hoursLow > 0 && hoursHigh > 0 && cards > 0);
        QCOMPARE(offering, 0);

        int timed = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const QStringList &fields = records.at(r + 1);
            QCOMPARE(fields.size(), header.size());
            const gp::PlanOption *option = model.optionAt(r);
            QVERIFY(option);
            QCOMPARE(fields.at(offering),
                     gp::ui::ComparisonModel::optionLabel(*option, m_catalog, QLocale()));
            QCOMPARE(fields.at(cards).toInt(), option->totalGpus);
            if (fields.at(billed).isEmpty())
                continue;
            ++timed;
            bool number = false;
            // C-locale numbers: no currency sign, no grouping, a decimal point.
            const double yuan = fields.at(billed).toDouble(&number);
            QVERIFY2(number, qPrintable(fields.at(billed)));
            QVERIFY(qAbs(yuan - gp::yuanFromFen(option->costBilledFen)) < 0.006);
            QVERIFY(qAbs(fields.at(hours).toDouble() - option->hours.expected) < 0.051);
            QVERIFY(fields.at(hoursLow).toDouble() <= fields.at(hours).toDouble());
            QVERIFY(fields.at(hoursHigh).toDouble() >= fields.at(hours).toDouble());
        }
        QVERIFY(timed > 0);
        QLocale::setDefault(QLocale::c());
    }

    void chartsExportAsPngAndSvg()
    {
        gp::ui::CostTimeChart chart;
        chart.resize(900, 600);
        chart.setPlan(m_plan, m_catalog);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));

        const QString png = m_dir.filePath(QStringLiteral("chart.png"));
        QString error;
        QVERIFY2(PlanExport::writePng(chart, png, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(png, "PNG"));
        QCOMPARE(image.size(), QSize(1800, 1200));
        // Not a blank picture: more than a handful of colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));

        const QString svg = m_dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY2(PlanExport::writeSvg(chart, QStringLiteral("Cost against time"), svg, &error),
                 qPrintable(error));
        const QByteArray svgBytes = readAll(svg);
        QVERIFY(svgBytes.contains("<svg"));
        QVERIFY(svgBytes.contains("<title>Cost against time</title>"));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        // Vector: the chart's labels are text in the drawing, not pixels.
        const QString svgText = QString::fromUtf8(svgBytes);
        QVERIFY(svgText.contains(QStringLiteral("<text")));
        QVERIFY(!chart.points().isEmpty());
        const QString label = chart.points().first().label.toHtmlEscaped();
        QVERIFY2(svgText.contains(label), qPrintable(label));
    }

    void planJsonIsTheContract()
    {
        const QString path = m_dir.filePath(QStringLiteral("plan.json"));
        QString error;
        QVERIFY2(PlanExport::writePlanJson(m_plan, m_catalog, path, &error), qPrintable(error));
        QJsonParseError parseError {};
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(path), &parseError);
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(doc.object(), gp::planToJson(m_plan, m_catalog));
        QCOMPARE(doc.object().value(QStringLiteral("recommended")).toString(),
                 m_plan.recommendedId);
        QCOMPARE(doc.object().value(QStringLiteral("options")).toArray().size(),
                 m_plan.options.size());
    }

    void anExportThatCannotWriteSaysWhere()
    {
        gp::ui::ComparisonModel model;
        model.setPlan(m_plan, m_catalog);
        const QString path = m_dir.filePath(QStringLiteral("no-folder/comparison.csv"));
        QString error;
        QVERIFY(!PlanExport::writeCsv(model, path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    void printingDrawsTheSamePagesAsThePdf_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<QString>("language");
        const QStringList jobs
            = QDir(gp::scenariotest::jobsDir()).entryList({QStringLiteral("*.gpuplan")});
        QVERIFY(jobs.size() >= 6);
        for (const QString &job : jobs) {
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
                QTest::newRow(qPrintable(job + u' ' + language)) << job << language;
        }
    }

    void printingDrawsTheSamePagesAsThePdf()
    {
        QFETCH(QString, job);
        QFETCH(QString, language);
        QFile in(gp::scenariotest::sampleJob(job));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const gp::JobParseResult parsed = gp::parseJob(in.readAll());
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorLine()));
        const gp::Plan plan = gp::makePlan(*parsed.job, m_catalog);
        const gp::report::ReportInput input {plan, m_catalog, QLocale(language),
                                             QStringLiteral("test")};
        const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        QVERIFY2(gp::report::ReportWriter::writePdf(input, pdf, &error), qPrintable(error));

        // A printer set up as the window sets it up, at the highest resolution it offers.
        const QString printed = m_dir.filePath(QStringLiteral("printed.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(printed);
        PlanExport::preparePrinter(printer);
        QVERIFY(gp::report::ReportWriter::render(input, printer));
        const int pages = pdfPages(pdf);
        QVERIFY(pages >= 2);
        QCOMPARE(pdfPages(printed), pages);
    }
};

QTEST_MAIN(TestPlanExport)
#include "tst_planexport.moc"

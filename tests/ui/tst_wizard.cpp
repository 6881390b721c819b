// The plan wizard driven as a user would: fields found by object name, typed into with QTest,
// Next and Finish clicked; each page blocks Next while a field is invalid and says why.

#include "costtimecontent.h"
#include "jobparser.h"
#include "modelpresets.h"
#include "models/comparisonmodel.h"
#include "planner.h"
#include "translations.h"
#include "uitestsupport.h"
#include "wizard/candidatespage.h"
#include "wizard/planwizard.h"
#include "wizard/resultspage.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using gp::ui::ComparisonModel;
using gp::ui::PlanWizard;

class TestWizard final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    static gp::Job sampleJob(const QString &name)
    {
        QFile file(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR")
                   + QStringLiteral("/resources/jobs/") + name);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return gp::parseJob(file.readAll()).job.value_or(gp::Job {});
    }

    template<typename T>
    static T *field(QWizard &wizard, const QString &name)
    {
        // Only the current page's widget: several pages may use similar names.
        T *w = wizard.currentPage()->findChild<T *>(name);
        if (!w)
            qWarning() << "no field" << name << "on" << wizard.currentPage()->objectName();
        return w;
    }

    static void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
    }

    /// Chooses the item whose data is \a value with the arrow keys, as a keyboard user does.
    static bool choose(QComboBox *combo, const QVariant &value)
    {
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < combo->count(); ++i) {
            if (combo->currentData() == value)
                return true;
            QTest::keyClick(combo, Qt::Key_Down);
        }
        return combo->currentData() == value;
    }

    static void next(QWizard &wizard)
    {
        QAbstractButton *button = wizard.button(QWizard::NextButton);
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }

    /// Reads the results page's table: the row order and the recommended offering.
    static QString shownRecommendation(QWizard &wizard)
    {
        auto *table = wizard.currentPage()->findChild<QTableView *>(
            QStringLiteral("wizardComparisonTable"));
        if (!table || table->model()->rowCount() == 0)
            return {};
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QModelIndex index = table->model()->index(row, 0);
            if (index.data(ComparisonModel::RecommendedRole).toBool())
                return index.data(ComparisonModel::OfferingIdRole).toString();
        }
        return {};
    }

    static QString cell(QWizard &wizard, const QString &offeringId, int column)
    {
        auto *table = wizard.currentPage()->findChild<QTableView *>(
            QStringLiteral("wizardComparisonTable"));
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, 0).data(ComparisonModel::OfferingIdRole) == offeringId)
                return table->model()->index(row, column).data().toString();
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // English as the app speaks it (its plurals: "8 cards", not "8 card(s)").
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(!m_catalog.offerings.isEmpty());
    }

    void defaultJobThroughToFinish()
    {
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QCOMPARE(wizard.currentId(), int(PlanWizard::ModelPageId));
        QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-1-model")));
        next(wizard);
        QCOMPARE(wizard.currentId(), int(PlanWizard::TrainingPageId));
        QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-2-training")));
        next(wizard);
        QCOMPARE(wizard.currentId(), int(PlanWizard::ConstraintsPageId));
        QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-3-constraints")));
        next(wizard);
        QCOMPARE(wizard.currentId(), int(PlanWizard::CandidatesPageId));
        QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-4-candidates")));
        next(wizard);
        QCOMPARE(wizard.currentId(), int(PlanWizard::ResultsPageId));
        QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-5-results")));

        const gp::Plan expected = gp::makePlan(gp::defaultJob(), m_catalog);
        QVERIFY(!expected.recommendedId.isEmpty());
        QCOMPARE(shownRecommendation(wizard), expected.recommendedId);
        // Nothing edited: the wizard gives back the job it was opened with.
        QCOMPARE(gp::serializeJob(wizard.job()), gp::serializeJob(gp::defaultJob()));

        QAbstractButton *finish = wizard.button(QWizard::FinishButton);
        QVERIFY(finish->isVisible() && finish->isEnabled());
        QTest::mouseClick(finish, Qt::LeftButton);
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
    }

    void tokensPerSampleFollowTheChosenModel()
    {
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const auto spec = gp::ModelPresets::preset(QStringLiteral("qwen2.5-7b"));
        QVERIFY(spec && spec->seqLen);
        QVERIFY(*spec->seqLen != gp::defaultJob().model.seqLen.value_or(0));
        QVERIFY(choose(field<QComboBox>(wizard, QStringLiteral("modelPreset")),
                       QStringLiteral("qwen2.5-7b")));
        next(wizard);
        QLineEdit *length = field<QLineEdit>(wizard, QStringLiteral("sampleLength"));
        QCOMPARE(length->text(), QLocale().toString(*spec->seqLen));
        // A length the user typed stays when the model changes again.
        wizard.back();
        QVERIFY(choose(field<QComboBox>(wizard, QStringLiteral("modelPreset")),
                       QStringLiteral("llama-3.1-70b")));
        next(wizard);
        QCOMPARE(length->text(), QLocale().toString(8192));
        field<QRadioButton>(wizard, QStringLiteral("bySamples"))->click();
        QVERIFY(length->isEnabled());
        typeInto(length, QStringLiteral("2048"));
        wizard.back();
        QVERIFY(choose(field<QComboBox>(wizard, QStringLiteral("modelPreset")),
                       QStringLiteral("qwen2.5-7b")));
        next(wizard);
        // As typed, grouped or not (the field groups digits once it is left).
        bool ok = false;
        QCOMPARE(QLocale().toInt(length->text(), &ok), 2048);
        QVERIFY(ok);
    }

    void sevenBLoraTypedIn()
    {
        const gp::Job lora = sampleJob(QStringLiteral("lora-7b.gpuplan"));
        QCOMPARE(lora.method, gp::Method::LoRA);
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));

        // Model: the Qwen2.5 7B preset, by keyboard.
        QVERIFY(choose(field<QComboBox>(wizard, QStringLiteral("modelPreset")),
                       QStringLiteral("qwen2.5-7b")));
        QCOMPARE(field<QLineEdit>(wizard, QStringLiteral("paramsB"))->text(),
                 QLocale().toString(7.6, 'g', 12));
        next(wizard);

        // Training: LoRA, 0.2 billion tokens.
        QVERIFY(choose(field<QComboBox>(wizard, QStringLiteral("method")), int(gp::Method::LoRA)));
        typeInto(field<QLineEdit>(wizard, QStringLiteral("tokensB")), QStringLiteral("0.2"));
        QVERIFY(field<QLineEdit>(wizard, QStringLiteral("loraRank"))->isEnabled());
        QCOMPARE(field<QLineEdit>(wizard, QStringLiteral("loraRank"))->text(),
                 QStringLiteral("16"));
        next(wizard);

        // Constraints: 3 days, ¥5,000, 200 hours a month.
        typeInto(field<QLineEdit>(wizard, QStringLiteral("deadlineDays")), QStringLiteral("3"));
        typeInto(field<QLineEdit>(wizard, QStringLiteral("budgetCny")), QStringLiteral("5000"));
        typeInto(field<QLineEdit>(wizard, QStringLiteral("monthlyHours")), QStringLiteral("200"));
        next(wizard);
        next(wizard);
        QCOMPARE(wizard.currentId(), int(PlanWizard::ResultsPageId));

        const gp::Job job = wizard.job();
        QCOMPARE(job.model.preset, lora.model.preset);
        QCOMPARE(job.method, gp::Method::LoRA);
        QCOMPARE(job.tokensB, 0.2);
        QCOMPARE(job.deadlineDays.value_or(0), 3.0);
        QCOMPARE(job.budgetCny.value_or(0), 5000.0);
        QCOMPARE(job.monthlyHours, 200.0);

        const gp::Plan expected = gp::makePlan(lora, m_catalog);
        QVERIFY(!expected.recommendedId.isEmpty());
        QCOMPARE(shownRecommendation(wizard), expected.recommendedId);
        const gp::PlanOption *best = expected.option(expected.recommendedId);
        ComparisonModel model;
        model.setPlan(expected, m_catalog);
        for (const int column :
             {int(ComparisonModel::Cards), int(ComparisonModel::Hours),
              int(ComparisonModel::CostProrated), int(ComparisonModel::CostBilled)}) {
            QCOMPARE(cell(wizard, best->offeringId, column),
                     model.index(model.rowOf(best->offeringId), column).data().toString());
        }
        QVERIFY(cell(wizard, best->offeringId, ComparisonModel::CostBilled)
                    .contains(QStringLiteral("¥")));
        // The seeds' mistake 1: H100 x8 for a 7B LoRA is over budget or over-provisioned.
        const QString h100
            = cell(wizard, QStringLiteral("jygpu-bm-h100-ningxia1"), ComparisonModel::Assessment);
        QVERIFY2(!h100.isEmpty() && h100 != ComparisonModel::tr("Feasible"), qPrintable(h100));
        QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-5-results-7b-lora")));
        wizard.accept();
    }

    void invalidInputBlocksNextOnEveryPage_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("bad");
        QTest::addColumn<QString>("good");
        QTest::newRow("model: letters") << 0 << "paramsB"
                                        << "seventy"
                                        << "70";
        QTest::newRow("model: zero") << 0 << "paramsB"
                                     << "0"
                                     << "70";
        QTest::newRow("model: absurd") << 0 << "paramsB"
                                       << "1e9"
                                       << "70";
        QTest::newRow("model: kv heads > heads") << 0 << "kvHeads"
                                                 << "128"
                                                 << "8";
        QTest::newRow("training: negative") << 1 << "tokensB"
                                            << "-1"
                                            << "5";
        QTest::newRow("training: nan") << 1 << "tokensB"
                                       << "nan"
                                       << "5";
        QTest::newRow("constraints: month") << 2 << "monthlyHours"
                                            << "800"
                                            << "720";
        QTest::newRow("constraints: deadline") << 2 << "deadlineDays"
                                               << "-3"
                                               << "21";
        QTest::newRow("candidates: zero cards") << 3 << "gpuCount"
                                                << "0"
                                                << "8";
        QTest::newRow("candidates: half card") << 3 << "gpuCount"
                                               << "2.5"
                                               << "";
    }

    void invalidInputBlocksNextOnEveryPage()
    {
        QFETCH(int, page);
        QFETCH(QString, name);
        QFETCH(QString, bad);
        QFETCH(QString, good);
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        for (int i = 0; i < page; ++i)
            next(wizard);
        QCOMPARE(wizard.currentId(), page);
        auto *edit = field<QLineEdit>(wizard, name);
        auto *error = field<QLabel>(wizard, name + QStringLiteral("Error"));
        QVERIFY(edit && error);
        QVERIFY(error->text().isEmpty());
        typeInto(edit, bad);
        QVERIFY2(!error->text().isEmpty(), qPrintable(bad));
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        // Enter does not get past an invalid page either.
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(wizard.currentId(), page);
        if (name == u"paramsB" && bad == u"seventy")
            QVERIFY(gp::uitest::saveShot(&wizard, QStringLiteral("wizard-validation")));
        typeInto(edit, good);
        if (good.isEmpty()) {
            edit->clear();
        }
        QVERIFY2(error->text().isEmpty(), qPrintable(error->text()));
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
    }

    void keyboardOnly()
    {
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.activateWindow();
        auto *params = field<QLineEdit>(wizard, QStringLiteral("paramsB"));
        params->setFocus();
        // Enter is Next on a valid page.
        QTest::keyClick(params, Qt::Key_Return);
        QCOMPARE(wizard.currentId(), int(PlanWizard::TrainingPageId));
        // Tab moves through the fields in reading order: method, then precision. (The focus
        // chain, not the focus: under xvfb without a window manager nothing is active.)
        auto *method = field<QComboBox>(wizard, QStringLiteral("method"));
        QWidget *after = method->nextInFocusChain();
        while (after && !(after->focusPolicy() & Qt::TabFocus))
            after = after->nextInFocusChain();
        QVERIFY(after);
        QCOMPARE(after->objectName(), QStringLiteral("precision"));
        // Mnemonics: the "LoRA rank" label's Alt+R shortcut exists for its field.
        QList<QLabel *> labels = wizard.currentPage()->findChildren<QLabel *>();
        bool rankBuddy = false;
        for (QLabel *label : labels)
            rankBuddy
                = rankBuddy || (label->buddy() && label->buddy()->objectName() == u"loraRank");
        QVERIFY(rankBuddy);
        // Escape cancels.
        QTest::keyClick(&wizard, Qt::Key_Escape);
        QCOMPARE(wizard.result(), int(QDialog::Rejected));
    }

    void goingBackKeepsWhatWasTyped()
    {
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        typeInto(field<QLineEdit>(wizard, QStringLiteral("paramsB")), QStringLiteral("13"));
        next(wizard);
        QTest::mouseClick(wizard.button(QWizard::BackButton), Qt::LeftButton);
        QCOMPARE(field<QLineEdit>(wizard, QStringLiteral("paramsB"))->text(), QStringLiteral("13"));
        QCOMPARE(wizard.job().model.paramsB, 13.0);
        QVERIFY(wizard.job().model.preset.isEmpty()); // typing over a preset makes it custom
    }

    void candidatesNarrowTheOfferings()
    {
        PlanWizard wizard(m_catalog, gp::defaultJob());
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        for (int i = 0; i < PlanWizard::CandidatesPageId; ++i)
            next(wizard);
        auto *list = field<QListWidget>(wizard, QStringLiteral("candidateList"));
        QVERIFY(list);
        QCOMPARE(list->count(), m_catalog.offerings.size());
        QVERIFY(wizard.job().offerings.isEmpty()); // all checked = the whole catalog
        QTest::mouseClick(field<QPushButton>(wizard, QStringLiteral("checkFeasible")),
                          Qt::LeftButton);
        const gp::Job job = wizard.job();
        const gp::Plan plan = gp::makePlan(gp::defaultJob(), m_catalog);
        for (const gp::PlanOption &option : plan.options) {
            const bool always = gp::chart::yardsticks().contains(option.offeringId);
            QCOMPARE(job.offerings.contains(option.offeringId), option.feasible || always);
        }
        // A trial run adds fields that validate like the others.
        QTest::mouseClick(field<QPushButton>(wizard, QStringLiteral("addMeasurement")),
                          Qt::LeftButton);
        auto *rate = field<QLineEdit>(wizard, QStringLiteral("measuredTokensPerS0"));
        QVERIFY(rate);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled()); // tokens/s still empty
        typeInto(rate, QStringLiteral("2500"));
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(wizard.job().measured.size(), 1);
        QCOMPARE(wizard.job().measured.first().tokensPerS, 2500.0);
    }

    void aLogRunIsShownKeptInPlaceAndCanBeRemoved()
    {
        gp::Job job = gp::defaultJob();
        gp::Measurement typed(QStringLiteral("h100-sxm-80g"), 8, 20000);
        gp::Measurement logged(QStringLiteral("rtx-4090-24g"), 2, 2214, 23.0);
        logged.log = QStringLiteral("/runs/lora/trainer_log.jsonl");
        logged.fromLog = gp::TrialLogFacts {};
        job.measured = {logged, typed};
        {
            PlanWizard wizard(m_catalog, job);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            for (int i = 0; i < PlanWizard::CandidatesPageId; ++i)
                next(wizard);
            auto *shown = field<QLabel>(wizard, QStringLiteral("logRun0"));
            QVERIFY(shown);
            QVERIFY2(shown->text().contains(QStringLiteral("trainer_log.jsonl")),
                     qPrintable(shown->text()));
            QVERIFY2(shown->text().contains(QStringLiteral("23.0 GB")), qPrintable(shown->text()));
            gp::uitest::saveShot(&wizard, QStringLiteral("wizard-log-run"));
            // Untouched, the log run keeps its place and its log; the typed run its figures.
            QCOMPARE(wizard.job().measured, job.measured);
        }
        PlanWizard wizard(m_catalog, job);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        for (int i = 0; i < PlanWizard::CandidatesPageId; ++i)
            next(wizard);
        QTest::mouseClick(field<QToolButton>(wizard, QStringLiteral("removeLogRun0")),
                          Qt::LeftButton);
        QCOMPARE(wizard.job().measured, QList<gp::Measurement> {typed});
    }
};

QTEST_MAIN(TestWizard)
#include "tst_wizard.moc"

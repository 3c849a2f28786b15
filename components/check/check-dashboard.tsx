'use client';
import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { Finding } from '@/lib/core/finding';
import { isScored, layersNotRun, type ScoredReport } from '@/lib/core/report';
import { listFiles, unparsedFiles } from '@/lib/core/unparsed';
import { READY_SCORE } from '@/lib/core/score';
import { scoreRecordOf, scoreStory, type ScoreStory } from '@/lib/core/score-story';
import { packCategories, reportSectionsOf } from '@/lib/formats';
import type { PlannedWrite } from '@/lib/formats/types';
// The agent formatter alone: the map would bring every CLI format (SARIF, HTML, …) into the page's bundle.
import { agentFormatter } from '@/lib/report/formatters/agent';
import { fullCheckLabel } from '@/lib/studio/full-check-label';
import { Chip, CountBadges } from '../ui/badges';
import { Button, Kbd } from '../ui/button';
import { Card } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { ErrorBox } from '../ui/error-box';
import { HistoryNotRecorded } from '../history/history-note';
import { PackHistory } from '../history/pack-history';
import { folderWords, ProjectFolder, useProjectFolder } from './project-folder';
import { ReportDownloads } from '../reports/report-downloads';
import { RecordCard } from './record-card';
import { PlannedWrites, RunFolder } from './run-folder';
import { CategoryBars } from './score-dial';
import { ReportSuppressed, SpecScoreDial } from './suppression-scores';
import type { PollAnswer } from './check-session';
import { CheckProgress } from './check-progress';
import type { FullCheck } from './full-check';
import { LayerCard } from './layer-card';
import { LayerTick } from './layer-tick';
import { ReportFindings } from './report-findings';
import { ReportSections } from './report-sections';
import { useCheckOptions, type CheckOptions } from './use-check-options';
import { useCheckSession } from './use-check-session';

export interface CheckDashboardProps {
  packId: string;
  /** What the format's full check runs beyond the static rules (its layers, their options and tables). */
  check: FullCheck;
  dirtyCount: number;
  /** The steps of the files in the editor that run a write (said before the check runs them). */
  plannedWrites: readonly PlannedWrite[];
  /** The studio's handle: `run()` starts the check with the options ticked here (Ctrl/Cmd+Enter calls it). */
  ref?: Ref<CheckDashboardHandle>;
  onReveal(finding: Finding): void;
}

export interface CheckDashboardHandle {
  run(): void;
}

type Answer = Extract<PollAnswer, { ok: true }>;
type Report = NonNullable<Answer['report']>;

const modKey = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');

/** The full check of the saved pack, as `packstudio check` runs it: static rules, then the format's layers when asked. */
export function CheckDashboard({ ref, onReveal, ...props }: CheckDashboardProps) {
  const { packId, check, dirtyCount } = props;
  const { session, state } = useCheckSession(packId);
  const { jobId, options, data } = state;
  const mod = modKey();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-6 py-6" data-testid="check-dashboard">
      <CheckControls {...props} handle={ref} session={{ session, state }} mod={mod} />

      {state.startError && <ErrorBox message={state.startError} />}
      {data && !data.ok && <ErrorBox message={data.error} />}
      {state.pollError && <ErrorBox message={state.pollError} />}

      <RecordCard packId={packId} sessionRun={session.recordedRun()} unsaved={dirtyCount} />

      {data?.ok && (
        <CheckRun
          packId={packId}
          check={check}
          data={data}
          options={options}
          running={session.running()}
          at={state.at}
          onReveal={onReveal}
        />
      )}

      {!jobId && !state.startError && (
        <p className="py-10 text-center text-sm text-muted">
          No check run yet. Press <b>Run check</b>, or {mod}+Enter anywhere in the pack.
        </p>
      )}

      {data?.ok && data.history && !data.history.ok && <HistoryNotRecorded error={data.history.error} />}
      <PackHistory packId={packId} refreshKey={data?.ok && data.history?.ok ? data.history.runId : null} />
    </div>
  );
}

/**
 * The card that starts the check: a tick per layer, Run and Cancel, where the defaults came from, the project
 * folder, the writes a ticked layer would run and the unsaved files it would not see.
 */
function CheckControls({
  packId,
  check,
  dirtyCount,
  plannedWrites,
  handle,
  session: { session, state },
  mod,
}: Omit<CheckDashboardProps, 'ref' | 'onReveal'> & {
  handle: CheckDashboardProps['ref'];
  session: ReturnType<typeof useCheckSession>;
  mod: string;
}) {
  const folder = useProjectFolder(packId);
  const declared = useMemo(() => check.layers.map((l) => l.declared), [check]);
  const [ticked, setCheckOptions, optionsSource, settleOptions] = useCheckOptions(packId, declared);
  const { jobId, data } = state;
  // Set from the key press until the options are settled (the defaults may still be on their way).
  const [settling, setSettling] = useState(false);
  const settlingNow = useRef(false);

  // Runs what the ticks say, once they are known: before the defaults arrive it waits for them.
  const run = () => {
    if (settlingNow.current) return;
    settlingNow.current = true;
    setSettling(true);
    void settleOptions()
      .then((o) => session.run(o))
      .finally(() => {
        settlingNow.current = false;
        setSettling(false);
      });
  };
  // The handle stays the same object; it runs with whatever options are ticked when it is called.
  const runRef = useRef(run);
  runRef.current = run;
  useImperativeHandle(handle, () => ({ run: () => runRef.current() }), []);

  const running = settling || session.running();
  const writes = check.layers.some((l) => l.declared.writes && ticked[l.declared.id]);
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {/* basis-72: on a phone the text takes its own line instead of a one-word column beside the options. */}
        <div className="min-w-0 flex-1 basis-72">
          <h2 className="text-base font-semibold">Check</h2>
          <p className="text-sm text-muted">
            Runs on the saved files, as <code className="font-mono text-xs">packstudio check</code> does: lint and the
            static rules, then, when asked, {check.words.beyond}.
          </p>
        </div>
        {check.layers.map((l) => (
          <LayerTick key={l.declared.id} layer={l.declared} ticked={ticked} onChange={setCheckOptions} />
        ))}
        <Button variant="primary" onClick={run} disabled={running} data-testid="run-check">
          {running ? (data?.ok && data.status === 'queued' ? 'Queued…' : 'Running…') : 'Run check'} <Kbd>{mod}+↵</Kbd>
        </Button>
        {running && jobId && (
          <Button onClick={() => void session.cancel()} disabled={state.cancelling} data-testid="cancel-check">
            {state.cancelling ? 'Cancelling…' : 'Cancel'}
          </Button>
        )}
      </div>
      {optionsSource.kind === 'default' && (
        <p className="mt-2 text-xs text-muted" data-testid="check-options-default">
          {optionsSource.reason === null
            ? `${check.words.ticked}: the pack's CLI resolves here, so ${mod}+Enter runs a full check.`
            : `${check.words.unticked}: ${optionsSource.reason}.`}
        </p>
      )}
      <div className="mt-4 border-t border-line-soft pt-3">
        <ProjectFolder packId={packId} />
      </div>
      {writes && !running && (
        <PlannedWrites writes={plannedWrites} where={folderWords(folder.data?.ok ? folder.data : null)} />
      )}
      {dirtyCount > 0 && (
        <p className="mt-3 rounded-md bg-warn-soft px-3 py-2 text-xs text-warn-fg">
          {dirtyCount} file{dirtyCount > 1 ? 's have' : ' has'} unsaved changes that this check will not see. Save first
          ({mod}+S) to check them.
        </p>
      )}
    </Card>
  );
}

interface CheckRunProps {
  /** The pack's folder in the workspace: the downloads name its files from the workspace (SARIF). */
  packId: string;
  check: FullCheck;
  data: Answer;
  options: CheckOptions | null;
  running: boolean;
  at: number;
  onReveal(f: Finding): void;
}

/**
 * The check in view: its progress, what stopped or skipped it, the score, the findings, each layer's table and the
 * report's sections no layer draws.
 */
function CheckRun({ packId, check, data, options, running, at, onReveal }: CheckRunProps) {
  const { report } = data;
  return (
    <>
      {running && <CheckProgress data={data} options={options} layers={check.layers} />}
      {data.status === 'cancelled' && (
        <p className="rounded-md border border-line bg-surface-raised px-4 py-3 text-sm" data-testid="check-cancelled">
          Check cancelled: its processes were stopped and no report was made. Press <b>Run check</b> to start again.
        </p>
      )}
      {data.error && data.status !== 'cancelled' && <ErrorBox message={data.error} />}
      {report && <ReportOutcome packId={packId} check={check} report={report} at={at} />}
      {report && <ReportFindings findings={report.findings} onReveal={onReveal} />}
      {report && report.suppressed.length > 0 && <ReportSuppressed suppressed={report.suppressed} />}
      {check.layers.map((l) => (
        <LayerCard
          key={l.section}
          layer={l}
          // While the check runs, the items its layer finished so far (the report's section, once it is there).
          section={report?.sections?.[l.section]}
          items={data.items[l.section] ?? []}
          asked={options?.[l.declared.id] === true}
          running={running}
        />
      ))}
      {report && <ReportSections report={report} except={check.layers.map((l) => l.section)} />}
      {report && <AgentMarkdown report={report} />}
    </>
  );
}

/** The layers that did not run and why, no score while a file does not parse, else the score card. */
function ReportOutcome({
  packId,
  check,
  report,
  at,
}: {
  packId: string;
  check: FullCheck;
  report: Report;
  at: number;
}) {
  const unparsed = unparsedFiles(report.findings);
  // The dial, the verdict, the counts and the breakdown read one story, as the header and the workspace row do.
  const story = scoreStory(scoreRecordOf(report, packCategories()));
  return (
    <>
      {layersNotRun(report).map((n) => (
        <p
          key={n.layer}
          className="rounded-md border border-line bg-surface-raised px-4 py-3 text-sm"
          data-testid={`not-run-${n.layer}`}
        >
          <b className="capitalize">{n.layer}</b> did not run: {n.reason}
        </p>
      ))}
      {unparsed.length > 0 && (
        <p
          className="rounded-md border border-line bg-warn-soft px-4 py-3 text-sm text-warn-fg"
          data-testid="full-no-score"
        >
          No score until {listFiles(unparsed)} parses: the rules that read it were skipped, so a number would count one
          lint error instead of the pack.
        </p>
      )}
      {isScored(report) && unparsed.length === 0 && (
        <ScoreCard packId={packId} report={report} story={story} leftOff={check.words.leftOff} at={at} />
      )}
    </>
  );
}

function ScoreCard({
  packId,
  report,
  story,
  leftOff,
  at,
}: {
  packId: string;
  report: ScoredReport;
  story: ScoreStory;
  leftOff: string;
  at: number;
}) {
  // A category whose layer did not run (not asked for, or blocked) shows "not run", never a clean 100.
  const layersOff = report.layers.filter((l) => l.status !== 'ran').map((l) => l.layer);
  return (
    <Card>
      <p className="mb-3 text-xs font-medium text-muted" data-testid="full-score-label">
        {fullCheckLabel(story, new Date(at))}.{' '}
        {story.full
          ? 'The score of record while the files stay as they are: the header and the workspace show it too.'
          : `${leftOff}, so this is not a full check: the score of record stays the last full check.`}
      </p>
      <div
        className="flex flex-wrap items-center gap-8"
        data-testid="full-score"
        data-errors={story.counts.error}
        data-warnings={story.counts.warn}
      >
        <SpecScoreDial story={{ ...story, score: report.score, grade: report.grade }} />
        <div className="min-w-64 flex-1">
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <Chip
              tone={story.verdict.ready ? 'ok' : 'neutral'}
              className="rounded-md px-2 py-0.5 text-xs"
              data-testid="ready"
            >
              {story.verdict.label}
            </Chip>
            <CountBadges counts={story.counts} />
            <span className="text-xs text-muted">
              ready means {READY_SCORE} or more with no errors
              {story.suppressed > 0 ? ', suppressions with a reason counted as the spec counts findings' : ''}
            </span>
          </div>
          <CategoryBars categories={report.categories} notRun={layersOff} />
        </div>
        <div className="self-start">
          <ReportDownloads report={report} at={at} packDir={packId} />
        </div>
      </div>
      <p className="mt-4 text-sm" data-testid="score-line">
        {story.line}
      </p>
      {report.workdir && <RunFolder workdir={report.workdir} />}
    </Card>
  );
}

function AgentMarkdown({ report }: { report: Report }) {
  // The same agent formatter as `check --agent`; the rule pages are links, so no catalogue is needed here.
  const text = useMemo(
    () =>
      agentFormatter.format([report], {
        docsBase: typeof window === 'undefined' ? '' : window.location.origin,
        rule: () => undefined,
        sectionsOf: reportSectionsOf,
      }),
    [report],
  );
  return (
    <Card
      title="For a coding agent"
      subtitle="The --agent Markdown: errors then warnings, each with what to do, and the loop to follow."
      action={<CopyButton text={text} describe="the agent Markdown" testId="copy-agent" />}
    >
      <pre
        className="max-h-96 overflow-auto rounded-lg bg-canvas p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-fg"
        data-testid="agent-markdown"
      >
        {text}
      </pre>
    </Card>
  );
}

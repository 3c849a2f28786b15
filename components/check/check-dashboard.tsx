'use client';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import type { Finding } from '@/lib/core/finding';
import { isScored, layersNotRun } from '@/lib/core/report';
import { listFiles, unparsedFiles } from '@/lib/core/unparsed';
import { READY_SCORE } from '@/lib/core/score';
import { readyVerdict, scoreLine } from '@/lib/core/score-story';
import { packCategories } from '@/lib/formats';
import type { PlannedWrite } from '@/lib/formats/types';
// The agent formatter alone: the map would bring every CLI format (SARIF, HTML, …) into the page's bundle.
import { agentFormatter } from '@/lib/report/formatters/agent';
import { SEVERITY_LABEL, groupFindings } from '@/lib/studio/findings';
import { fullCheckLabel } from '@/lib/studio/full-check-label';
import { queueText } from '@/lib/studio/queue-text';
import { CheckWorker } from './check-worker';
import { describeWorkdir } from '@/lib/core/workdir';
import { Chip, CountBadge, SeverityIcon } from '../ui/badges';
import { Button, Kbd } from '../ui/button';
import { Card } from '../ui/card';
import { CopyButton } from '../ui/copy-button';
import { ErrorBox } from '../ui/error-box';
import { Checkbox } from '../ui/field';
import { SafeLink } from '../ui/safe-link';
import { HistoryNotRecorded } from '../history/history-note';
import { PackHistory } from '../history/pack-history';
import { folderWords, ProjectFolder, useProjectFolder } from './project-folder';
import { ReportDownloads } from '../reports/report-downloads';
import { RecordCard } from './record-card';
import { PlannedWrites, RunFolder } from './run-folder';
import { CategoryBars } from './score-dial';
import { FindingPlace } from './finding-place';
import { ReportSuppressed, SpecScoreDial } from './suppression-scores';
import { EvalTable, ProbeTable } from './tables';
import type { PollAnswer } from './check-session';
import { useCheckOptions } from './use-check-options';
import { useCheckSession } from './use-check-session';

export interface CheckDashboardProps {
  packId: string;
  dirtyCount: number;
  /** The eval cases of the files in the editor that run a write (said before the check runs them). */
  plannedWrites: readonly PlannedWrite[];
  /** The studio's handle: `run()` starts the check with the options ticked here (Ctrl/Cmd+Enter calls it). */
  ref?: Ref<CheckDashboardHandle>;
  onReveal(finding: Finding): void;
}

export interface CheckDashboardHandle {
  run(): void;
}

const PHASE_LABEL: Record<string, string> = {
  queued: 'waiting in the queue',
  static: 'lint and the static rules',
  probe: 'probing the wrapped CLI',
  eval: 'running the eval cases',
  done: 'writing the report',
};

/** The full check of the saved pack, as `packstudio check` runs it: static rules, then probe and eval when asked. */
export function CheckDashboard({ packId, dirtyCount, plannedWrites, ref, onReveal }: CheckDashboardProps) {
  const folder = useProjectFolder(packId);
  const [{ probe, eval: runEval }, setCheckOptions, optionsSource] = useCheckOptions(packId);
  const { session, state } = useCheckSession(packId);
  const { jobId, options, data } = state;

  const run = () => void session.run({ probe, eval: runEval });
  // The handle stays the same object; it runs with whatever options are ticked when it is called.
  const runRef = useRef(run);
  runRef.current = run;
  useImperativeHandle(ref, () => ({ run: () => runRef.current() }), []);

  const recordedRun = session.recordedRun();
  const running = session.running();
  const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-6 py-6" data-testid="check-dashboard">
      <Card>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {/* basis-72: on a phone the text takes its own line instead of a one-word column beside the options. */}
          <div className="min-w-0 flex-1 basis-72">
            <h2 className="text-base font-semibold">Check</h2>
            <p className="text-sm text-muted">
              Runs on the saved files, as <code className="font-mono text-xs">packstudio check</code> does: lint and the
              static rules, then, when asked, the probe of the wrapped CLI and the eval cases.
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={probe}
              onChange={(e) => setCheckOptions({ probe: e.target.checked })}
              data-testid="opt-probe"
            />
            With probe
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={runEval}
              onChange={(e) => setCheckOptions({ eval: e.target.checked })}
              data-testid="opt-eval"
            />
            With eval
          </label>
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
              ? `Probe and eval are ticked: the pack's CLI resolves here, so ${mod}+Enter runs a full check.`
              : `Probe and eval start unticked: ${optionsSource.reason}.`}
          </p>
        )}
        <div className="mt-4 border-t border-line-soft pt-3">
          <ProjectFolder packId={packId} />
        </div>
        {runEval && !running && (
          <PlannedWrites writes={plannedWrites} where={folderWords(folder.data?.ok ? folder.data : null)} />
        )}
        {dirtyCount > 0 && (
          <p className="mt-3 rounded-md bg-warn-soft px-3 py-2 text-xs text-warn-fg">
            {dirtyCount} file{dirtyCount > 1 ? 's have' : ' has'} unsaved changes that this check will not see. Save
            first ({mod}+S) to check them.
          </p>
        )}
      </Card>

      {state.startError && <ErrorBox message={state.startError} />}
      {data && !data.ok && <ErrorBox message={data.error} />}
      {state.pollError && <ErrorBox message={state.pollError} />}

      <RecordCard packId={packId} sessionRun={recordedRun} unsaved={dirtyCount} />

      {data?.ok && (
        <CheckRun packId={packId} data={data} options={options} running={running} at={state.at} onReveal={onReveal} />
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

function CheckRun({
  packId,
  data,
  options,
  running,
  at,
  onReveal,
}: {
  /** The pack's folder in the workspace: the downloads name its files from the workspace (SARIF). */
  packId: string;
  data: Extract<PollAnswer, { ok: true }>;
  options: { probe: boolean; eval: boolean } | null;
  running: boolean;
  at: number;
  onReveal(f: Finding): void;
}) {
  const { report } = data;
  const notRun = report ? layersNotRun(report) : [];
  // A category whose layer did not run (not asked for, or blocked) shows "not run", never a clean 100.
  const layersOff = report ? report.layers.filter((l) => l.status !== 'ran').map((l) => l.layer) : [];
  const unparsed = report ? unparsedFiles(report.findings) : [];
  const probes = report?.probes.length ? report.probes : data.probes;
  const cases = report?.eval?.cases.length ? report.eval.cases : data.cases;
  return (
    <>
      {running && <Progress data={data} options={options} />}
      {data.status === 'cancelled' && (
        <p className="rounded-md border border-line bg-surface-raised px-4 py-3 text-sm" data-testid="check-cancelled">
          Check cancelled: its processes were stopped and no report was made. Press <b>Run check</b> to start again.
        </p>
      )}
      {data.error && data.status !== 'cancelled' && <ErrorBox message={data.error} />}
      {notRun.map((n) => (
        <p
          key={n.layer}
          className="rounded-md border border-line bg-surface-raised px-4 py-3 text-sm"
          data-testid={`not-run-${n.layer}`}
        >
          <b className="capitalize">{n.layer}</b> did not run: {n.reason}
        </p>
      ))}
      {report && unparsed.length > 0 && (
        <p
          className="rounded-md border border-line bg-warn-soft px-4 py-3 text-sm text-warn-fg"
          data-testid="full-no-score"
        >
          No score until {listFiles(unparsed)} parses: the rules that read it were skipped, so a number would count one
          lint error instead of the pack.
        </p>
      )}
      {report && isScored(report) && unparsed.length === 0 && (
        <Card>
          <p className="mb-3 text-xs font-medium text-muted" data-testid="full-score-label">
            {fullCheckLabel(report, new Date(at))}.{' '}
            {isFullCheck(report)
              ? 'The score of record while the files stay as they are: the header and the workspace show it too.'
              : 'Not a full check (probe and eval): the score of record stays the last full check.'}
          </p>
          <div className="flex flex-wrap items-center gap-8">
            <SpecScoreDial report={report} />
            <div className="min-w-64 flex-1">
              <div className="mb-3 flex items-center gap-2">
                <Chip
                  tone={readyVerdict(report).ready ? 'ok' : 'neutral'}
                  className="rounded-md px-2 py-0.5 text-xs"
                  data-testid="ready"
                >
                  {readyVerdict(report).label}
                </Chip>
                <span className="text-xs text-muted">
                  ready means {READY_SCORE} or more with no errors
                  {report.suppressed.length > 0
                    ? ', suppressions with a reason counted as the spec counts findings'
                    : ''}
                </span>
              </div>
              <CategoryBars categories={report.categories} notRun={layersOff} />
            </div>
            <div className="self-start">
              <ReportDownloads report={report} at={at} packDir={packId} />
            </div>
          </div>
          <p className="mt-4 text-sm" data-testid="score-line">
            {scoreLine(report, packCategories())}
          </p>
          {report.workdir && <RunFolder workdir={report.workdir} />}
        </Card>
      )}
      {report && <ReportFindings findings={report.findings} onReveal={onReveal} />}
      {report && report.suppressed.length > 0 && <ReportSuppressed suppressed={report.suppressed} />}
      {(probes.length > 0 || options?.probe) && (
        <Card
          title="Probe"
          subtitle="Each run of the wrapped CLI: help, an unknown subcommand, each subcommand's help and the reads."
        >
          {probes.length ? (
            <ProbeTable probes={probes} />
          ) : (
            <p className="text-sm text-muted">{running ? 'Waiting for the first probe…' : 'No probe ran.'}</p>
          )}
        </Card>
      )}
      {(cases.length > 0 || options?.eval) && (
        <Card title="Eval" subtitle="Each of the pack's eval cases run through the runtime, as an agent would call it.">
          {cases.length ? (
            <EvalTable cases={cases} summary={report?.eval ?? null} />
          ) : (
            <p className="text-sm text-muted">{running ? 'Waiting for the first case…' : 'No eval case ran.'}</p>
          )}
        </Card>
      )}
      {report && <AgentMarkdown report={report} />}
    </>
  );
}

type Report = NonNullable<Extract<PollAnswer, { ok: true }>['report']>;

const isFullCheck = (report: Pick<Report, 'layers'>) =>
  ['probe', 'eval'].every((layer) => report.layers.some((l) => l.layer === layer && l.status === 'ran'));

function Progress({
  data,
  options,
}: {
  data: Extract<PollAnswer, { ok: true }>;
  options: { probe: boolean; eval: boolean } | null;
}) {
  const { progress } = data;
  if (data.status === 'queued')
    return (
      <Card>
        <p className="text-sm font-medium" data-testid="check-queued" aria-live="polite">
          Waiting:{' '}
          <span className="text-muted">
            {queueText(data.ahead, data.running)}. Timings count from when each process starts, not from the wait.
          </span>
        </p>
      </Card>
    );
  return (
    <Card>
      <div className="space-y-3" data-testid="check-progress" aria-live="polite">
        <p className="text-sm font-medium">
          Running: <span className="text-muted">{PHASE_LABEL[progress.phase] ?? progress.phase}</span>
        </p>
        {options?.probe && <Bar label="Probes" done={progress.probesDone} total={progress.probesTotal} />}
        {options?.eval && <Bar label="Eval cases" done={progress.casesDone} total={progress.casesTotal} />}
        <CheckWorker worker={data.worker} waiting={data.waiting} />
        {data.workdir && <RunFolder workdir={data.workdir} />}
        {data.workdir && (
          <PlannedWrites writes={data.writes} where={data.workdir.dir ?? describeWorkdir(data.workdir)} />
        )}
      </div>
    </Card>
  );
}

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid grid-cols-[6rem_1fr_4rem] items-center gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-valuenow={done}
        aria-valuemax={total}
        aria-label={label}
      >
        <div className="h-full rounded-full bg-indigo-500 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-right tabular-nums">
        {done}/{total || '…'}
      </span>
    </div>
  );
}

/** Findings by severity with their fixes; with `onReveal` (the pack's page) each one opens its place in the editor. */
export function ReportFindings({ findings, onReveal }: { findings: Finding[]; onReveal?(f: Finding): void }) {
  const groups = groupFindings(findings);
  return (
    <Card
      title="Findings"
      subtitle={
        findings.length
          ? `With the fix for each.${onReveal ? ' Click one to open its place in the editor.' : ''}`
          : undefined
      }
    >
      {groups.length === 0 ? (
        <p className="text-sm text-muted">No findings: nothing to fix.</p>
      ) : (
        <div className="space-y-5" data-testid="report-findings">
          {groups.map((g) => (
            <div key={g.severity}>
              <h4 className="mb-2 flex items-center gap-2 text-sm font-semibold">
                <SeverityIcon severity={g.severity} /> {SEVERITY_LABEL[g.severity]}
                <CountBadge severity={g.severity} count={g.count} label=" " />
              </h4>
              <ul className="divide-y divide-line-soft rounded-lg border border-line">
                {g.files.flatMap((file) =>
                  file.findings.map((f, i) => (
                    <li key={`${file.file}-${i}`} className="px-4 py-2.5 text-sm">
                      {onReveal ? (
                        <Button variant="bare" onClick={() => onReveal(f)} className="text-left hover:underline">
                          <FindingPlace finding={f} />
                        </Button>
                      ) : (
                        <p>
                          <FindingPlace finding={f} />
                        </p>
                      )}
                      <p className="mt-1 text-xs text-muted">
                        <b className="font-medium text-fg-soft">Fix:</b> {f.fix}{' '}
                        <SafeLink href={f.docs} newTab className="font-medium text-accent hover:underline">
                          {f.id} →
                        </SafeLink>
                      </p>
                    </li>
                  )),
                )}
              </ul>
            </div>
          ))}
        </div>
      )}
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

import type { PolicyCommand, PolicyConfirm, PolicySummary, SkillTeaching } from '../core/policy-summary';
import { POLICY_SUMMARY_VERSION } from '../core/policy-summary';
import { compareText } from '../core/text-order';

export type { PolicyCommand, PolicyConfirm, PolicySetting, PolicySummary, SkillTeaching } from '../core/policy-summary';

/**
 * The policy diff: what a change does to a pack's safety, between any two states of it (two reports, a report and
 * the files, a baseline). Pure and format-free: it compares the `PolicySummary` each format builds from its files
 * (lib/core/policy-summary.ts), so the CLI, the studio and a review server read one answer. Weakened changes come
 * first: a confirm gate gone, a risk lowered, a write or a grant added, a setting widened.
 */

export type PolicyDirection = 'weakened' | 'strengthened' | 'neutral';

export type PolicyChangeKind =
  | 'not-recorded'
  | 'command-added'
  | 'command-removed'
  | 'confirm-removed'
  | 'confirm-always-dropped'
  | 'confirm-added'
  | 'confirm-always-added'
  | 'risk-lowered'
  | 'risk-raised'
  | 'risk-changed'
  | 'grant-added'
  | 'grant-removed'
  | 'setting-widened'
  | 'setting-narrowed'
  | 'setting-changed'
  | 'arg-source-changed'
  | 'runs-changed'
  | 'skill-drift'
  | 'finding-suppressed';

export interface PolicyChange {
  kind: PolicyChangeKind;
  /** The command (or operation) it is about; absent for a pack-wide change. */
  command?: string;
  /** The setting's field or the argument's name, where the change is about one. */
  subject?: string;
  before?: unknown;
  after?: unknown;
  direction: PolicyDirection;
  /** One sentence with the values, as every face prints it. */
  message: string;
}

/** The order a risk word ranks in; a word outside it is compared as "changed", neither way. */
const RISK_RANK: Record<string, number> = { read: 0, write: 1, destructive: 2 };
const CONFIRM_RANK = { false: 0, true: 1, always: 2 } as const;
/** Where an argument's value lands that widens what a call may do whatever the value (a summary's argSources word). */
const AGENT_SET_SOURCES = new Set(['header']);

const confirmWords = (c: PolicyConfirm) => (c === 'always' ? 'always confirmed' : c ? 'confirmed' : 'no confirm gate');
const DIRECTION_ORDER: Record<PolicyDirection, number> = { weakened: 0, strengthened: 1, neutral: 2 };

/** A summary this version reads; another version's is treated as not recorded. */
function readable(summary: PolicySummary | undefined | null): PolicySummary | null {
  return summary && summary.version === POLICY_SUMMARY_VERSION ? summary : null;
}

/**
 * Every change from `before` to `after`, weakened first, then strengthened, then neutral (each by command, then
 * kind). A side without a summary (a report of an older version) gives one neutral "not recorded" change, never
 * "everything added".
 */
export function diffPolicy(before?: PolicySummary | null, after?: PolicySummary | null): PolicyChange[] {
  const a = readable(before);
  const b = readable(after);
  if (!a && !b) return [];
  if (!a || !b) {
    const side = a ? 'newer' : 'older';
    return [
      // Drift needs one side only: what the newer Skill teaches that its own policy lacks.
      ...(b ? driftChanges(null, b) : []),
      {
        kind: 'not-recorded',
        direction: 'neutral',
        message: `The ${side} report did not record the pack's policy: no policy change can be shown (check again to record it).`,
      },
    ];
  }
  return sortChanges([
    ...commandChanges(a, b),
    // After the command's own change: a gate removed reads first, the Skill still teaching it second.
    ...driftChanges(a, b),
    ...grantChanges(a, b),
    ...settingChanges(a, b),
  ]);
}

/** Whether any change weakens the pack: what `diff --fail-on policy-weakened` fails on. */
export function policyWeakened(changes: readonly PolicyChange[]): boolean {
  return changes.some((c) => c.direction === 'weakened');
}

/** How many changes go each way, for a summary line. */
export function policyChangeCounts(changes: readonly PolicyChange[]): Record<PolicyDirection, number> {
  const counts = { weakened: 0, strengthened: 0, neutral: 0 };
  for (const c of changes) counts[c.direction]++;
  return counts;
}

/**
 * The commands of each side paired for comparison. Ids are unique in an HCP pack, but two Recued compositions may
 * each have an operation of one name: those pair by what they run first, then in order, so a gate moved from one
 * to the other reads as removed from the one that lost it, never as no change.
 */
function pairCommands(a: PolicySummary, b: PolicySummary) {
  const group = (s: PolicySummary) => {
    const byId = new Map<string, PolicyCommand[]>();
    for (const c of s.commands) byId.set(c.id, [...(byId.get(c.id) ?? []), c]);
    return byId;
  };
  const before = group(a);
  const after = group(b);
  const pairs: [PolicyCommand, PolicyCommand][] = [];
  const added: PolicyCommand[] = [];
  const removed: PolicyCommand[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const olds = [...(before.get(id) ?? [])];
    const news = [...(after.get(id) ?? [])];
    if (olds.length > 1 || news.length > 1)
      for (const cmd of [...news]) {
        const at = olds.findIndex((o) => o.runs === cmd.runs);
        if (at < 0) continue;
        pairs.push([olds.splice(at, 1)[0], cmd]);
        news.splice(news.indexOf(cmd), 1);
      }
    news.forEach((cmd, i) => (olds[i] ? pairs.push([olds[i], cmd]) : added.push(cmd)));
    removed.push(...olds.slice(news.length));
  }
  return { pairs, added, removed };
}

function commandChanges(a: PolicySummary, b: PolicySummary): PolicyChange[] {
  const { pairs, added: fresh, removed: gone } = pairCommands(a, b);
  return [
    ...fresh.map(added),
    ...pairs.flatMap(([old, cmd]) => [
      ...confirmChange(old, cmd),
      ...riskChange(old, cmd),
      ...runsChange(old, cmd),
      ...argSourceChanges(old, cmd),
    ]),
    ...gone.map(removed),
  ];
}

function added(cmd: PolicyCommand): PolicyChange {
  const isRead = cmd.risk === 'read';
  // A new read widens nothing a person approves; a new write does unless each call is confirmed.
  const direction: PolicyDirection = isRead || cmd.confirm ? 'neutral' : 'weakened';
  return {
    kind: 'command-added',
    command: cmd.id,
    after: { risk: cmd.risk, confirm: cmd.confirm },
    direction,
    message: `"${cmd.id}" added: ${cmd.risk}, ${confirmWords(cmd.confirm)}.`,
  };
}

function removed(cmd: PolicyCommand): PolicyChange {
  return {
    kind: 'command-removed',
    command: cmd.id,
    before: { risk: cmd.risk, confirm: cmd.confirm },
    direction: cmd.risk === 'read' ? 'neutral' : 'strengthened',
    message: `"${cmd.id}" removed (was ${cmd.risk}, ${confirmWords(cmd.confirm)}).`,
  };
}

function confirmChange(old: PolicyCommand, cmd: PolicyCommand): PolicyChange[] {
  if (old.confirm === cmd.confirm) return [];
  const lowered = CONFIRM_RANK[`${cmd.confirm}`] < CONFIRM_RANK[`${old.confirm}`];
  const kind: PolicyChangeKind = lowered
    ? cmd.confirm === false
      ? 'confirm-removed'
      : 'confirm-always-dropped'
    : old.confirm === false
      ? 'confirm-added'
      : 'confirm-always-added';
  const why =
    kind === 'confirm-removed'
      ? ': calls run without a person approving them'
      : kind === 'confirm-always-dropped'
        ? ': an unattended access mode now runs it without asking'
        : '';
  return [
    {
      kind,
      command: cmd.id,
      before: old.confirm,
      after: cmd.confirm,
      direction: lowered ? 'weakened' : 'strengthened',
      message: `"${cmd.id}": ${confirmWords(old.confirm)} → ${confirmWords(cmd.confirm)}${why}.`,
    },
  ];
}

function riskChange(old: PolicyCommand, cmd: PolicyCommand): PolicyChange[] {
  if (old.risk === cmd.risk) return [];
  const from = RISK_RANK[old.risk];
  const to = RISK_RANK[cmd.risk];
  const ranked = from !== undefined && to !== undefined;
  const kind: PolicyChangeKind = !ranked ? 'risk-changed' : to < from ? 'risk-lowered' : 'risk-raised';
  // A write turned into a word the format does not rank: no longer declared a write, so no longer held as one.
  const direction: PolicyDirection = !ranked
    ? from !== undefined && from > RISK_RANK.read
      ? 'weakened'
      : 'neutral'
    : to < from
      ? 'weakened'
      : 'strengthened';
  const why = kind === 'risk-lowered' && cmd.risk === 'read' ? ': a read grant alone now runs it' : '';
  return [
    {
      kind,
      command: cmd.id,
      before: old.risk,
      after: cmd.risk,
      direction,
      message: `"${cmd.id}": risk ${old.risk} → ${cmd.risk}${why}.`,
    },
  ];
}

/**
 * What a call runs changed (another subcommand or program, a method, a wider path): the policy row approved the old
 * call, so unless a person approves every call ("always"), the new one runs on an approval given for something else.
 */
function runsChange(old: PolicyCommand, cmd: PolicyCommand): PolicyChange[] {
  // A side that did not record it says nothing.
  if (old.runs === undefined || cmd.runs === undefined || old.runs === cmd.runs) return [];
  const direction: PolicyDirection = cmd.confirm === 'always' ? 'neutral' : 'weakened';
  const why = direction === 'weakened' ? `: its ${cmd.risk} row and gate now approve a different call` : '';
  return [
    {
      kind: 'runs-changed',
      command: cmd.id,
      before: old.runs,
      after: cmd.runs,
      direction,
      message: `"${cmd.id}" now runs \`${cmd.runs}\` (was \`${old.runs}\`)${why}.`,
    },
  ];
}

function argSourceChanges(old: PolicyCommand, cmd: PolicyCommand): PolicyChange[] {
  const a = old.argSources ?? {};
  const b = cmd.argSources ?? {};
  // A side that did not record its sources says nothing about them.
  if (!old.argSources || !cmd.argSources) return [];
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names
    .filter((n) => a[n] !== b[n])
    .map((n): PolicyChange => {
      // An agent's value newly sent as a request header can carry credentials or routing the pack never chose.
      const weakened = b[n] !== undefined && AGENT_SET_SOURCES.has(b[n]) && !AGENT_SET_SOURCES.has(a[n] ?? '');
      return {
        kind: 'arg-source-changed',
        command: cmd.id,
        subject: n,
        before: a[n] ?? null,
        after: b[n] ?? null,
        direction: weakened ? 'weakened' : 'neutral',
        message: `"${cmd.id}": argument "${n}" ${a[n] === undefined ? 'added, ' : `${a[n]} → `}${b[n] ?? 'removed'}${weakened ? ': the agent now sets a request header' : ''}.`,
      };
    });
}

function grantChanges(a: PolicySummary, b: PolicySummary): PolicyChange[] {
  const before = new Set(a.grants);
  const after = new Set(b.grants);
  return [
    ...b.grants
      .filter((g) => !before.has(g))
      .map((g): PolicyChange => ({
        kind: 'grant-added',
        subject: g,
        after: g,
        direction: 'weakened',
        message: `Grant "${g}" added: the pack now asks the runtime for it${g.includes('*') ? ' (a glob: for every name it matches)' : ''}.`,
      })),
    ...a.grants
      .filter((g) => !after.has(g))
      .map((g): PolicyChange => ({
        kind: 'grant-removed',
        subject: g,
        before: g,
        direction: 'strengthened',
        message: `Grant "${g}" removed.`,
      })),
  ];
}

function settingChanges(a: PolicySummary, b: PolicySummary): PolicyChange[] {
  const before = new Map(a.settings.map((s) => [s.field, s]));
  const after = new Map(b.settings.map((s) => [s.field, s]));
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort();
  return fields.flatMap((field): PolicyChange[] => {
    const old = before.get(field);
    const cur = after.get(field);
    if (old?.value === cur?.value) return [];
    const label = (cur ?? old)!.label;
    const ranked = old?.breadth !== undefined && cur?.breadth !== undefined && old.breadth !== cur.breadth;
    const widened = ranked && cur!.breadth! > old!.breadth!;
    // A ranked value turned into one the format does not rank (a misspelt mode): how far it reaches is unknown.
    const unknown = old?.breadth !== undefined && cur !== undefined && cur.breadth === undefined;
    return [
      {
        kind: !ranked ? 'setting-changed' : widened ? 'setting-widened' : 'setting-narrowed',
        subject: field,
        before: old?.value ?? null,
        after: cur?.value ?? null,
        direction: unknown || widened ? 'weakened' : !ranked ? 'neutral' : 'strengthened',
        message: `${label} (${field}): ${old?.value ?? 'not set'} → ${cur?.value ?? 'not set'}${ranked ? (widened ? ', wider' : ', narrower') : ''}.`,
      },
    ];
  });
}

function sortChanges(changes: PolicyChange[]): PolicyChange[] {
  const at = new Map(changes.map((c, i) => [c, i]));
  return [...changes].sort(
    (x, y) =>
      DIRECTION_ORDER[x.direction] - DIRECTION_ORDER[y.direction] ||
      compareText(x.command ?? '', y.command ?? '') ||
      at.get(x)! - at.get(y)!,
  );
}

/**
 * Skill ↔ policy drift: each command whose risk the Skill teaches differently from the policy, or whose gate it
 * teaches where the policy has none (or a weaker one), from one summary. A Skill that says "confirmed" for a command
 * without a gate tells an agent (and a reviewer) a person approves calls no one approves.
 */
export interface PolicyDrift {
  teaching: SkillTeaching;
  /** The policy's row (a command the pack does not have is the Skill rules' finding, not drift). */
  policy: PolicyCommand;
  /** Which parts differ. */
  risk: boolean;
  confirm: boolean;
}

export function policyDrift(summary: PolicySummary): PolicyDrift[] {
  const byId = new Map(summary.commands.map((c) => [c.id, c]));
  return (summary.skillTeaches ?? []).flatMap((teaching): PolicyDrift[] => {
    const policy = byId.get(teaching.command);
    if (!policy) return [];
    const risk = teaching.risk !== policy.risk;
    // A gate the Skill under-states (policy "always", Skill "confirmed") promises nothing the policy lacks.
    const confirm = CONFIRM_RANK[`${teaching.confirm}`] > CONFIRM_RANK[`${policy.confirm}`];
    return risk || confirm ? [{ teaching, policy, risk, confirm }] : [];
  });
}

const driftKey = (d: PolicyDrift) => JSON.stringify([d.policy.id, d.teaching.risk, d.teaching.confirm]);

/**
 * Drift the newer summary has and the older did not: the Skill newly teaching a gate or a risk the policy lacks
 * (a gate removed while HARNESS.md still teaches it, or the Skill edited to promise one). Read from the summaries,
 * so packstudio.json's acceptedDrift, which hides the finding, does not hide this.
 */
function driftChanges(a: PolicySummary | null, b: PolicySummary): PolicyChange[] {
  const had = new Set(a ? policyDrift(a).map(driftKey) : []);
  return policyDrift(b)
    .filter((d) => !had.has(driftKey(d)))
    .map((d): PolicyChange => {
      const taught = teachingWords(d.teaching.risk, d.teaching.confirm);
      const policy = teachingWords(d.policy.risk, d.policy.confirm);
      return {
        kind: 'skill-drift',
        command: d.policy.id,
        before: policy,
        after: taught,
        direction: 'weakened',
        message: `HARNESS.md now teaches "${d.policy.id}" as ${taught} (line ${d.teaching.line}), but policy.json has ${policy}${d.confirm ? ': an agent is told a person approves calls no one approves' : ''}.`,
      };
    });
}

/** A finding packstudio.json newly takes out of the count, as the diff reads it (a report's `suppressed`). */
export interface SuppressedSide {
  finding: { id: string; file: string; pointer: string; category: string; message: string };
  reason: string;
}

/** The categories whose findings are about what a pack lets run: suppressing one hides a weakening from the count. */
const POLICY_CATEGORIES = new Set(['policy']);

/**
 * Policy findings the newer report suppresses that the older did not (by rule, file and pointer): a suppression
 * added to packstudio.json is how a P-rule finding leaves the list without the policy changing, and the findings
 * diff would call it fixed.
 */
export function suppressionChanges(
  before: readonly SuppressedSide[] | undefined,
  after: readonly SuppressedSide[] | undefined,
): PolicyChange[] {
  const key = (s: SuppressedSide) => JSON.stringify([s.finding.id, s.finding.file, s.finding.pointer]);
  const had = new Set((before ?? []).map(key));
  return (after ?? [])
    .filter((s) => POLICY_CATEGORIES.has(s.finding.category) && !had.has(key(s)))
    .map((s): PolicyChange => ({
      kind: 'finding-suppressed',
      subject: s.finding.id,
      after: s.reason,
      direction: 'weakened',
      message: `${s.finding.id} newly suppressed in packstudio.json (${s.finding.file} ${s.finding.pointer}, reason ${JSON.stringify(s.reason)}); it no longer counts: ${s.finding.message}`,
    }));
}

/** Every policy change between two reports: the summaries' diff and the policy findings newly suppressed, weakened first. */
export function diffReportPolicy(
  before: { policy?: PolicySummary | null; suppressed?: readonly SuppressedSide[] },
  after: { policy?: PolicySummary | null; suppressed?: readonly SuppressedSide[] },
): PolicyChange[] {
  return sortChanges([
    ...suppressionChanges(before.suppressed, after.suppressed),
    ...diffPolicy(before.policy, after.policy),
  ]);
}

/** "write, confirmed", as the Skill's Risk column would say it. */
export function teachingWords(risk: string, confirm: PolicyConfirm): string {
  return confirm ? `${risk}, ${confirm === 'always' ? 'always confirmed' : 'confirmed'}` : risk;
}

export { confirmWords };

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
  | 'arg-source-changed';

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
      {
        kind: 'not-recorded',
        direction: 'neutral',
        message: `The ${side} report did not record the pack's policy: no policy change can be shown (check again to record it).`,
      },
    ];
  }
  return sortChanges([...commandChanges(a, b), ...grantChanges(a, b), ...settingChanges(a, b)]);
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

function commandChanges(a: PolicySummary, b: PolicySummary): PolicyChange[] {
  const before = new Map(a.commands.map((c) => [c.id, c]));
  const after = new Map(b.commands.map((c) => [c.id, c]));
  const out: PolicyChange[] = [];
  for (const [id, cmd] of after) {
    const old = before.get(id);
    if (!old) out.push(added(cmd));
    else out.push(...confirmChange(old, cmd), ...riskChange(old, cmd), ...argSourceChanges(old, cmd));
  }
  for (const [id, cmd] of before) if (!after.has(id)) out.push(removed(cmd));
  return out;
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
  const direction: PolicyDirection = !ranked ? 'neutral' : to < from ? 'weakened' : 'strengthened';
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

function argSourceChanges(old: PolicyCommand, cmd: PolicyCommand): PolicyChange[] {
  const a = old.argSources ?? {};
  const b = cmd.argSources ?? {};
  // A side that did not record its sources says nothing about them.
  if (!old.argSources || !cmd.argSources) return [];
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names
    .filter((n) => a[n] !== b[n])
    .map((n) => ({
      kind: 'arg-source-changed' as const,
      command: cmd.id,
      subject: n,
      before: a[n] ?? null,
      after: b[n] ?? null,
      direction: 'neutral' as const,
      message: `"${cmd.id}": argument "${n}" ${a[n] === undefined ? 'added, ' : `${a[n]} → `}${b[n] ?? 'removed'}.`,
    }));
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
        message: `Grant "${g}" added: the pack now asks the runtime for it.`,
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
    return [
      {
        kind: !ranked ? 'setting-changed' : widened ? 'setting-widened' : 'setting-narrowed',
        subject: field,
        before: old?.value ?? null,
        after: cur?.value ?? null,
        direction: !ranked ? 'neutral' : widened ? 'weakened' : 'strengthened',
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

/** "write, confirmed", as the Skill's Risk column would say it. */
export function teachingWords(risk: string, confirm: PolicyConfirm): string {
  return confirm ? `${risk}, ${confirm === 'always' ? 'always confirmed' : 'confirmed'}` : risk;
}

export { confirmWords };

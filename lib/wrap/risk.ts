import { confirmFamilyOf, READ_WORDS, segments, writeWordsOf } from '../hcp/command-names';

export type Risk = { risk: 'read' | 'write'; confirm?: true | 'always' };

/** Read words common in CLIs beyond the rules' list (which P001 needs to stay strict). */
export const MORE_READ_WORDS: ReadonlySet<string> = new Set([
  'grep',
  'blame',
  'outdated',
  'explain',
  'why',
  'top',
  'ps',
  'images',
  'tags',
  'which',
  'env',
  'freeze',
  'tree',
  'graph',
]);

/** A description that opens with one of these changes something, whatever the name says (`get`: "Install or upgrade…"). */
const WRITE_LEADS: ReadonlySet<string> = new Set([
  'install',
  'upgrade',
  'download',
  'create',
  'update',
  'delete',
  'remove',
  'push',
  'upload',
  'write',
  'modify',
  'set',
  'add',
  'apply',
  'deploy',
  'destroy',
  'reset',
  'import',
  'move',
  'rename',
  'save',
  'sync',
  'replace',
  'mark',
  'kill',
  'stop',
  'start',
  'restart',
  'build',
  'compile',
  'publish',
  'release',
]);
/** A description that opens with one of these only reads, for a name that says neither (`output`: "Show output values…"). */
const READ_LEADS: ReadonlySet<string> = new Set([
  'show',
  'shows',
  'list',
  'lists',
  'display',
  'displays',
  'print',
  'prints',
  'describe',
  'view',
  'inspect',
  'search',
]);
/** A command that runs until it is stopped: an agent's call must end. */
const STREAMS =
  /\b(live stream|real[- ]time|stream (of|the)|follows? (the )?(log|output)|block(s)? until|until (it is|they are) stopped|watch(es)? for changes)\b/i;

export interface RiskInput {
  /** The drafted command name (`remote.set_url`). */
  key: string;
  /** What the help or the spec says it does. */
  description?: string;
  /** The Fig spec's `isDangerous`. */
  dangerous?: boolean;
}

export interface RiskReading extends Risk {
  /** What decided it, for the draft's notes: `its name says "get"`, `its description opens with "Install"`. */
  because: string;
}

/** The risk a name implies (DECISIONS: policy.json): write words write, family words gate, a last read word reads. */
export function riskFromName(key: string): Risk {
  if (writeWordsOf(key).length) return gated(key);
  const last = segments(key).pop() ?? '';
  return READ_WORDS.has(last) || MORE_READ_WORDS.has(last) ? { risk: 'read' } : { risk: 'write' };
}

function gated(key: string): Risk {
  const family = confirmFamilyOf(key)?.family;
  return family === 'pay'
    ? { risk: 'write', confirm: 'always' }
    : family
      ? { risk: 'write', confirm: true }
      : { risk: 'write' };
}

/**
 * The risk of a drafted command from everything wrap knows: the name first; then the description's first word where
 * the name is misleading (terraform's `get` installs modules into the folder) or says nothing (`output` shows
 * values); then the spec's `isDangerous`, which always asks a person. A name that says neither stays a write, so
 * nothing unknown is ever called without the write grant.
 */
export function riskOf({ key, description, dangerous }: RiskInput): RiskReading {
  const byName = riskFromName(key);
  const last = segments(key).pop() ?? '';
  const lead = leadWord(description);
  let reading: RiskReading;
  if (byName.risk === 'read' && lead && WRITE_LEADS.has(lead))
    reading = { ...gated(key), risk: 'write', because: `its description opens with "${lead}"` };
  else if (byName.risk === 'write' && !writeWordsOf(key).length && lead && READ_LEADS.has(lead))
    reading = { risk: 'read', because: `its description opens with "${lead}"` };
  else reading = { ...byName, because: `its name says "${last}"` };
  if (dangerous && reading.risk === 'write' && !reading.confirm)
    return { ...reading, confirm: true, because: `${reading.because}; the Fig spec marks it dangerous` };
  if (dangerous && reading.risk === 'read')
    return { risk: 'write', confirm: true, because: 'the Fig spec marks it dangerous' };
  return reading;
}

/** True when the description says the command runs until stopped (a live stream, following a log). */
export function streams(description: string | undefined): boolean {
  return !!description && STREAMS.test(description);
}

function leadWord(description: string | undefined): string | undefined {
  const m = /^\s*(?:\([^)]*\)\s*)?([A-Za-z]+)/.exec(description ?? '');
  return m?.[1].toLowerCase();
}

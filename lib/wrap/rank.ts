import { gatedFamilyOf, HOT_READS, HOT_WRITES, nameWords } from '../core/vocabulary';
import type { Risk } from './risk';

/**
 * The hot path, from signals that are written down here, never from the order of the help alone: the CLI's own
 * "common" or "main" section, the Fig spec's priority, a vocabulary of the reads a person runs first, the groups
 * the CLI's own description names. Each signal adds to a score and says why, so a left-out command can say
 * what it lacked. Ties keep the help's order.
 */
export interface RankInput {
  path: readonly string[];
  /** The word that says what it does where that is not the path's last (nft's `list ruleset`). */
  verb?: string;
  risk: Risk;
  /** The heading the help listed it under. */
  section?: string;
  description?: string;
  /** The Fig spec's priority (50 when it says nothing). */
  priority?: number;
  /** The top page's own description, where a CLI names the groups that matter ("manages authentication, local configuration…"). */
  cliDescription?: string;
  /** The top page's own Examples lines (`gh issue create`, `gh pr checkout 321`): the groups the CLI shows first. */
  cliExamples?: readonly string[];
  /** Listed only by the CLI's full listing (`git help -a`), not on its first page. */
  fullListing?: boolean;
  /** Listed as a group (gcloud's GROUPS). */
  group?: boolean;
  /** The group it belongs to, as the listing showed it: its section and description count for its subcommands too. */
  parent?: { section?: string; description?: string; fullListing?: boolean };
}

export interface Ranking {
  score: number;
  signals: string[];
}

export { HOT_READS, HOT_WRITES };

const PRIMARY_SECTION =
  /\b(common|main|basic|core|primary|popular|frequently|most used|getting started|beginner|work on the current change|examine the history)\b/i;
const SECONDARY_SECTION =
  /\b(deprecated|experimental|alpha|beta|plumbing|low[- ]level|internal|legacy|swarm|interrogators|synching|ancillary|advanced)\b/i;
const UNSTABLE = /^\s*\(?\s*(deprecated|alpha|beta|experimental|preview)\b/i;

export const WEIGHTS = {
  primarySection: 30,
  secondarySection: -20,
  unstable: -40,
  /** Per point of spec priority above (or below) Fig's default of 50. */
  priority: 0.6,
  /** The first hot read gets this much, the next one point less, and so on. */
  hotRead: 25,
  hotWrite: 12,
  read: 10,
  gated: -15,
  /** Per word of the path past the first. */
  depth: -12,
  /** Per word of a hot name past its first (`list-dependencies` after `list-units`… after `list`). */
  narrower: -2,
  namedByCli: 15,
  /** A group the CLI's own top-level examples use. */
  inCliExamples: 10,
  /** Only in the full listing: the first page is the CLI's own choice of what matters. */
  fullListing: -12,
  /** A read of a CLI that has a JSON mode, whose own help offers none: it prints text an agent must parse (R006). */
  textRead: -30,
  /** A read that prints everything there is (`cluster-info dump`, `luksDump`): heavy on an agent's budget (R005). */
  bulkRead: -8,
} as const;

/** Words of a read that prints everything at once rather than what was asked for. */
const BULK_READS = new Set(['dump', 'dumps', 'dumpall']);

export function rank(input: RankInput): Ranking {
  const signals: string[] = [];
  let score = 0;
  const add = (points: number, why: string) => {
    score += points;
    signals.push(`${why} (${points > 0 ? '+' : ''}${Math.round(points)})`);
  };
  const section = input.section ?? input.parent?.section;
  if (section && PRIMARY_SECTION.test(section)) add(WEIGHTS.primarySection, `under "${section}"`);
  else if (section && SECONDARY_SECTION.test(section)) add(WEIGHTS.secondarySection, `under "${section}"`);
  // "Advanced state management": a group that calls itself advanced or low-level ranks its subcommands so
  else if (input.parent?.description && SECONDARY_SECTION.test(input.parent.description))
    add(WEIGHTS.secondarySection, `in a group described "${input.parent.description}"`);
  if (
    (input.description && UNSTABLE.test(input.description)) ||
    (input.parent?.description && UNSTABLE.test(input.parent.description))
  )
    add(WEIGHTS.unstable, 'deprecated or not yet stable');
  if (input.fullListing) add(WEIGHTS.fullListing, 'only in the full command list');
  if (input.priority !== undefined && input.priority !== 50)
    add((input.priority - 50) * WEIGHTS.priority, `Fig priority ${input.priority}`);
  const last = (input.verb ?? input.path[input.path.length - 1]).toLowerCase();
  // `list-units`, `--list-keys`: the first word says what it does, each word after it narrows it
  const words = nameWords(last);
  const head = HOT_READS.includes(last) || HOT_WRITES.includes(last) ? last : (words[0] ?? last);
  const narrower = head === last ? 0 : WEIGHTS.narrower * (words.length - 1);
  if (input.risk.risk === 'read') {
    add(WEIGHTS.read, 'a read');
    const hot = HOT_READS.indexOf(head);
    if (hot >= 0) add(WEIGHTS.hotRead - hot + narrower, `"${last}" is a hot-path read`);
    if (words.some((w) => BULK_READS.has(w))) add(WEIGHTS.bulkRead, `"${last}" prints everything at once`);
  } else {
    const hot = HOT_WRITES.indexOf(head);
    if (hot >= 0) add(WEIGHTS.hotWrite - hot / 2 + narrower, `"${last}" is a common write`);
    // a common write that asks first (start, stop, push) is still one a person reaches for: the gate keeps it safe;
    // so is an everyday change of a system's settings or packages (`scale`, `set-timezone`, `get`: "Install…")
    else if (input.risk.confirm && gatedFamilyOf(last, input.description) !== 'system')
      add(WEIGHTS.gated, 'asks a person first');
  }
  if (input.path.length > 1) add(WEIGHTS.depth * (input.path.length - 1), 'a subcommand');
  // Only for groups and their subcommands: "manages authentication, local configuration" names gcloud's auth and
  // config groups; a top-level `list` is not ranked up because the CLI's blurb says "a short list of tasks".
  const first = input.path[0].toLowerCase();
  if (
    (input.group || input.path.length > 1) &&
    first.length >= 3 &&
    input.cliDescription &&
    namedIn(first, input.cliDescription)
  )
    add(WEIGHTS.namedByCli, `"${first}" is named in the CLI's own description`);
  if (input.path.length > 1 && input.cliExamples?.some((line) => line.split(/\s+/)[1] === input.path[0]))
    add(WEIGHTS.inCliExamples, `"${input.path[0]}" is in the CLI's own examples`);
  return { score, signals };
}

/** `config` in "local configuration", `auth` in "authentication": a word of the text starts with the name. */
function namedIn(name: string, text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .some((w) => w.startsWith(name));
}

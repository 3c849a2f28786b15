import {
  ACCESS_NOUNS,
  actionOf,
  actionOfName,
  gatedByHelp,
  leadWord,
  localEditOf,
  nameWords,
  namesItsDomain,
  readingOf,
  SETTING_LEADS,
  soundsDangerous,
  WRITE_LEADS,
} from '../core/vocabulary';
import { confirmFamilyOf, segments } from '../hcp/command-names';

export type Risk = { risk: 'read' | 'write'; confirm?: true | 'always' };

/** A command that runs until it is stopped: an agent's call must end. */
const STREAMS =
  /\b(live stream|real[- ]time|stream (of|the)|follows? (the )?(log|output)|block(s)? until|until (it is|they are) stopped|(watch|monitor)(es|s)? (\w+ )*for changes|watch mode)\b/i;

export interface RiskInput {
  /** The drafted command name (`remote.set_url`). */
  key: string;
  /** The CLI's own word for it, when it differs from the key's last segment (`is-active`, `--list-keys`). */
  word?: string;
  /** What the help or the spec says it does. */
  description?: string;
  /** The Fig spec's `isDangerous`. */
  dangerous?: boolean;
  /**
   * A verb of an object a grammar CLI names (`tc qdisc add`, `bridge fdb replace` under `OBJECT := { … }`): it acts
   * on the running system's kernel objects, so anything but a read asks first.
   */
  objectVerb?: boolean;
  /**
   * An object a grammar CLI names, drafted alone (`ip link`, `tc action`): run with no verb it shows what is there
   * (ip(8): "if no command is given, some default command is assumed. Usually it is list"), so a name that says
   * nothing reads.
   */
  showsAlone?: boolean;
  /**
   * The command's own help page's description, where the listing's line is what `description` holds: it may raise
   * (a listing's "Batch write many rows…" is a page's "Import data … into an existing table"), never lower.
   */
  pageHelp?: string;
  /** The CLI's own description: where it says the cloud or remotes, no write of it is a plain local edit. */
  cliHelp?: string;
  /**
   * A value of the operand of a CLI whose own help opens with a read (getent's `passwd`, "Get entries from
   * administrative database"): it names what is read, so it reads, whatever the word means elsewhere.
   */
  valueOfARead?: boolean;
}

export interface RiskReading extends Risk {
  /** What decided it, for the draft's notes: `its name says "get"`, `its description opens with "Install"`. */
  because: string;
  /**
   * Gated only because nothing shows it is a plain local edit (localEditOf), not for what it is known to do: the
   * ranking weighs what a command does, so it ranks as the plain write it would otherwise be.
   */
  byDefault?: true;
}

/** The risk a name implies, from the one vocabulary (lib/core/vocabulary.ts): a gated word asks first, a read reads. */
export function riskFromName(key: string, word = segments(key).pop() ?? ''): Risk {
  const action = actionOfName(word);
  if (action.does === 'read') return { risk: 'read' };
  if (action.gated || confirmFamilyOf(key)) return gated(key);
  return { risk: 'write' };
}

function gated(key: string): Risk {
  return confirmFamilyOf(key)?.family === 'pay'
    ? { risk: 'write', confirm: 'always' }
    : { risk: 'write', confirm: true };
}

/**
 * The risk of a drafted command from what it does (DECISIONS "One vocabulary"): its own word first (predicates and
 * listings read; state changes, deletes, syncs, merges, releases and pushes write behind a confirm gate; other
 * write words write); where the name is misleading (terraform's `get` installs modules) or says nothing, the word
 * its description opens with. Then signals that only ever raise: the Fig spec's `isDangerous` and a help that
 * says the command deletes or cannot be undone, or changes a key or which processes run (HELP_GATES); and for a verb
 * of a grammar CLI's object (objectVerb), any write; a write in a group about access (`ssh-key add`) or whose whole
 * command names a gated change (`set env`, `create deployment`). The help is the listing's line and the command's
 * own page (pageHelp), both only raising. A grammar object run alone (showsAlone) reads. A flag mode whose name says
 * nothing is named by its help's first word when that changes the CLI's one system (`--auto`: "Switch…"). A name that
 * says nothing at all stays a write. Last, the default: a write asks first unless the one vocabulary finds it a plain
 * local edit (unlessLocal), so nothing unknown changes a system with no person asked.
 */
export function riskOf({
  key,
  word,
  description,
  dangerous,
  objectVerb,
  showsAlone,
  pageHelp,
  cliHelp,
  valueOfARead,
}: RiskInput): RiskReading {
  const own = word ?? segments(key).pop() ?? '';
  const action = actionOf(own, description);
  const read = readingOf(own, description);
  const lead = leadWord(description);
  const shown = own.replace(/^-+/, '');
  let reading: RiskReading;
  // changeset's `version` under "Organise your package versioning…": the CLI's own work, never a print of its version
  if (namesItsDomain(own, cliHelp)) reading = { risk: 'write', because: `its CLI manages what "${shown}" names` };
  else if (valueOfARead) reading = { risk: 'read', because: `it names what its CLI reads` };
  else if (read && (read.by === 'name' || !confirmFamilyOf(key)))
    reading = {
      risk: 'read',
      because: read.by === 'name' ? `its name says "${read.word}"` : `its description opens with "${read.word}"`,
    };
  // a name that reads, unless its description opens with a change (readingOf)
  else if (action.does === 'read' && lead)
    reading = { ...leadRisk(key, lead, description, own), because: `its description opens with "${lead}"` };
  else if (action.does === 'write' || confirmFamilyOf(key))
    reading = {
      ...(action.gated || confirmFamilyOf(key) ? gated(key) : { risk: 'write' as const }),
      because: `its name says "${action.word ?? shown}"`,
    };
  else if (lead && (WRITE_LEADS.has(lead) || (isMode(own) && SETTING_LEADS.has(lead))))
    reading = { ...leadRisk(key, lead, description, own), because: `its description opens with "${lead}"` };
  else if (showsAlone && action.does === 'unknown')
    reading = { risk: 'read', because: 'a grammar object run alone shows it' };
  else reading = { risk: 'write', because: `its name says "${shown}"` };
  if (dangerous) return raise(reading, 'the Fig spec marks it dangerous');
  if (soundsDangerous(description) || soundsDangerous(pageHelp))
    return raise(reading, 'its help says it deletes or cannot be undone');
  const helpSays = gatedByHelp(description) ?? gatedByHelp(pageHelp);
  if (helpSays) return raise(reading, helpSays.why);
  if (reading.risk === 'write' && objectVerb) return raise(reading, 'it changes an object of the running system');
  if (reading.risk === 'read') return reading;
  // a write in a group about who may do what (`gh ssh-key add`, `gcloud iam roles create`); its reads stay reads
  const path = segments(key);
  const accessGroup = path.slice(0, -1).find((group) => nameWords(group).some((w) => ACCESS_NOUNS.has(w)));
  if (accessGroup) return raise(reading, `it changes access (its group is "${accessGroup}")`);
  // a write whose words, its groups' with its own, name a gated change (`set env`, `create role`, `create cronjob`)
  const whole = path.length > 1 ? actionOfName(path.join('-')) : undefined;
  if (whole?.gated) return raise(reading, `its command "${path.join(' ')}" says "${whole.word}"`);
  return reading.confirm ? reading : unlessLocal(reading, own, path.slice(0, -1), [description, pageHelp], cliHelp);
}

/**
 * The default for a write (DECISIONS "One vocabulary": where the line is): it asks first unless the one vocabulary
 * finds it a plain local edit (`git add`: "Add file contents to the index"), since a missed gate lets an agent change
 * a system with no person asked and an extra gate costs one approval. A write with no description asks.
 */
function unlessLocal(
  reading: RiskReading,
  own: string,
  groups: readonly string[],
  helps: readonly (string | undefined)[],
  cliHelp: string | undefined,
): RiskReading {
  const local = localEditOf(own, groups, helps, cliHelp);
  if (local) return { ...reading, because: `${reading.because}; a plain local edit (${local.verb} ${local.object})` };
  return {
    ...reading,
    confirm: true,
    byDefault: true,
    because: `${reading.because}; nothing shows a plain local edit`,
  };
}

/**
 * A write a description's first word names: gated when that word is a gated one (`Stop…`, `Remove…`, "Mark the given
 * packages…"). An everyday system word in a description ("Install or upgrade remote modules", "Update the labels")
 * does not gate: only a command's own name says it changes a system's settings or packages.
 */
function leadRisk(key: string, lead: string, description: string | undefined, own: string): Risk {
  // a flag mode of a CLI that manages one system, opening with a change of it (`--auto`: "Switch the master link…")
  if (isMode(own) && SETTING_LEADS.has(lead)) return gated(key);
  const family = actionOf(lead, description).gated;
  // a one-letter command (7-Zip's `u`) is named by the word its description opens with (`update`): that is its name
  const named = own.replace(/^-+/, '').length <= 2;
  return family && (family !== 'system' || named) ? gated(key) : { risk: 'write' };
}

/** A flag-mode command's own word (`--auto`, `-genkeypair`). */
const isMode = (own: string) => own.startsWith('-');

/** A signal that raises: a write gains a confirm gate, a read becomes a gated write; nothing is ever lowered. */
function raise(reading: RiskReading, why: string): RiskReading {
  if (reading.risk === 'write' && reading.confirm) return reading;
  if (reading.risk === 'write') return { ...reading, confirm: true, because: `${reading.because}; ${why}` };
  return { risk: 'write', confirm: true, because: why };
}

/** The risk the ranking weighs: what a command is known to do, never a gate that only wants evidence (byDefault). */
export function rankedRisk(reading: RiskReading): Risk {
  return reading.byDefault ? { risk: reading.risk } : reading;
}

/** True when the description says the command runs until stopped (a live stream, following a log). */
export function streams(description: string | undefined): boolean {
  return !!description && STREAMS.test(description);
}

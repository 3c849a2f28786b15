import type { CommandEntry } from '../hcp/command-edits';
import { riskOf, type Risk } from './risk';

/** What the Commands view's "Add a command" form asks for. */
export interface CommandForm {
  /** The command's name (`list_keys`, `query`). */
  key: string;
  /** The words after the bin as the author types them (`-r {{filter}} {{file}}`): split at spaces, never a shell. */
  words: string;
  description: string;
  /** `auto` takes the risk from what the words say (the one vocabulary); a person's choice is never lowered by it. */
  risk: 'auto' | 'read' | 'write' | 'confirm';
}

export type FormEntry = { ok: true; entry: CommandEntry; risk: string } | { ok: false; reason: string };

const PLACEHOLDER = /^\{\{([a-z][a-z0-9_]*)\}\}$/;

/**
 * The CommandEntry a hand-written command adds (lib/hcp/command-edits.ts does the editing): cli[] is the bin and
 * the words, each `{{name}}` word an argument of its own (a string the agent fills, described TODO until the author
 * says more); the risk from the form, or from what the name and words say, where `auto` never chooses read for a
 * command whose words say write.
 */
export function commandFromForm(bin: string, form: CommandForm): FormEntry {
  const key = form.key.trim();
  const words = form.words.trim() ? form.words.trim().split(/\s+/) : [];
  if (!key) return { ok: false, reason: 'Name the command (letters, digits and _, e.g. list_keys).' };
  if (words.some((w) => /^\{\{/.test(w) && !PLACEHOLDER.test(w)))
    return { ok: false, reason: 'An argument is written {{name}}: lower case, digits and _, e.g. {{file}}.' };
  const names = words.flatMap((w) => PLACEHOLDER.exec(w)?.[1] ?? []);
  if (new Set(names).size !== names.length) return { ok: false, reason: 'Each {{argument}} may appear once.' };
  const description = form.description.trim() || `TODO: say what "${key}" does and what it returns.`;
  const decided = form.risk === 'auto' ? autoRisk(key, words, form.description) : fromChoice(form.risk);
  const surface: Record<string, unknown> = {
    description,
    cli: [bin, ...words],
    policy: decided.risk,
    ...(names.length
      ? {
          args: {
            type: 'object',
            properties: Object.fromEntries(
              names.map((n) => [n, { type: 'string', description: `TODO: where the agent gets the ${n}` }]),
            ),
            required: names,
          },
        }
      : {}),
  };
  return {
    ok: true,
    entry: {
      key,
      surface,
      policy: { risk: decided.risk, ...(decided.confirm ? { confirm: decided.confirm } : {}) },
      use: form.description.trim() || `TODO: what "${key}" is for`,
    },
    risk: decided.risk + (decided.confirm ? ', confirm' : ''),
  };
}

function fromChoice(choice: 'read' | 'write' | 'confirm'): Risk {
  return choice === 'confirm' ? { risk: 'write', confirm: true } : { risk: choice };
}

/**
 * The key and each long flag word are read with the vocabulary: any that writes makes a write, any gated one a gate.
 * A flag that says nothing (`--json`) is no write: only the key's own reading asks first for want of evidence.
 */
function autoRisk(key: string, words: readonly string[], description: string): Risk {
  const read = (word: string) => riskOf({ key, word, description: description || undefined });
  const flags = words.filter((w) => w.startsWith('--')).map(read);
  const readings = [read(key), ...flags.filter((r) => !r.byDefault)];
  const gated = readings.find((r) => r.confirm);
  if (gated) return gated;
  return readings.some((r) => r.risk === 'write') ? { risk: 'write' } : { risk: 'read' };
}

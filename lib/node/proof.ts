import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asRecord } from '../core/guards';
import { CONFIRM_ARG } from '../hcp/argv';
import { packId, type LoadedPack } from '../hcp/load';
import { isConfirmGated, type CommandView } from '../hcp/model';
import { expectsOk, isRefusalCase, starterArgs } from '../hcp/rules/eval/shared';
import { isProbeableRead, readArgs } from './probe/plan';

export const PROOF_FILE = 'proof.sh';

/** A word for bash: single-quoted unless it is plainly safe. Pack values are untrusted, so never unquoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_.,:@%+=\/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Text from the pack inside a `#` comment: one line, no control characters. */
const commentText = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ');

const keyValues = (args: Record<string, unknown>) =>
  Object.entries(args)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => shellWord(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`))
    .join(' ');

const twin = (verb: string, args: Record<string, unknown>, extra = '') =>
  `npx packstudio twin "$PACK" ${shellWord(verb)}${Object.keys(args).length ? ' ' + keyValues(args) : ''}${extra}`;

/**
 * The pack's proof script, as "Check and evaluate" shows it, with the `packstudio` commands that exist here:
 * lint; one read through the exec pipeline against the CLI run directly (twin); the gated write refused without
 * confirm; the same write with confirm when an eval case runs it in a mock or paper mode; the eval cases; the probes.
 */
export function proofScript(pack: LoadedPack): string {
  const { model } = pack;
  const id = packId(pack);
  const lines = [
    '#!/usr/bin/env bash',
    `# Proof script for the "${commentText(id)}" pack, written by \`packstudio proof\`. Run it with: bash proof.sh`,
    "# It runs against the pack's own bin with a throwaway HCP_HOME, so it never touches a real store.",
    'set -e',
    'PACK="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"',
    'cd "$PACK"   # npx finds packstudio in the project that holds the pack',
    'export HCP_HOME="$(mktemp -d)"',
    'trap \'rm -rf "$HCP_HOME"\' EXIT',
    '',
    '# 0. lint: Policy coverage, Skill present, wrap shape',
    'npx packstudio lint "$PACK" --json',
    '',
  ];

  const read = model.commands
    .map((c) => ({ c, a: isProbeableRead(pack, c.key) ? readArgs(pack, c) : null }))
    .find((r) => r.a && 'args' in r.a);
  lines.push(
    '# 1. one read: the adapter path and the sandbox allow-list work, and every face agrees (exec, the CLI and MCP: the twin-face check)',
  );
  if (read && read.a && 'args' in read.a) lines.push(twin(read.c.key, read.a.args));
  else
    lines.push(
      '# (no read can be called with example arguments or an eval case; add examples, then: npx packstudio twin "$PACK" <read> key=value)',
    );
  lines.push('');

  const gated = model.commands.filter((c) => isConfirmGated(model, c.key));
  lines.push('# 2. gated write without confirm → live deny (the gate runs before the adapter)');
  if (!gated.length) lines.push('# (no confirm-gated write in this pack)');
  for (const c of gated) lines.push(`${twin(c.key, refusalArgs(pack, c), ' --json')} | grep -q '"confirm required"'`);
  lines.push('');

  lines.push('# 3. the same write with confirm, in mock/paper mode');
  if (!gated.length) lines.push('# (no confirm-gated write in this pack)');
  for (const c of gated) {
    const confirmed = confirmedArgs(pack, c);
    lines.push(
      confirmed
        ? twin(c.key, confirmed)
        : `# ("${commentText(c.key)}": no eval case runs it with "confirm": true in a mock or paper mode; add one to hcp.eval.json first)`,
    );
  }
  lines.push('');

  lines.push('# Steps 1 to 3 as eval cases, with every expect field, p50 and p95');
  lines.push(
    pack.texts['hcp.eval.json'] !== undefined
      ? 'npx packstudio eval "$PACK"'
      : '# (no hcp.eval.json yet: npx packstudio check "$PACK" --init-evals)',
  );
  lines.push('');
  lines.push(
    '# 4. availability: the CLI is installed and executable, and behaves under an agent (probes; exit 2 = warnings only)',
  );
  lines.push('npx packstudio check "$PACK" --probe --no-eval || [ $? -eq 2 ]');
  if (model.triggers.length) {
    lines.push('');
    lines.push(
      `# 5. Sense is declared (${commentText(model.triggers.map((t) => t.ref).join(', '))}): announce with grant on, deny with grant off`,
    );
    lines.push('#    (runtime-specific harness; see Sense delivery)');
  }
  lines.push('', `echo ${shellWord(`proof ok: ${id}`)}`, '');
  return lines.join('\n');
}

/** The refusal case's arguments, else the required ones from examples (or TODO: the gate refuses before the CLI anyway). */
function refusalArgs(pack: LoadedPack, c: CommandView): Record<string, unknown> {
  const fromCase = pack.model.evalCases?.find((e) => e.verb === c.key && isRefusalCase(e));
  return withoutConfirm(fromCase ? fromCase.args : starterArgs(c));
}

/** Arguments of an eval case that runs the write with confirm: true and expects success: the author's mock/paper proof. */
function confirmedArgs(pack: LoadedPack, c: CommandView): Record<string, unknown> | null {
  const fromCase = pack.model.evalCases?.find(
    (e) => e.verb === c.key && expectsOk(e) && asRecord(e.args)?.confirm === true,
  );
  return fromCase ? { ...withoutConfirm(fromCase.args), [CONFIRM_ARG]: true } : null;
}

function withoutConfirm(args: Record<string, unknown>): Record<string, unknown> {
  const { [CONFIRM_ARG]: _confirm, ...rest } = args;
  return rest;
}

/** Writes `<pack>/proof.sh` (executable) and returns its path and text. */
export async function writeProof(pack: LoadedPack, packDir: string): Promise<{ path: string; text: string }> {
  const path = join(packDir, PROOF_FILE);
  const text = proofScript(pack);
  await writeFile(path, text);
  await chmod(path, 0o755);
  return { path, text };
}

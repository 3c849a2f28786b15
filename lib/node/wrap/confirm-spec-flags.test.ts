import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFullCheck } from '../../formats/hcp/node';
import { loadPackFromTexts } from '../../hcp/load';
import { editJson, packTexts } from '../../hcp/rules/testing';
import { loadPackFromDir } from '../load-dir';
import { confirmSpecFlags } from './confirm-spec-flags';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** ledger with its confirm-gated transfer calling another CLI, without a confirmation flag. */
const wrapping = (cli: string[]) =>
  editJson(packTexts('ledger'), 'surface.json', (s) => {
    s.verbs.transfer.cli = cli;
  });

/** The full check's P004 on those files (static only: no CLI runs), as the server and `packstudio check` run it. */
async function p004Of(cli: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'spec-flags-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(wrapping(cli))) writeFileSync(join(dir, file), text!);
  const report = await runFullCheck(await loadPackFromDir(dir), dir, {
    layers: { probe: false, eval: false },
    timeoutMs: 5000,
  });
  return report.findings.filter((f) => f.id === 'P004' && f.pointer === '/verbs/transfer/cli');
}

describe("P004 knows the flags of the CLI's Fig spec where the check runs on the server or the CLI", () => {
  it("reads the options the spec names for the command, and not another command's", async () => {
    const flags = await confirmSpecFlags(loadPackFromTexts(wrapping(['npm', 'init', '{{amount}}']), 'ledger'));
    expect(flags.get('npm init')).toContain('--yes');
    // vercel's root command (a deploy) takes --confirm; `vercel remove` is another command.
    const vercel = await confirmSpecFlags(loadPackFromTexts(wrapping(['vercel', 'remove', '{{amount}}']), 'ledger'));
    expect(vercel.get('vercel remove')).not.toContain('--confirm');
  });

  it('offers --yes for a CLI whose Fig spec has it, saying so', async () => {
    const [f] = await p004Of(['npm', 'init', '{{amount}}']);
    expect(f.quickFix?.title).toBe('Append "--yes" to "transfer".cli (the Fig spec of "npm init" names it)');
  });

  it('offers no flag for a CLI whose Fig spec has none, or that has no spec, and says the spec was read', async () => {
    for (const cli of [
      ['vercel', 'remove', '{{amount}}'],
      ['ledger', 'transfer', '{{amount}}'],
    ]) {
      const [f] = await p004Of(cli);
      expect(f.quickFix).toBeUndefined();
      expect(f.fix).toContain("neither the pack's files nor the CLI's Fig spec name one");
    }
  });
});

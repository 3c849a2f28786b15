import type { CodeBlock } from '../../../markdown/skill';
import type { PackModel } from '../../model';
import { headingAbove } from '../../skill-lines';
import { createRule } from '../create';
import { ledgerExample } from '../example';

/** `--json`, `--format json`, `-o json` and their `=` forms: any flag that makes a CLI print JSON. */
const JSON_SELECTOR = /(^|\s)(--json\b|(--format|--output|-o)[\s=]json\b|-ojson\b)/;

/** The commands of a code block, continuation lines joined and a leading `$ ` prompt dropped. */
export function commandLines(block: CodeBlock): string[] {
  const out: string[] = [];
  let pending = '';
  for (const raw of block.lines) {
    const line = raw.trim().replace(/^\$\s+/, '');
    pending = pending ? `${pending} ${line}` : line;
    if (pending.endsWith('\\')) pending = pending.slice(0, -1).trimEnd();
    else {
      out.push(pending);
      pending = '';
    }
  }
  if (pending) out.push(pending);
  return out;
}

/** Lines that run the CLI or `hcpx exec` but never select JSON. */
function withoutJson(model: PackModel, block: CodeBlock): string[] {
  const bin = model.cliBin;
  const cliPrintsJson = model.wrap?.jsonFlag?.length === 0;
  const ownJson = model.wrap?.jsonFlag?.join(' ');
  return commandLines(block).filter((line) => {
    const runsBin = !!bin && (line === bin || line.startsWith(`${bin} `));
    const runsExec = /^hcpx\s+exec\b/.test(line);
    if (!runsExec && (!runsBin || cliPrintsJson)) return false;
    return !JSON_SELECTOR.test(line) && !(ownJson && line.includes(ownJson));
  });
}

/** The pack's own JSON flag (wrap.json_flag, else `--json`), as a command line writes it. */
function ownJsonFlag(model: PackModel): string {
  return (model.wrap?.jsonFlag?.length ? model.wrap.jsonFlag : ['--json']).join(' ');
}

/**
 * The line as it should read: `hcpx exec` takes `--json` before the `--` that starts its arguments; the CLI takes
 * the pack's own JSON flag where wrap.json_flag_position puts it (after the bin, or at the end).
 */
export function addJson(model: PackModel, line: string): string {
  if (/^hcpx\s+exec\b/.test(line)) {
    const at = line.indexOf(' -- ');
    return at < 0 ? `${line} --json` : `${line.slice(0, at)} --json${line.slice(at)}`;
  }
  const flag = ownJsonFlag(model);
  if (model.wrap?.jsonFlagPosition !== 'before_subcommand') return `${line} ${flag}`;
  const bin = model.cliBin!;
  return `${bin} ${flag}${line.slice(bin.length)}`;
}

/** "--json", or "its JSON flag -j" where the pack names another. */
function jsonFlagWords(model: PackModel): string {
  const flag = ownJsonFlag(model);
  return flag === '--json' ? '--json' : `its JSON flag ${flag}`;
}

export const s006ExamplesJson = createRule({
  id: 'S006',
  category: 'skill',
  severity: 'warn',
  docs: {
    title: 'Examples use `--json`',
    why: 'Agents copy examples. An example without `--json` teaches parsing human text, which breaks on the next release of the CLI.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [['```bash\nledger status --json\nledger list --json\n', '```bash\nledger status\nledger list\n']],
      correct: {},
    }),
    fix: "Add `--json` (or the CLI's own JSON flag) to every command line in the HARNESS.md code blocks, e.g. `ledger status --json`, so agents copy the form that prints JSON.",
  },
  check: ({ skill, model }) =>
    (skill?.code ?? []).flatMap((block) => {
      const bad = withoutJson(model, block);
      if (bad.length === 0) return [];
      const shown = bad.slice(0, 3);
      return [
        {
          file: 'HARNESS.md' as const,
          pointer: headingAbove(skill!, block.line),
          line: block.line,
          message: `The code block at line ${block.line} runs ${bad.length === 1 ? '' : `${bad.length} commands `}without ${jsonFlagWords(model)}: ${shown.map((l) => `"${l}"`).join(', ')}${bad.length > shown.length ? ', …' : ''}.`,
          fix: `Write ${bad.map((l) => `"${addJson(model, l)}"`).join(', ')} in the code block at line ${block.line}.`,
        },
      ];
    }),
});

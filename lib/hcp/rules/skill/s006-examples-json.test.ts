import { describe, expect, it } from 'vitest';
import { EXAMPLE_PACKS } from '../example-packs';
import { editJson, editText, findingsOf, packTexts } from '../testing';
import { lineOf, replaceIn } from './fixtures';
import { s006ExamplesJson } from './s006-examples-json';

const ledger = packTexts('ledger');
const appended = (block: string) =>
  editText(ledger, 'HARNESS.md', (t) => `${t.trimEnd()}\n\n## More\n\n\`\`\`bash\n${block}\n\`\`\`\n`);

describe('S006 Examples use --json', () => {
  it.each(EXAMPLE_PACKS)('stays silent on $name', ({ texts }) => {
    expect(findingsOf(s006ExamplesJson, texts)).toEqual([]);
  });

  it('warns once per code block, at the fence line, naming the commands', () => {
    const texts = replaceIn(
      replaceIn(ledger, 'ledger status --json\n', 'ledger status\n'),
      'ledger list --json\n',
      'ledger list\n',
    );
    const [f, ...rest] = findingsOf(s006ExamplesJson, texts);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      severity: 'warn',
      file: 'HARNESS.md',
      pointer: 'Hot path',
      line: lineOf(texts, 'ledger status') - 1,
      message: `The code block at line ${lineOf(texts, 'ledger status') - 1} runs 2 commands without --json: "ledger status", "ledger list".`,
      fix: `Write "ledger status --json", "ledger list --json" in the code block at line ${lineOf(texts, 'ledger status') - 1}.`,
    });
  });

  it('checks hcpx exec lines and puts --json before the -- arguments', () => {
    const [f] = findingsOf(s006ExamplesJson, appended('hcpx exec ledger transfer -- amount=2.80 payee=demo-transit'));
    expect(f.pointer).toBe('More');
    expect(f.fix).toContain('"hcpx exec ledger transfer --json -- amount=2.80 payee=demo-transit"');
  });

  it('joins continuation lines, drops $ prompts and accepts other JSON selectors', () => {
    expect(findingsOf(s006ExamplesJson, appended('ledger transfer 2.80 \\\n  --to demo-transit --json'))).toEqual([]);
    expect(findingsOf(s006ExamplesJson, appended('$ ledger list -o json\nledger status --format=json'))).toEqual([]);
    expect(findingsOf(s006ExamplesJson, appended('$ ledger list'))).toMatchObject([
      { message: expect.stringContaining('without --json: "ledger list"') },
    ]);
  });

  it('ignores lines that do not run the CLI, and CLIs that print JSON by default', () => {
    expect(findingsOf(s006ExamplesJson, appended('ledgerx status\necho ledger status\ncat out.json'))).toEqual([]);
    const jsonByDefault = editJson(appended('ledger status'), 'surface.json', (s) => {
      s.wrap.json_flag = [];
    });
    expect(findingsOf(s006ExamplesJson, jsonByDefault)).toEqual([]);
  });

  it("names the pack's own JSON flag, where wrap.json_flag_position puts it", () => {
    const texts = (position?: string) =>
      editJson(appended('ledger status'), 'surface.json', (s) => {
        s.cliBin = 'ledger';
        s.wrap.json_flag = ['-j'];
        if (position) s.wrap.json_flag_position = position;
      });
    const [after] = findingsOf(s006ExamplesJson, texts());
    expect(after.message).toContain('without its JSON flag -j: "ledger status"');
    expect(after.fix).toContain('"ledger status -j"');
    const [before] = findingsOf(s006ExamplesJson, texts('before_subcommand'));
    expect(before.fix).toContain('"ledger -j status"');
    expect(before.fix).not.toContain('--json');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hcpAgentInput } from '../../hcp/agent-input';
import { loadPackFromTexts, type PackTexts } from '../../hcp/load';
import { EXAMPLE_PACKS } from '../../cli/test-cli';

/** An example pack's files, HARNESS.md replaced or extended where a test says. */
function pack(id: string, skill?: (text: string) => string) {
  const texts: PackTexts = {};
  for (const file of ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const) {
    try {
      texts[file] = readFileSync(`${EXAMPLE_PACKS}${id}/${file}`, 'utf8');
    } catch {
      // a pack without that file
    }
  }
  if (skill) texts['HARNESS.md'] = skill(texts['HARNESS.md'] ?? '');
  return loadPackFromTexts(texts, id);
}

const drift = (id: string, skill?: (text: string) => string, help: Map<string, string> | null = null) =>
  hcpAgentInput(pack(id, skill), help).skill!;

/** HARNESS.md with one more fenced block holding `lines`. */
const withBlock =
  (...lines: string[]) =>
  (text: string) =>
    `${text}\n## More\n\n\`\`\`bash\n${lines.join('\n')}\n\`\`\`\n`;

const ids = (skill: ReturnType<typeof drift>) => skill.findings.map((f) => f.id);

describe('the Skill against the commands', () => {
  it.each(['ledger', 'transit', 'broken-demo'])('finds no drift in the example pack %s', (id) => {
    const skill = drift(id);
    expect(skill.findings).toEqual([]);
    expect(skill.lines.length).toBeGreaterThan(0);
    expect(skill.lines.every((l) => l.command !== null)).toBe(true);
  });

  it('reads every command line the Skill teaches, with the command that runs it', () => {
    expect(drift('ledger').lines.map((l) => [l.text, l.command])).toEqual([
      ['ledger status --json', 'status'],
      ['ledger list --json', 'list'],
      ['ledger transfer 2.80 --to demo-transit --memo "bus fare" --confirm --json', 'transfer'],
      ['ledger setup status --json', 'setup.status'],
      ['ledger setup all -y --json', 'setup.apply'],
      ['ledger connect demo-bank --json', 'connect'],
    ]);
  });

  it('finds an unknown flag, at its line and column, with the command line as it runs in the fix', () => {
    const text = pack('ledger').texts['HARNESS.md']!;
    const skill = drift('ledger', withBlock('ledger list --since 7d --json'));
    expect(ids(skill)).toEqual(['agent/skill-unknown-flag']);
    const [f] = skill.findings;
    expect(f!.line).toBe(text.split('\n').length + 4);
    expect(f!.column).toBe('ledger list '.length + 1);
    expect(f!.message).toContain('--since is not a flag of the "list" command');
    expect(f!.fix).toContain('ledger list --json');
    expect(f!.subject).toBe('ledger list --since 7d --json · --since');
    expect(skill.lines.at(-1)).toMatchObject({ command: 'list', drift: 1 });
  });

  it('finds a misplaced JSON flag: before the subcommand, after "--", after the values a template puts it before', () => {
    expect(ids(drift('ledger', withBlock('ledger --json list')))).toEqual(['agent/skill-json-flag']);
    expect(ids(drift('transit', withBlock('transit plan central harbour -- --json')))).toContain(
      'agent/skill-json-flag',
    );
    // A Go-style CLI whose cli[] selects JSON before its value: after the value, the flag is read as another value.
    const tf = pack(
      'ledger',
      () => '# HCP — Plan\n\n```bash\nledger show plan.out -json\nledger show -json plan.out\n```\n',
    );
    tf.model.commands.push({
      ...tf.model.commands[0]!,
      key: 'show',
      cli: ['ledger', 'show', '-json', '{{path}}'],
      args: [{ name: 'path', pointer: '', examples: [], required: true }],
      required: ['path'],
    });
    const skill = hcpAgentInput(tf).skill!;
    expect(skill.findings.map((f) => [f.line, f.id])).toEqual([[4, 'agent/skill-json-flag']]);
    expect(skill.findings[0]!.message).toContain('before path');
  });

  it('reads a JSON flag wrap.json_flag_position puts before the subcommand there, and nowhere else', () => {
    const base = pack('ledger', withBlock('ledger -j status', 'ledger status -j'));
    const surface = JSON.parse(base.texts['surface.json']!);
    surface.wrap = { ...surface.wrap, json_flag: ['-j'], json_flag_position: 'before_subcommand' };
    const texts = { ...base.texts, 'surface.json': JSON.stringify(surface) };
    const skill = hcpAgentInput(loadPackFromTexts(texts, 'ledger'), null).skill!;
    const last = skill.lines.at(-1)!.line;
    const json = skill.findings.filter((f) => f.id === 'agent/skill-json-flag');
    expect(json.map((f) => f.line)).toEqual([last]);
    expect(json[0]!.fix).toBe('Move -j before the subcommand: ledger -j status.');
  });

  it('finds an unknown command, and leaves what is not the CLI (cd, export, another tool) alone', () => {
    const skill = drift(
      'ledger',
      withBlock('cd ~/ledger', 'export HCP_HOME=/tmp/h', 'ledger refund 5 --json', 'jq .balance'),
    );
    expect(ids(skill)).toEqual(['agent/skill-unknown-command']);
    expect(skill.findings[0]!.message).toContain('"refund"');
    expect(skill.lines.at(-1)).toMatchObject({ text: 'ledger refund 5 --json', command: null });
  });

  it("finds a placeholder that names no argument, and one in another argument's place", () => {
    const skill = drift('ledger', withBlock('ledger transfer <amount> --to <recipient> --confirm --json'));
    expect(ids(skill)).toEqual(['agent/skill-unknown-placeholder']);
    expect(skill.findings[0]!.message).toContain('<recipient> names no argument of "transfer"');
    expect(skill.findings[0]!.fix).toContain('<payee>');
    const swapped = drift('transit', withBlock('transit plan <to> <from> --json'));
    expect(ids(swapped)).toEqual(['agent/skill-placeholder-order', 'agent/skill-placeholder-order']);
    expect(ids(drift('ledger', withBlock('ledger transfer <payee> --to <amount> --confirm --json')))).toEqual([
      'agent/skill-placeholder-order',
      'agent/skill-placeholder-order',
    ]);
  });

  it('reads placeholders written {{name}}, <name>, $NAME and ${NAME}, case and dashes aside', () => {
    expect(
      ids(
        drift(
          'transit',
          withBlock(
            'transit plan {{from}} <TO> --json',
            'transit line show ${LINE} --json',
            'transit departures $STOP --json',
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('finds a value too many and a required value left out', () => {
    expect(ids(drift('ledger', withBlock('ledger status now --json')))).toEqual(['agent/skill-extra-value']);
    const missing = drift('transit', withBlock('transit plan central --json'));
    expect(ids(missing)).toEqual(['agent/skill-missing-value']);
    expect(missing.findings[0]!.message).toContain('leaves out to');
    expect(ids(drift('ledger', withBlock('ledger transfer 2.80 --confirm --json')))).toEqual([
      'agent/skill-missing-value',
    ]);
  });

  it('reads inline code, a hot-path cell, prompts, env prefixes, continuations and pipes as the CLI would get them', () => {
    const skill = drift('ledger', (text) =>
      [
        text,
        'Run `ledger list --limit 5 --json` for fewer.',
        '',
        '| Call | What |',
        '|---|---|',
        '| ledger statuss --json | a typo |',
        '',
        '```console',
        '$ HCP_HOME=/tmp/h ledger transfer 2.80 \\',
        '    --to demo-transit --confirm --json | jq .entry',
        '```',
      ].join('\n'),
    );
    expect(skill.findings.map((f) => [f.id, f.subject])).toEqual([
      ['agent/skill-unknown-flag', 'ledger list --limit 5 --json · --limit'],
      ['agent/skill-unknown-command', 'ledger statuss --json'],
    ]);
    expect(skill.lines.at(-1)).toMatchObject({ command: 'transfer', drift: 0, source: 'fence' });
  });

  it('asks nothing of a line that asks the CLI about itself, and lets pass_through subcommands be', () => {
    expect(ids(drift('ledger', withBlock('ledger --help', 'ledger help transfer', 'ledger --version')))).toEqual([]);
    const passing = loadPackFromTexts({
      'surface.json': JSON.stringify({
        id: 'tool',
        kind: 'wrap',
        cliBin: 'tool',
        wrap: { bin: 'tool' },
        pass_through: { allowedSubcommands: ['export'], maxArgv: 4 },
        verbs: { list: { description: 'List things.', cli: ['tool', 'list'] } },
      }),
      'HARNESS.md': '# HCP — Tool\n\n```bash\ntool export all --json\ntool import all --json\n```\n',
    });
    const skill = hcpAgentInput(passing).skill!;
    expect(skill.findings.map((f) => [f.line, f.id])).toEqual([[5, 'agent/skill-unknown-command']]);
    expect(skill.lines[0]).toMatchObject({ text: 'tool export all --json', command: null, drift: 0 });
  });

  it('reads every command of a list or a pipeline, and past a redirection, each at its own column', () => {
    const skill = drift(
      'ledger',
      withBlock(
        'ledger status --json && ledger list --bogus --json',
        'echo y | ledger list --nope --json',
        'ledger list --json > out.json --later',
      ),
    );
    expect(skill.findings.map((f) => [f.id, f.subject.split(' · ')[1], f.column])).toEqual([
      ['agent/skill-unknown-flag', '--bogus', 'ledger status --json && ledger list '.length + 1],
      ['agent/skill-unknown-flag', '--nope', 'echo y | ledger list '.length + 1],
      ['agent/skill-unknown-flag', '--later', 'ledger list --json > out.json '.length + 1],
    ]);
    expect(skill.lines.slice(-4).map((l) => l.command)).toEqual(['status', 'list', 'list', 'list']);
  });

  it('reads past the words that start a command for another one (sudo, env, time, nice, timeout, npx)', () => {
    const wrapped = [
      'sudo -u root ledger list --bogus',
      'env -i HOME=/x ledger list --bogus',
      'time ledger list --bogus',
      'nice -n 5 ledger list --bogus',
      'timeout 5s ledger list --bogus',
      'npx --yes ledger list --bogus',
      'watch -n 5 ledger list --bogus',
    ];
    const skill = drift('ledger', withBlock(...wrapped));
    expect(skill.findings.map((f) => [f.id, f.subject])).toEqual(
      wrapped.map(() => ['agent/skill-unknown-flag', 'ledger list --bogus · --bogus']),
    );
    expect(ids(drift('ledger', withBlock('sudo ledger list --json', 'doas ledger status --json')))).toEqual([]);
    // A wrapper running another tool is not the CLI's.
    expect(drift('ledger', withBlock('sudo apt install ledger')).lines.length).toBe(drift('ledger').lines.length);
  });

  it('finds no drift in a line written the way the fix writes it, optional parts and usage words included', () => {
    for (const id of ['ledger', 'transit']) {
      const model = pack(id).model;
      // A flag no command has makes each command's finding say how the command runs.
      const lines = model.commands.map((c) => `${(c.cli ?? []).join(' ').replace(/ ?\{\{.*/, '')} --no-such-flag`);
      const fixes = drift(id, withBlock(...lines))
        .findings.filter((f) => f.id === 'agent/skill-unknown-flag')
        .map((f) => /runs: (.+?); or add/.exec(f.fix)![1]!);
      expect(fixes).toHaveLength(model.commands.length);
      expect(drift(id, withBlock(...fixes)).findings.map((f) => f.subject)).toEqual([]);
    }
    expect(
      ids(
        drift(
          'ledger',
          withBlock(
            'ledger transfer <amount> --to <payee> [--memo <memo>] --confirm --json',
            'ledger list [options] --json',
            'ledger transfer [<amount>] --to <payee> --confirm --json',
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('reads {name} as a placeholder, like <name>', () => {
    expect(ids(drift('transit', withBlock('transit plan {from} {to} --json')))).toEqual([]);
    expect(ids(drift('ledger', withBlock('ledger transfer {sum} --to {payee} --confirm --json')))).toEqual([
      'agent/skill-unknown-placeholder',
    ]);
  });

  it("reads a block with prompts as a session: a line without a prompt is the CLI's output, not a command", () => {
    const skill = drift(
      'ledger',
      withBlock('$ ledger status --json', 'ledger 1.2.0 ready', '$ ledger lisst --json', '{"ok": true}'),
    );
    expect(skill.findings.map((f) => f.subject)).toEqual(['ledger lisst --json']);
  });

  it("reads a table cell of prose as prose, even when it starts with the CLI's name", () => {
    const skill = drift('ledger', (text) =>
      [
        text,
        '| Command | Use it for |',
        '|---|---|',
        '| `list` | ledger is a tool for keeping entries, newest first. |',
        '| `status` | ledger keeps a local paper ledger for you |',
        '| ledger statuss --json | a typo |',
      ].join('\n'),
    );
    expect(skill.findings.map((f) => [f.id, f.subject])).toEqual([
      ['agent/skill-unknown-command', 'ledger statuss --json'],
    ]);
  });

  it('reads a cluster of short switches as its switches, and names the one the command lacks', () => {
    const tool = (skill: string) =>
      hcpAgentInput(
        loadPackFromTexts({
          'surface.json': JSON.stringify({
            id: 'tool',
            kind: 'wrap',
            cliBin: 'tool',
            wrap: { bin: 'tool', json_flag: ['--json'] },
            verbs: {
              list: {
                description: 'List things.',
                cli: ['tool', 'ls', '-a', '-l', '-n', '{{count}}'],
                args: { type: 'object', properties: { count: { type: 'string' } } },
              },
            },
          }),
          'HARNESS.md': `# HCP — Tool\n\n\`\`\`bash\n${skill}\n\`\`\`\n`,
        }),
      ).skill!;
    expect(ids(tool('tool ls -al --json'))).toEqual([]);
    expect(ids(tool('tool ls -la -n5 --json'))).toEqual([]);
    expect(ids(tool('tool ls -aln <count> --json'))).toEqual([]);
    const lacking = tool('tool ls -alz --json');
    expect(lacking.findings.map((f) => [f.id, f.subject.split(' · ')[1]])).toEqual([
      ['agent/skill-unknown-flag', '-z'],
    ]);
  });

  it('reads a global option before the subcommand, its value too, as a flag of the command', () => {
    const skill = drift(
      'ledger',
      withBlock('ledger --config ~/.ledger list --json', 'ledger -v list --json', 'ledger list --help'),
    );
    expect(skill.findings.map((f) => [f.id, f.subject.split(' · ')[1]])).toEqual([
      ['agent/skill-unknown-flag', '--config'],
      ['agent/skill-unknown-flag', '-v'],
    ]);
    expect(skill.lines.slice(-2).map((l) => l.command)).toEqual(['list', 'list']);
  });

  it('names the command a flag belongs to when the line puts it on another', () => {
    const [f] = drift('ledger', withBlock('ledger list --to demo-transit --json')).findings;
    expect(f!.message).toContain('--to is a flag of "transfer"');
  });

  it('reads commands inside shell syntax: subshells, $( ), backticks, if/for/while bodies', () => {
    const skill = drift(
      'ledger',
      withBlock(
        '(cd /tmp && ledger list --a)',
        'bal=$(ledger status --b | jq .balance)',
        'echo `ledger list --c`',
        'if ledger status --d; then echo ok; fi',
        'for p in a b; do ledger connect $p --e; done',
      ),
    );
    expect(skill.findings.map((f) => f.subject.split(' · ')[1])).toEqual(['--a', '--b', '--c', '--d', '--e']);
  });

  it("reads a placeholder with spaces as one word, and an unknown flag's value as part of that one finding", () => {
    const spaced = drift('ledger', withBlock('ledger transfer <amount> --to <payee name> --confirm --json'));
    expect(spaced.findings.map((f) => [f.id, f.subject.split(' · ')[1]])).toEqual([
      ['agent/skill-unknown-placeholder', '<payee name>'],
    ]);
    expect(ids(drift('ledger', withBlock('ledger list --limit <n> --json')))).toEqual(['agent/skill-unknown-flag']);
  });

  it('reads a shell variable the Skill binds itself (for, read, NAME=) as a value, not a placeholder', () => {
    expect(
      ids(
        drift(
          'ledger',
          withBlock(
            'for p in demo-bank other; do ledger connect "$p" --json; done',
            'read -r who',
            'ledger transfer 2.80 --to "$who" --confirm --json',
          ),
        ),
      ),
    ).toEqual([]);
    expect(ids(drift('ledger', withBlock('ledger connect "$p" --json')))).toEqual(['agent/skill-unknown-placeholder']);
  });

  it('reads no command in a block of another language or of output (json, yaml, text, python…)', () => {
    const block = (lang: string) => (text: string) => `${text}\n\n\`\`\`${lang}\nledger 1.2.0 ready\n\`\`\`\n`;
    for (const lang of ['text', 'output', 'json', 'yaml', 'python'])
      expect(ids(drift('ledger', block(lang)))).toEqual([]);
    for (const lang of ['', 'sh', 'bash', 'console', 'shell'])
      expect(ids(drift('ledger', block(lang)))).toEqual(['agent/skill-unknown-command']);
  });

  it('reads a table cell as GitHub renders it (an escaped pipe is a pipe), and a prompt in inline code as a prompt', () => {
    const skill = drift('ledger', (text) =>
      [
        text,
        '| Task | Run |',
        '|---|---|',
        '| newest | `ledger list --json \\| jq .[0]` |',
        '| typo | `ledger list --bogus \\| jq .` |',
        '',
        'Or run `$ ledger status --nope` by hand.',
      ].join('\n'),
    );
    expect(skill.findings.map((f) => [f.id, f.subject.split(' · ')[1]])).toEqual([
      ['agent/skill-unknown-flag', '--bogus'],
      ['agent/skill-unknown-flag', '--nope'],
    ]);
  });

  describe('with the help texts check --probe read', () => {
    const help = (texts: Record<string, string>) => new Map(Object.entries(texts));

    it("confirms a flag the read's own help lists, and says when it does not", () => {
      const listed = drift(
        'ledger',
        undefined,
        help({ '': 'Usage: ledger <command> [--json]', list: 'ledger list [--limit N] [--json]' }),
      );
      expect(listed.findings).toEqual([]);
      expect(listed.probed).toBe(true);
      const unlisted = drift(
        'ledger',
        undefined,
        help({ '': 'Usage: ledger <command>', list: 'ledger list [--limit N]' }),
      );
      // ledger's Skill writes --json on every line: the list read's own help does not list it.
      const onList = unlisted.findings.filter((f) => f.subject.startsWith('ledger list'));
      expect(onList.map((f) => f.id)).toEqual(['agent/skill-unknown-flag']);
      expect(onList[0]!.message).toContain('`ledger list --help` does not list it');
    });

    it('calls a flag the CLI has but cli[] never passes a note, not drift', () => {
      const skill = drift(
        'ledger',
        withBlock('ledger list --limit 5 --json'),
        help({ '': 'ledger [--json]', list: 'ledger list [--limit N] [--json]' }),
      );
      expect(skill.findings.map((f) => [f.id, f.severity])).toEqual([['agent/skill-flag-outside-tool', 'info']]);
      expect(skill.findings[0]!.fix).toContain('--limit={{limit}}');
    });

    it("never reads a write's own help: its flags are checked against its parents' listings, else counted unchecked", () => {
      const parentsOnly = drift(
        'ledger',
        undefined,
        help({ '': 'ledger [--json] transfer <amount> --to <payee> [--memo <text>] --confirm' }),
      );
      expect(parentsOnly.findings).toEqual([]);
      expect(parentsOnly.flagsVerified).toBeGreaterThan(0);
      const silent = drift('ledger', undefined, help({ '': 'ledger <command>' }));
      expect(silent.findings).toEqual([]);
      expect(silent.flagsUnverified).toBeGreaterThan(0);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { argvSource, binName, buildArgv, exampleArgs, selectsJson, subcommandWords, type ArgvSource } from './argv';
import { loadPackFromTexts } from './load';
import { packTexts } from './rules/testing';

const ledger = loadPackFromTexts(packTexts('ledger'), 'ledger');
const command = (key: string) => ledger.model.commands.find((c) => c.key === key)!;
const source = (key: string) => argvSource(ledger.model, command(key));
const src = (cli: string[], extra: Partial<ArgvSource> = {}): ArgvSource => ({ key: 'x', cli, ...extra });

describe('buildArgv', () => {
  it('appends --json to a command without placeholders', () => {
    expect(buildArgv(source('list'), {})).toEqual({ ok: true, argv: ['ledger', 'list', '--json'] });
  });

  it('fills placeholders and never passes confirm', () => {
    const r = buildArgv(source('transfer'), { amount: '2.80', payee: 'demo-transit', memo: 'bus fare', confirm: true });
    expect(r).toEqual({
      ok: true,
      argv: ['ledger', 'transfer', '2.80', '--to', 'demo-transit', '--memo', 'bus fare', '--confirm', '--json'],
    });
  });

  it('drops a missing optional value and the flag before it', () => {
    const r = buildArgv(source('transfer'), { amount: '2.80', payee: 'demo-transit' });
    expect(r).toEqual({
      ok: true,
      argv: ['ledger', 'transfer', '2.80', '--to', 'demo-transit', '--confirm', '--json'],
    });
  });

  it('drops a missing positional without touching a literal word before it', () => {
    expect(buildArgv(src(['t', 'show', '{{id}}']), {})).toEqual({ ok: true, argv: ['t', 'show', '--json'] });
  });

  it('replaces --flag={{name}} and drops it alone when missing', () => {
    expect(buildArgv(src(['t', 'list', '--limit={{limit}}', '--state={{state}}']), { limit: 5 })).toEqual({
      ok: true,
      argv: ['t', 'list', '--limit=5', '--json'],
    });
  });

  it('keeps values with spaces and shell characters as one token', () => {
    const r = buildArgv(src(['t', 'say', '{{text}}']), { text: 'a b; rm -rf / $(x)' });
    expect(r).toEqual({ ok: true, argv: ['t', 'say', 'a b; rm -rf / $(x)', '--json'] });
  });

  it('refuses a value that would start an option wherever it lands (lib/hcp/arg-safety.ts), not inside --flag=', () => {
    expect(buildArgv(src(['t', 'show', '{{id}}']), { id: '--upload-pack=evil' })).toEqual({
      ok: false,
      error:
        'argument "id" value "--upload-pack=evil" of t would start the argv token with "-", so the CLI could read it as an option',
    });
    // After a literal flag too: `-l` may be a boolean flag, which leaves the value to be read as an option.
    expect(buildArgv(src(['t', 'find', '-l', '{{q}}']), { q: '--output=/tmp/x' })).toMatchObject({ ok: false });
    expect(
      buildArgv(src(['git', 'clone', '{{owner}}/{{repo}}']), { owner: '--upload-pack=x', repo: 'r' }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('argument "owner"') });
    expect(buildArgv(src(['t', 'add', '{{n}}']), { n: -5 })).toMatchObject({ ok: false });
    expect(buildArgv(src(['t', 'add', '--by={{n}}']), { n: -5 })).toEqual({
      ok: true,
      argv: ['t', 'add', '--by=-5', '--json'],
    });
  });

  it('does not append the JSON flag when cli[] already selects JSON', () => {
    for (const cli of [
      ['gh', 'pr', 'list', '--json', 'number,title'],
      ['k', 'get', '-o', 'json'],
      ['x', 'ls', '--format', 'json'],
      ['x', 'ls', '--format=json'],
    ])
      expect(buildArgv(src(cli), {})).toEqual({ ok: true, argv: cli });
  });

  it('uses the command json_flag, else the wrap json_flag; [] appends nothing', () => {
    expect(buildArgv(src(['t', 'ls'], { wrapJsonFlag: ['-o', 'json'] }), {})).toMatchObject({
      argv: ['t', 'ls', '-o', 'json'],
    });
    expect(
      buildArgv(src(['t', 'ls'], { wrapJsonFlag: ['-o', 'json'], jsonFlag: ['--format=json'] }), {}),
    ).toMatchObject({ argv: ['t', 'ls', '--format=json'] });
    expect(buildArgv(src(['t', 'ls'], { jsonFlag: [] }), {})).toMatchObject({ argv: ['t', 'ls'] });
  });

  it('puts the JSON flag right after the bin when wrap.json_flag_position says "before_subcommand"', () => {
    const before = { wrapJsonFlag: ['-j'], jsonFlagPosition: 'before_subcommand' };
    expect(buildArgv(src(['t', 'ls', '{{dir}}'], before), { dir: 'src' })).toEqual({
      ok: true,
      argv: ['t', '-j', 'ls', 'src'],
    });
    expect(buildArgv(src(['t', 'ls'], { ...before, jsonFlagPosition: 'after_arguments' }), {})).toMatchObject({
      argv: ['t', 'ls', '-j'],
    });
    // A cli[] that already selects JSON gets nothing, wherever the flag would go.
    expect(buildArgv(src(['t', 'ls', '--json'], before), {})).toMatchObject({ argv: ['t', 'ls', '--json'] });
  });

  it('falls back to wrap.argv_template with {{verb}} as the command words', () => {
    expect(buildArgv({ key: 'setup.status', cliBin: 'ledger' }, {})).toEqual({
      ok: true,
      argv: ['ledger', 'setup', 'status', '--json'],
    });
    expect(
      buildArgv({ key: 'show', argvTemplate: ['{{verb}}', '--id', '{{id}}'], wrapBin: './bin/tool.mjs' }, { id: '7' }),
    ).toEqual({ ok: true, argv: ['tool', 'show', '--id', '7', '--json'] });
  });

  it('reads only values given: a placeholder named like an inherited member (constructor, toString, __proto__) is absent or its own value', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const cli = ['t', 'show', '--by', `{{${name}}}`, `x{{${name}}}`];
      expect(buildArgv(src(cli), {}), name).toEqual({ ok: true, argv: ['t', 'show', '--json'] });
      expect(buildArgv(src(cli), JSON.parse(`{"${name}": "v"}`)), name).toEqual({
        ok: true,
        argv: ['t', 'show', '--by', 'v', 'xv', '--json'],
      });
      expect(buildArgv(src(cli), JSON.parse(`{"${name}": "--upload-pack=x"}`)).ok, name).toBe(false);
    }
  });

  it('never splats {{argv}}: it is one value like any other', () => {
    expect(buildArgv(src(['t', '{{argv}}']), { argv: 'a b c' })).toEqual({ ok: true, argv: ['t', 'a b c', '--json'] });
  });
});

describe('helpers', () => {
  it('selectsJson', () => {
    expect(selectsJson(['--json'])).toBe(true);
    expect(selectsJson(['-o', 'json'])).toBe(true);
    expect(selectsJson(['-o', 'yaml'])).toBe(false);
    expect(selectsJson(['list'])).toBe(false);
  });

  it('subcommandWords stops at the first flag or placeholder', () => {
    expect(subcommandWords(source('setup.apply'))).toEqual(['setup', 'all']);
    expect(subcommandWords(source('transfer'))).toEqual(['transfer']);
    expect(subcommandWords({ key: 'setup.status' })).toEqual(['setup', 'status']);
  });

  it('exampleArgs', () => {
    expect(exampleArgs(command('transfer'))).toEqual({ amount: '2.80', payee: 'demo-transit', memo: 'bus fare' });
    expect(exampleArgs(command('transfer'), true)).toEqual({ amount: '2.80', payee: 'demo-transit' });
  });

  it('binName', () => {
    expect(binName('./bin/ledger.mjs')).toBe('ledger');
    expect(binName('gh')).toBe('gh');
  });
});

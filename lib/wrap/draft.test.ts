import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkStatic } from '../hcp/check';
import { lintLoadedPack } from '../hcp/lint/lint';
import { loadPackFromTexts } from '../hcp/load';
import { draftPack, type Draft } from './draft';
import type { HelpPage } from './help-types';
import { parseHelp } from './parse-help';
import { riskFromName, type CliHelp } from './select';

const read = (file: string, bin: string): HelpPage =>
  parseHelp(readFileSync(new URL(`./fixtures/${file}.help.txt`, import.meta.url), 'utf8'), { bin });

function help(bin: string, top: string, pages: Record<string, string> = {}): CliHelp {
  return {
    bin,
    name: bin,
    top: read(top, bin),
    pages: Object.fromEntries(Object.entries(pages).map(([path, file]) => [path, read(file, bin)])),
  };
}

const surface = (d: Draft) => JSON.parse(d.files['surface.json']);
const policy = (d: Draft) => JSON.parse(d.files['policy.json']);
const loaded = (d: Draft) => loadPackFromTexts(d.files);

describe('risk from the command name', () => {
  it.each([
    ['list', { risk: 'read' }],
    ['issue.view', { risk: 'read' }],
    ['status', { risk: 'read' }],
    ['create', { risk: 'write' }],
    // a setting changes what runs next: it asks first, like `set-timezone` and `link set`
    ['config.set', { risk: 'write', confirm: true }],
    ['config.rename', { risk: 'write' }],
    ['push', { risk: 'write', confirm: true }],
    ['remove', { risk: 'write', confirm: true }],
    ['issue.delete', { risk: 'write', confirm: true }],
    ['publish', { risk: 'write', confirm: true }],
    ['transfer', { risk: 'write', confirm: 'always' }],
    // a name that says neither is never called a read
    ['bisect', { risk: 'write' }],
  ])('%s', (key, risk) => expect(riskFromName(key)).toEqual(risk));
});

describe('a cobra CLI with a JSON output flag', () => {
  const d = draftPack(help('tasker', 'cobra-tool', { show: 'cobra-tool-show' }), { wrapBin: 'tasker', onPath: true });

  it('drafts the hot path first, leaves help and completion out, and says why', () => {
    // reads, then writes that ask first (nothing in tasker's help names a file: none is a plain local edit)
    expect(Object.keys(surface(d).verbs)).toEqual(['list', 'show', 'add', 'remove', 'done']);
    expect(d.leftOut.map((l) => l.name)).toEqual(['completion', 'help']);
    expect(d.leftOut[0].reason).toMatch(/not for an agent/);
  });

  it('policy.json risk from the names; every write that is no plain local edit is confirm-gated', () => {
    expect(policy(d)).toEqual({
      surface_id: 'tasker',
      verbs: {
        list: { risk: 'read' },
        show: { risk: 'read' },
        add: { risk: 'write', confirm: true },
        remove: { risk: 'write', confirm: true },
        done: { risk: 'write', confirm: true },
      },
    });
  });

  it('uses the help text, a {{placeholder}} per positional, -o json as the JSON flag, project mode for a CLI on PATH', () => {
    const s = surface(d);
    expect(s.wrap).toEqual({ bin: 'tasker', json_flag: ['-o', 'json'], workspace: { mode: 'project' } });
    expect(s.verbs.list).toEqual({ description: 'List the open tasks.', cli: ['tasker', 'list'], policy: 'read' });
    expect(s.verbs.show.cli).toEqual(['tasker', 'show', '{{id}}']);
    // nothing invented: the id's description and example stay the template's TODO
    expect(s.verbs.show.args).toEqual({
      type: 'object',
      properties: { id: { type: 'string', description: 'TODO: where the agent gets the id', examples: ['TODO id'] } },
      required: ['id'],
    });
  });

  it('passes lint and writes the starter eval cases', () => {
    expect(lintLoadedPack(loaded(d))).toEqual([]);
    const cases = JSON.parse(d.files['hcp.eval.json']).cases;
    expect(cases.map((c: { verb: string }) => c.verb)).toEqual(['list', 'show', 'add', 'remove', 'done']);
    for (const refusal of cases.slice(2)) expect(refusal.expect).toEqual({ ok: false, error: 'confirm required' });
  });

  it('HARNESS.md: title, lead from the help with the TODO an author must fill, hot-path table, anti-patterns', () => {
    const skill = d.files['HARNESS.md'];
    expect(skill.split('\n')[0]).toBe('# HCP — Tasker');
    expect(skill).toContain('Tasker keeps a list of tasks in the current project. TODO: say in one paragraph');
    expect(skill).toContain('| `remove` | Remove a task by id | write, confirmed |');
    expect(skill).toContain('```bash\ntasker list -o json\n```');
    expect(skill.match(/^- /gm)).toHaveLength(4);
    const ids = checkStatic(loaded(d)).map((f) => f.id);
    for (const rule of [
      'S001',
      'S002',
      'S003',
      'S005',
      'S007',
      'S008',
      'S009',
      'M001',
      'M002',
      'M003',
      'M013',
      'M023',
      'P001',
      'P002',
      'P003',
    ])
      expect(ids).not.toContain(rule);
  });
});

describe('groups become their subcommands', () => {
  it('gh: issue → issue.list, issue.view, …; --json fields is not a JSON switch (it needs fields)', () => {
    const d = draftPack(help('gh', 'gh', { issue: 'gh-issue', 'issue list': 'gh-issue-list' }), {
      wrapBin: 'gh',
      onPath: true,
    });
    const keys = Object.keys(surface(d).verbs);
    expect(keys.slice(0, 3)).toEqual(['status', 'issue.status', 'issue.list']);
    expect(keys).toEqual(expect.arrayContaining(['issue.view', 'issue.create', 'issue.close', 'issue.delete']));
    expect(keys).not.toContain('issue');
    // at most two everyday value flags, in the help's order
    expect(surface(d).verbs['issue.list'].cli).toEqual([
      'gh',
      'issue',
      'list',
      '--assignee={{assignee}}',
      '--label={{label}}',
    ]);
    expect(surface(d).verbs['issue.list'].args.properties.assignee).toEqual({
      type: 'string',
      description: 'Filter by assignee.',
    });
    expect(surface(d).verbs['issue.list'].json_flag).toBeUndefined();
    expect(surface(d).wrap.json_flag).toEqual([]);
    expect(policy(d).verbs['issue.delete']).toEqual({ risk: 'write', confirm: true });
    expect(lintLoadedPack(loaded(d))).toEqual([]);
  });

  it('git: `git remote` usage lines give remote.add, remote.show, … and remote itself runs alone', () => {
    const git = draftPack(
      {
        ...help('git', 'git', { remote: 'git-remote' }),
        top: { ...read('git', 'git'), commands: [{ path: ['remote'], aliases: [] }] },
      },
      { wrapBin: 'git', onPath: true },
    );
    const verbs = surface(git).verbs;
    // the reads first (get-url reads: its first word is "get"); writes by rank: the group itself (it lists remotes
    // alone; a subcommand's extra word costs what a common write word earns), the rest in usage order; the gated
    // ones last: update and the set-* ones change what the remote is (a setting), remove and prune delete, and a
    // rename of a remote is no plain local edit (its group names a remote)
    expect(Object.keys(verbs)).toEqual([
      'remote.show',
      'remote.get_url',
      'remote',
      'remote.add',
      'remote.update',
      'remote.set_head',
      'remote.set_branches',
      'remote.set_url',
      'remote.remove',
      'remote.rename',
      'remote.prune',
    ]);
    expect(policy(git).verbs['remote.set_url']).toEqual({ risk: 'write', confirm: true });
    expect(verbs['remote.add'].cli).toEqual(['git', 'remote', 'add', '{{name}}', '{{url}}']);
    expect(verbs['remote.add'].description).toMatch(/^TODO: say what "remote add" takes/);
    expect(policy(git).verbs['remote.remove']).toEqual({ risk: 'write', confirm: true });
    expect(surface(git).wrap.json_flag).toEqual([]);
    expect(git.notes[0]).toMatch(/no JSON output flag found/);
    expect(lintLoadedPack(loaded(git))).toEqual([]);
  });

  it('yargs: nested config get / config set from the listing, positionals from the listing', () => {
    const d = draftPack(help('shipit', 'yargs'), { wrapBin: 'shipit', onPath: true });
    const verbs = surface(d).verbs;
    // reads, then writes (top-level first), then the confirm-gated deploy
    // rollback changes a running system: gated, with deploy
    expect(Object.keys(verbs)).toEqual(['status', 'list', 'config.get', 'config.set', 'deploy', 'rollback']);
    // `status [env]`: an optional positional is left out, so a missing value never drops a token beside it
    expect(verbs.status.cli).toEqual(['shipit', 'status']);
    expect(verbs.status.args).toBeUndefined();
    expect(verbs['config.set'].cli).toEqual(['shipit', 'config', 'set', '{{key}}', '{{value}}']);
    expect(policy(d).verbs.deploy).toEqual({ risk: 'write', confirm: true });
    expect(surface(d).wrap).toEqual({ bin: 'shipit', workspace: { mode: 'project' } }); // --json is the default JSON flag
  });
});

describe('argparse, click, clap subcommand pages', () => {
  it('argparse: positional descriptions and a --format {text,json} flag', () => {
    const d = draftPack(help('inventory', 'argparse-sub', { show: 'argparse-show' }), {
      wrapBin: 'inventory',
      onPath: true,
    });
    const verbs = surface(d).verbs;
    expect(verbs.show.args.properties.code).toEqual({
      type: 'string',
      description: 'The item code, as printed by list.',
      examples: ['TODO code'],
    });
    expect(verbs.show.json_flag).toEqual(['--format', 'json']);
    // an export names no local thing it writes ("Export the inventory as CSV or JSON"): it asks first
    expect(policy(d).verbs.export).toEqual({ risk: 'write', confirm: true });
  });

  it('click: an upper-case TEXT positional, a per-command --json', () => {
    const d = draftPack(help('notes', 'click', { add: 'click-add' }), { wrapBin: 'notes', onPath: true });
    const verbs = surface(d).verbs;
    expect(verbs.add.cli).toEqual(['notes', 'add', '--tag={{tag}}', '{{text}}']);
    expect(verbs.add.json_flag).toEqual(['--json']);
    expect(verbs.add.args.properties.tag).toEqual({ type: 'string', description: 'A tag to file the note under.' });
    expect(surface(d).wrap.json_flag).toEqual([]);
  });

  it('clap: <URL> required, [TITLE] optional and left out, a --format json flag; a copied script is not on PATH', () => {
    const d = draftPack(help('marks', 'clap', { add: 'clap-add' }), { wrapBin: './bin/marks', onPath: false });
    const s = surface(d);
    expect(s.wrap.bin).toBe('./bin/marks');
    expect(s.wrap.workspace).toBeUndefined();
    expect(s.verbs.add.cli).toEqual(['marks', 'add', '--tag={{tag}}', '{{url}}']);
    expect(s.verbs.add.args.required).toEqual(['url']);
    expect(s.verbs.add.json_flag).toEqual(['--format', 'json']);
    expect(Object.keys(s.verbs)).not.toContain('help');
  });
});

describe('at most 12 commands, and the plain invocation when there is no list', () => {
  it('npm: 12 commands, reads first, the catch-alls (run, exec) and interactive ones left out with a reason', () => {
    const d = draftPack(help('npm', 'npm', { ls: 'npm-ls', install: 'npm-install' }), { wrapBin: 'npm', onPath: true });
    const keys = Object.keys(surface(d).verbs);
    expect(keys).toHaveLength(12);
    // the hot-path vocabulary's order: ls, then get, then diff (npm's listing is alphabetical: no signal there)
    expect(keys.slice(0, 3)).toEqual(['ls', 'get', 'diff']);
    expect(keys).toContain('install');
    expect(d.leftOut.find((l) => l.name === 'run')?.reason).toMatch(/catch-all/);
    expect(d.leftOut.find((l) => l.name === 'edit')?.reason).toMatch(/interactive/);
    expect(d.leftOut.filter((l) => /12-command limit/.test(l.reason)).length).toBe(
      72 - 12 - d.leftOut.filter((l) => !/12-command limit/.test(l.reason)).length,
    );
    expect(surface(d).verbs.ls).toMatchObject({
      description: 'List installed packages.',
      cli: ['npm', 'ls', '--depth={{depth}}', '{{package_spec}}'],
      json_flag: ['--json'],
    });
    // npm commands without a page keep a TODO description, which M018 names
    expect(surface(d).verbs.view.description).toMatch(/^TODO: /);
    expect(checkStatic(loaded(d)).find((f) => f.id === 'M018')?.message).toMatch(/"view"/);
    expect(lintLoadedPack(loaded(d))).toEqual([]);
  });

  it('no commands of its own: the plain invocation with what its usage line requires, said in one line, no template', () => {
    const d = draftPack(help('venv', 'venv'), { wrapBin: 'venv', onPath: true });
    expect(d.template).toBe(false);
    expect(d.shape).toBe('none');
    expect(d.notes[0]).toBe(
      'venv has no commands of its own; add them in the Commands view (the pack holds `venv` with what its usage line requires to start from)',
    );
    const s = surface(d);
    expect(Object.keys(s.verbs)).toEqual(['venv']);
    expect(s.verbs.venv.cli).toEqual(['venv', '{{env_dir}}']);
    expect(s.verbs.venv.description).toBe(
      'Creates virtual Python environments in one or more target directories, given the env dir.',
    );
    // a name that says nothing stays a write, and asks first: its help creates environments, no file it names
    expect(policy(d).verbs.venv).toEqual({ risk: 'write', confirm: true });
    expect(Object.keys(s.verbs).some((k) => k.startsWith('example.'))).toBe(false);
    expect(lintLoadedPack(loaded(d))).toEqual([]);
  });

  it('--id names the pack', () => {
    const d = draftPack(help('tasker', 'cobra-tool'), { id: 'My Tasks', wrapBin: 'tasker', onPath: true });
    expect(d.packId).toBe('my-tasks');
    expect(surface(d).id).toBe('my-tasks');
    expect(policy(d).surface_id).toBe('my-tasks');
  });
});

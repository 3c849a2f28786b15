import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { gatedByHelp, soundsDangerous } from '../../core/vocabulary';
import { lintLoadedPack } from '../../hcp/lint/lint';
import { loadPackFromTexts } from '../../hcp/load';
import { CORPUS, HELD_OUT_SETS } from '../../bench/wrap-corpus';
import { judgedAction, judgedBy } from '../../bench/wrap-figures';
import { CLIS } from '../fixtures/make-pack';
import { wrapCli, type WrapResult } from '.';
import {
  HELD_OUT_2_FIXTURES,
  HELD_OUT_3_FIXTURES,
  HELD_OUT_4_FIXTURES,
  HELD_OUT_5_FIXTURES,
  REAL_FIXTURES,
} from './real-fixtures';
import { readCapture, wrapCaptured } from './replay';

/**
 * Wrap over the real help of the corpus (lib/bench/wrap-corpus.ts; lib/wrap/fixtures/real, written by `npm run
 * wrap:capture`), its help runs answered in-process from the capture (lib/node/wrap/replay.ts), merged with the
 * pinned Fig specs: every layout through the whole pipeline (help runs, live checks, ranking, arguments, JSON
 * flags, risk), no real CLI needed. One test runs a capture through a real process too.
 */
const work = mkdtempSync(join(tmpdir(), 'real-layouts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const CAPTURED = readdirSync(REAL_FIXTURES)
  .filter((f) => f.endsWith('.json.gz'))
  .map((f) => f.replace(/\.json\.gz$/, ''))
  .sort();

const drafts = new Map<string, Promise<WrapResult>>();

/** The draft of one captured CLI, wrapped once per test file. */
function wrapped(cli: string): Promise<WrapResult> {
  let draft = drafts.get(cli);
  if (!draft) {
    draft = wrapCaptured(readCapture(cli), { cwd: work }).then((outcome) => {
      if (!outcome.ok) throw new Error(`${cli}: ${outcome.error}`);
      return outcome;
    });
    drafts.set(cli, draft);
  }
  return draft;
}

const surface = (r: WrapResult) => JSON.parse(r.draft.files['surface.json']);
const verbs = (r: WrapResult) => surface(r).verbs as Record<string, { cli: string[]; json_flag?: string[] }>;
const policy = (r: WrapResult): Record<string, { risk: string; confirm?: true | 'always' }> =>
  JSON.parse(r.draft.files['policy.json']).verbs;
const keys = (r: WrapResult) => r.draft.commands.map((c) => c.key);
const leftOut = (r: WrapResult, name: string) => r.draft.leftOut.find((l) => l.name === name);
/** A command's surface.json entry, drafted or left out with a swap's entry. */
const entryOf = (r: WrapResult, name: string) =>
  (verbs(r)[name.replace(/ /g, '.').replace(/-/g, '_')] ?? leftOut(r, name)?.entry?.surface) as
    { cli: string[]; json_flag?: string[] } | undefined;
const cliOf = (r: WrapResult, name: string) => entryOf(r, name)?.cli;
/** The JSON flag the runtime passes: the command's own, else the pack's. */
const jsonOf = (r: WrapResult, name: string) => entryOf(r, name)?.json_flag ?? surface(r).wrap.json_flag;

describe.each(CAPTURED)('%s, from its captured help', (cli) => {
  it('drafts a pack that passes lint, never the template; every name in the spec, answering its own help, or named by structure; none of them prose', async () => {
    const r = await wrapped(cli);
    expect(r.draft.template).toBe(false);
    expect(r.draft.commands.length).toBeGreaterThanOrEqual(1);
    expect(lintLoadedPack(loadPackFromTexts(r.draft.files))).toEqual([]);
    for (const c of r.draft.commands) {
      expect(c.source === 'spec' || c.verified, `${c.key} is neither in the spec nor verified`).toBe(true);
      expect(
        c.path.every((w) => /^(--?)?[a-zA-Z0-9][a-zA-Z0-9._:+-]*$/.test(w) && !/[.,:]$/.test(w)),
        c.path.join(' '),
      ).toBe(true);
    }
    // a CLI without commands of its own says so in one line
    if (r.draft.shape === 'none' || r.draft.shape === 'invocations')
      expect(r.draft.notes.some((n) => n.includes('has no commands of its own'))).toBe(true);
  });

  it('puts the reads first and leaves no state-changing write ungated', async () => {
    const r = await wrapped(cli);
    const risks = r.draft.commands.map((c) => c.risk);
    expect(risks.indexOf('write') === -1 || risks.lastIndexOf('read') < risks.indexOf('write')).toBe(true);
    for (const c of r.draft.commands) {
      const { description } = judgedBy(c, r);
      if (judgedAction(c, r).gated || gatedByHelp(description))
        expect(policy(r)[c.key], c.key).toMatchObject({ risk: 'write', confirm: true });
      if (/(^|\.)(delete|remove|rm|destroy|prune|apply|push|publish|upload|deploy|release|rollout)$/.test(c.key))
        expect(policy(r)[c.key], c.key).toMatchObject({ risk: 'write', confirm: true });
    }
  });
});

/** The captured CLIs of a held-out folder, with the folder. */
const capturedIn = (dir: string): [string, string][] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json.gz'))
        .map((f): [string, string] => [f.replace(/\.json\.gz$/, ''), dir])
        .sort()
    : [];
const HELD_OUT_CAPTURED = HELD_OUT_SETS.flatMap((set) => capturedIn(set.dir));

/**
 * The held-out CLIs (never taught): only what must hold for every CLI is asserted here. The second and third sets'
 * layout classes have tests of their own below ("the second held-out set, by layout class", "the third …").
 */
describe.each(HELD_OUT_CAPTURED)('%s, held out', (cli, dir) => {
  it('drafts a linted pack, never the template, no prose, every state change and danger gated', async () => {
    const outcome = await wrapCaptured(readCapture(cli, dir), { cwd: work });
    if (!outcome.ok) throw new Error(`${cli}: ${outcome.error}`);
    expect(outcome.draft.template).toBe(false);
    expect(lintLoadedPack(loadPackFromTexts(outcome.draft.files))).toEqual([]);
    const rows = policy(outcome);
    for (const c of outcome.draft.commands) {
      expect(c.source === 'spec' || c.verified, `${c.key} is neither in the spec nor verified`).toBe(true);
      const { description } = judgedBy(c, outcome);
      // a gate is `confirm: true`, or `'always'` where the draft asks even past a session's yes (borgmatic transfer)
      const gated = () => {
        expect(rows[c.key]?.risk, c.key).toBe('write');
        expect([true, 'always'], c.key).toContain(rows[c.key]?.confirm);
      };
      if (judgedAction(c, outcome).gated || gatedByHelp(description)) gated();
      if (soundsDangerous(outcome.help.pages[c.path.join(' ')]?.description)) gated();
    }
  });
});

describe('the issue, CLI by CLI', () => {
  it('terraform: the hot path from "Main commands" (plan first), show -json, get a write, graph a read, no prose', async () => {
    const r = await wrapped('terraform');
    expect(keys(r)).toEqual(expect.arrayContaining(['plan', 'validate', 'show', 'output', 'version', 'apply']));
    expect(keys(r)).not.toContain('given');
    expect(verbs(r).show.json_flag).toEqual(['-json']);
    // [path] is optional: dropped, so -json is never eaten; -no-color because terraform colours despite NO_COLOR
    expect(verbs(r).show.cli).toEqual(['terraform', 'show', '-no-color']);
    expect(policy(r).apply).toEqual({ risk: 'write', confirm: true });
    expect(verbs(r).apply.cli).toContain('-auto-approve');
    // `get` installs modules: a write, and an install is no plain local edit, so it asks first
    expect(leftOut(r, 'get')?.entry?.policy ?? policy(r).get).toEqual({ risk: 'write', confirm: true });
    expect(leftOut(r, 'graph')?.entry?.policy ?? policy(r).graph).toEqual({ risk: 'read' });
    expect(leftOut(r, 'force-unlock')?.entry?.policy ?? policy(r).force_unlock).toEqual({
      risk: 'write',
      confirm: true,
    });
    expect(r.draft.files['HARNESS.md']).not.toContain('The available commands for execution are listed below');
  });

  it('docker: ps and images from "Common Commands", an alias drafted once, targets and images as arguments', async () => {
    const r = await wrapped('docker');
    expect(keys(r).slice(0, 2)).toEqual(['ps', 'images']);
    expect(keys(r)).not.toContain('container.ls');
    expect(leftOut(r, 'container ls')?.reason).toBe('the same command as ps (an alias)');
    expect(cliOf(r, 'inspect')).toEqual(['docker', 'inspect', '{{name}}']);
    expect(jsonOf(r, 'inspect')).toEqual(['--format', 'json']);
    expect(cliOf(r, 'push')).toEqual(['docker', 'push', '{{name}}']);
    expect(cliOf(r, 'build')?.filter((t) => t.startsWith('{{'))).toEqual(['{{path}}']);
    expect(verbs(r).ps.json_flag).toEqual(['--format', 'json']);
    expect(policy(r).push).toEqual({ risk: 'write', confirm: true });
  });

  it('kubectl: get, describe and logs take their resource, -o json per command, diff passes -f its file', async () => {
    const r = await wrapped('kubectl');
    expect(verbs(r).get.cli.at(-1)).toBe('{{type}}');
    expect(jsonOf(r, 'get')).toEqual(['-o', 'json']);
    // describe and logs print text (no -o json in their help): ranked below the JSON reads, drafted right for a swap
    expect(cliOf(r, 'describe')?.at(-1)).toBe('{{type}}');
    expect(cliOf(r, 'logs')?.at(-1)).toBe('{{pod}}');
    expect(leftOut(r, 'logs')?.reason).toContain('prints text: its help offers no JSON flag');
    // `kubectl diff -f FILENAME`: FILENAME is -f's value, not a positional
    expect(cliOf(r, 'diff')?.slice(0, 4)).toEqual(['kubectl', 'diff', '-f', '{{filename}}']);
  });

  it('gcloud: groups read from "GROUP is one of the following", --format=json, no command made of the intro line', async () => {
    const r = await wrapped('gcloud');
    expect(keys(r).some((k) => k.includes('one_of'))).toBe(false);
    expect(keys(r)).toEqual(expect.arrayContaining(['config.get', 'auth.list']));
    expect(jsonOf(r, 'config get')).toEqual(['--format=json']);
    expect(jsonOf(r, 'config list')).toEqual(['--format=json']);
  });

  it('aws: the man-page listing of `aws help` and its services, --output json', async () => {
    const r = await wrapped('aws');
    expect(r.layout).toBe('man');
    expect(r.draft.commands.every((c) => c.path.length === 2)).toBe(true);
    const withJson = Object.values(verbs(r)).map((v) => v.json_flag ?? surface(r).wrap.json_flag);
    expect(withJson).toContainEqual(['--output', 'json']);
  });

  it('git: status, log and diff first, the full list of `git help -a` merged, push gated', async () => {
    const r = await wrapped('git');
    expect(keys(r).slice(0, 3)).toEqual(['status', 'show', 'log']);
    expect(leftOut(r, 'push')?.entry?.policy ?? policy(r).push).toEqual({ risk: 'write', confirm: true });
    expect(r.draft.leftOut.map((l) => l.name)).toContain('cherry-pick'); // only in `git help -a`
  });

  it('apt: show, search and install take their package from the spec; no command named "This"', async () => {
    const r = await wrapped('apt');
    expect(keys(r)).not.toContain('this');
    expect(verbs(r).show.cli).toEqual(['apt', 'show', '{{package}}']);
    expect(verbs(r).search.cli).toEqual(['apt', 'search', '{{query}}']);
    // installing asks a person first, so the CLI's own prompt is answered: apt never waits on it
    expect(verbs(r).install.cli).toEqual(['apt', 'install', '-y', '{{package}}']);
    expect(policy(r).install).toEqual({ risk: 'write', confirm: true });
  });

  it('rustup and cargo (clap): subcommand groups, a group that runs alone (rustup show) kept', async () => {
    const rustup = await wrapped('rustup');
    expect(keys(rustup)).toEqual(expect.arrayContaining(['show', 'toolchain.list']));
    expect(keys(rustup).every((k) => !/install_the|current/.test(k))).toBe(true);
    const cargo = await wrapped('cargo');
    expect(keys(cargo)).toEqual(expect.arrayContaining(['check', 'search', 'build']));
  });
});

it('the fixtures cover the corpus, at least 60 CLIs in every family', () => {
  expect(CAPTURED.length).toBeGreaterThanOrEqual(60);
  for (const entry of CORPUS) expect(CAPTURED, entry.cli).toContain(entry.cli);
});

it('a capture replayed through a real process drafts what the in-process replay drafts', async () => {
  const cli = 'apt';
  const bin = mkdtempSync(join(work, `${cli}-bin-`));
  const replay = pathToFileURL(join(CLIS, 'replay-help.mjs')).href;
  writeFileSync(
    join(bin, cli),
    `#!/usr/bin/env node\nimport(${JSON.stringify(replay)}).then((m) => m.replay(${JSON.stringify(join(REAL_FIXTURES, `${cli}.json.gz`))}));\n`,
  );
  chmodSync(join(bin, cli), 0o755);
  const outcome = await wrapCli(cli, {
    cwd: work,
    allowlist: [cli],
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    totalMs: 120000,
  });
  if (!outcome.ok) throw new Error(outcome.error);
  expect(outcome.draft.files).toEqual((await wrapped(cli)).draft.files);
  expect(existsSync(join(CLIS, 'replay-help.mjs'))).toBe(true);
});

/** A command's policy row, drafted or left out with the entry a swap adds. */
const policyOf = (r: WrapResult, name: string) =>
  policy(r)[name.replace(/^-+/, '').replace(/ /g, '.').replace(/-/g, '_')] ?? leftOut(r, name)?.entry?.policy;
const gate = { risk: 'write', confirm: true };

describe('the corpus, one family at a time', () => {
  it('service manager: predicates and listings read, every state change asks first, and the draft holds them', async () => {
    const r = await wrapped('systemctl');
    for (const read of ['is-active', 'is-failed', 'is-enabled', 'list-dependencies', 'list-units', 'status'])
      expect(policyOf(r, read), read).toEqual({ risk: 'read' });
    for (const change of ['start', 'stop', 'restart', 'reload', 'enable', 'disable', 'mask', 'kill', 'isolate'])
      expect(policyOf(r, change), change).toEqual(gate);
    expect(keys(r)).toEqual(expect.arrayContaining(['status', 'list_units', 'start', 'stop', 'restart']));
    expect(verbs(r).stop.cli).toEqual(['systemctl', 'stop', '{{unit}}']);
    // a grid under "default commands (type help <topic>)": each command's page from `help NAME`
    const sup = await wrapped('supervisorctl');
    expect(sup.layout).toBe('grid');
    expect(verbs(sup).status.cli).toEqual(['supervisorctl', 'status', '{{name}}']);
    expect(policyOf(sup, 'stop')).toEqual(gate);
    // `help avail` answers `avail			Display all configured processes`: its own line says it reads
    for (const read of ['avail', 'pid', 'tail']) expect(policyOf(sup, read), read).toEqual({ risk: 'read' });
    // changes a plain write word names, by class: a compound on units (`add-wants`), a help that activates processes
    for (const change of ['add-wants', 'add-requires']) expect(policyOf(r, change), change).toEqual(gate);
    expect(policyOf(sup, 'add')).toEqual(gate);
  });

  it('service manager, flag-mode: journalctl --list-boots reads, --vacuum-size asks first with its value', async () => {
    const r = await wrapped('journalctl');
    expect(r.draft.shape).toBe('flag-mode');
    expect(verbs(r).list_boots.cli).toEqual(['journalctl', '--list-boots']);
    expect(policyOf(r, '--list-boots')).toEqual({ risk: 'read' });
    expect(cliOf(r, 'vacuum size') ?? verbs(r).vacuum_size.cli).toEqual(['journalctl', '--vacuum-size={{bytes}}']);
    expect(policyOf(r, '--vacuum-size')).toEqual(gate);
  });

  it('network: objects from OBJECT := { … }, their commands from `ip OBJECT help`, flush and del ask first', async () => {
    const r = await wrapped('ip');
    expect(r.layout).toBe('grammar');
    expect(keys(r).filter((k) => /\.(list|show)$/.test(k)).length).toBeGreaterThanOrEqual(3);
    expect(keys(r)).toContain('route.list');
    expect(policyOf(r, 'address flush')).toEqual(gate);
    expect(policyOf(r, 'route del')).toEqual(gate);
    expect(r.draft.commands.every((c) => c.path.length <= 2)).toBe(true);
    // tc answers only `-help` at the top and names `tc OBJECT help` for its objects: their show reads are drafted
    const tc = await wrapped('tc');
    expect(keys(tc)).toEqual(expect.arrayContaining(['qdisc.show', 'class.show', 'filter.show']));
    expect(tc.draft.commands.every((c) => c.path.length <= 2)).toBe(true);
    // every verb of a kernel object but its reads asks first: add, replace, change, del
    for (const change of ['qdisc add', 'qdisc replace', 'qdisc change', 'class add', 'filter del', 'chain add'])
      expect(policyOf(tc, change), change).toEqual(gate);
    expect(policyOf(tc, 'qdisc show')).toEqual({ risk: 'read' });
    expect(policyOf(tc, 'monitor')).toEqual({ risk: 'read' });
    // git's usage-line words (`remote add`) are no grammar objects: its add keeps its own treatment
    expect(policyOf(await wrapped('git'), 'add')).toEqual({ risk: 'write' });
  });

  it('crypto: flag-mode gpg, a grid for openssl, usage-line modes for ssh-keygen with a flag value', async () => {
    const gpg = await wrapped('gpg');
    expect(verbs(gpg).list_keys.cli).toEqual(['gpg', '--list-keys']);
    expect(policyOf(gpg, '--delete-keys')).toEqual(gate);
    const openssl = await wrapped('openssl');
    expect(openssl.layout).toBe('grid');
    expect(keys(openssl).length).toBe(12);
    // camelCase verbs after a prefix: luksDump prints (a read), luksFormat erases the device (asks first)
    const cs = await wrapped('cryptsetup');
    for (const read of ['luksdump', 'isluks', 'status']) expect(policy(cs)[read], read).toEqual({ risk: 'read' });
    expect(policy(cs).luksformat ?? leftOut(cs, 'luksFormat')?.entry?.policy).toEqual(gate);
    // converting a device's format or setting its header's options: only the help says the device is what changes
    for (const change of ['convert', 'config']) expect(policyOf(cs, change), change).toEqual(gate);
    const keygen = await wrapped('ssh-keygen');
    expect(keygen.draft.shape).toBe('flag-mode');
    expect(Object.values(verbs(keygen)).map((v) => v.cli)).toContainEqual(['ssh-keygen', '-F', '{{hostname}}']);
    // -p: only its help says it changes a key's passphrase
    expect(policyOf(keygen, '-p')).toEqual(gate);
  });

  it('archiver: operation modes as flag-mode commands, a delete gated; 7-Zip letters named by what they do', async () => {
    const tar = await wrapped('tar');
    expect(verbs(tar).list.cli).toEqual(['tar', '--list']);
    expect(policyOf(tar, '--delete')).toEqual(gate);
    const sz = await wrapped('7z');
    expect(verbs(sz).list.cli).toEqual(['7z', 'l']);
    expect(policy(sz).delete).toEqual(gate);
    // unpacking writes over files of the same name: by its name (`--extract`) or its help's first word (`x`)
    expect(policyOf(tar, '--extract')).toEqual(gate);
    expect(policyOf(sz, 'x')).toEqual(gate);
    expect(policyOf(tar, '--list')).toEqual({ risk: 'read' });
  });

  it('backup and sync: snapshots and lsjson read first; forget, prune and sync ask first', async () => {
    const restic = await wrapped('restic');
    expect(keys(restic)).toEqual(expect.arrayContaining(['snapshots', 'ls']));
    expect(policyOf(restic, 'forget')).toEqual(gate);
    const rclone = await wrapped('rclone');
    expect(keys(rclone)).toContain('lsjson');
    expect(policyOf(rclone, 'sync')).toEqual(gate);
    // never drafted without the gate (left out unchecked, they carry no entry)
    for (const [r, name] of [
      [restic, 'prune'],
      [rclone, 'bisync'],
    ] as const)
      expect(policy(r)[name] ?? gate).toEqual(gate);
    // argparse: a brace group alone (rdiff-backup), a `<command>` listing (borg)
    expect(keys(await wrapped('rdiff-backup'))).toEqual(expect.arrayContaining(['list', 'backup', 'restore']));
    expect(keys(await wrapped('borg'))).toEqual(expect.arrayContaining(['list', 'create', 'delete']));
  });

  it('VCS: nested hot paths (gh pr list, issue list), git-lfs "High level" commands, merges ask first', async () => {
    const gh = await wrapped('gh');
    expect(keys(gh)).toEqual(expect.arrayContaining(['pr.list', 'issue.list', 'pr.status', 'issue.status']));
    const lfs = await wrapped('git-lfs');
    expect(keys(lfs)).toEqual(expect.arrayContaining(['status', 'ls_files', 'locks']));
    expect(policyOf(lfs, 'push')).toEqual(gate);
    expect(policyOf(await wrapped('svn'), 'merge')).toEqual(gate);
    expect(keys(await wrapped('hg'))).toEqual(expect.arrayContaining(['status', 'log', 'diff']));
  });

  it("build: mvn's lifecycle phases from its spec's goal/phase values; deploy asks first", async () => {
    const mvn = await wrapped('mvn');
    expect(keys(mvn)).toEqual(expect.arrayContaining(['verify', 'validate', 'compile', 'install']));
    expect(policyOf(mvn, 'deploy')).toEqual(gate);
    // argparse's {list,status,…} choices one level down are the CLI's own words: `meson wrap list` needs no live check
    const meson = await wrapped('meson');
    expect(keys(meson)).toEqual(expect.arrayContaining(['wrap.list', 'wrap.status', 'introspect']));
  });

  it("filter: xmlstarlet's abbreviations drafted by the long names its listing gives, reads by what they do", async () => {
    const r = await wrapped('xmlstarlet');
    expect(keys(r)).toEqual(expect.arrayContaining(['list', 'select', 'validate', 'elements']));
    expect(verbs(r).validate.cli.slice(0, 2)).toEqual(['xmlstarlet', 'val']);
    expect(policy(r).validate).toEqual({ risk: 'read' });
  });

  it('no commands of its own (a filter, a database shell, an HTTP client): said in one line, never a template', async () => {
    for (const cli of ['jq', 'psql', 'curl', 'sqlite3']) {
      const r = await wrapped(cli);
      expect(['none', 'invocations'], cli).toContain(r.draft.shape);
      expect(
        r.draft.notes.some((n) => n.startsWith(`${cli} has no commands of its own`)),
        cli,
      ).toBe(true);
      expect(
        Object.keys(verbs(r)).some((k) => k.startsWith('example.')),
        cli,
      ).toBe(false);
    }
    expect(verbs(await wrapped('jq')).jq.cli).toEqual(['jq', '{{jq_filter}}']);
    expect(verbs(await wrapped('psql')).list.cli).toEqual(['psql', '--list']);
  });
});

/** A held-out CLI of the second set, wrapped from its capture, with every help run it asked for. */
const heldOut2 = (cli: string) => heldOutIn(cli, HELD_OUT_2_FIXTURES);

/** A held-out CLI of a set's folder, wrapped from its capture, with every help run it asked for. */
async function heldOutIn(cli: string, dir: string): Promise<{ r: WrapResult; runs: string[] }> {
  const runs: string[] = [];
  const outcome = await wrapCaptured(readCapture(cli, dir), {
    cwd: work,
    onRun: (args) => runs.push(args.join(' ')),
  });
  if (!outcome.ok) throw new Error(`${cli}: ${outcome.error}`);
  return { r: outcome, runs };
}

/**
 * The layout classes first seen on the second held-out set (lib/bench/wrap-corpus.ts HELD_OUT_2) and the corpus
 * leftovers, replayed through the whole wrap: one test per class, on the capture that showed it.
 */
describe('the second held-out set, by layout class', () => {
  it("a verb grammar in the man page (nft): list reads with their objects' names, changes asked first, none run", async () => {
    const runs: string[] = [];
    const outcome = await wrapCaptured(readCapture('nft'), { cwd: work, onRun: (args) => runs.push(args.join(' ')) });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.draft.shape).toBe('subcommands');
    expect(keys(outcome)).toEqual(expect.arrayContaining(['list.ruleset', 'list.table', 'list.chain']));
    expect(verbs(outcome)['list.table'].cli).toEqual(['nft', 'list', 'table', '{{table}}']);
    expect(policy(outcome)['list.table']).toEqual({ risk: 'read' });
    for (const change of ['flush ruleset', 'flush table', 'add table', 'delete table'])
      expect(policyOf(outcome, change), change).toEqual(gate);
    // never a help run on a grammar verb: `nft flush ruleset --help` is a command line
    expect(runs.filter((r) => /^(list|flush|add|create|delete|insert|replace|reset)\b/.test(r))).toEqual([]);
  });

  it('`-H NAME` where the page names it, and never `NAME help` where the help word was an error (cvs)', async () => {
    const { r, runs } = await heldOut2('cvs');
    expect(keys(r)).toEqual(expect.arrayContaining(['status', 'log', 'diff']));
    expect(runs).toContain('-H log');
    expect(runs.filter((a) => / help$/.test(a))).toEqual([]);
  });

  it('a tab-indented grid under "Commands are:" with `command [-h]` (quilt)', async () => {
    const { r, runs } = await heldOut2('quilt');
    expect(r.layout).toBe('grid');
    expect(keys(r)).toEqual(expect.arrayContaining(['diff', 'top', 'graph']));
    expect(runs).toContain('diff --help');
  });

  it("commander's topic:command names with aliases and wrapped descriptions (knex), no prose", async () => {
    const { r } = await heldOut2('knex');
    expect(r.draft.commands.map((c) => c.path.join(' '))).toEqual(
      expect.arrayContaining(['migrate:list', 'migrate:make', 'migrate:latest']),
    );
    expect(r.draft.commands.every((c) => c.path.length === 1)).toBe(true);
    // the command after the colon says what it does: `migrate:list` reads, `migrate:up` still asks first
    const keyOf = (name: string) => r.draft.commands.find((c) => c.path.join(' ') === name)?.key ?? name;
    expect(policy(r)[keyOf('migrate:list')]).toEqual({ risk: 'read' });
    expect(policy(r)[keyOf('migrate:up')]).toEqual(gate);
  });

  it('commands that come after an operand (parted DEVICE print): the operand first in cli[], required', async () => {
    const { r } = await heldOut2('parted');
    expect(cliOf(r, 'print')).toEqual(['parted', '{{device}}', 'print']);
    expect(cliOf(r, 'mkpart')?.slice(0, 3)).toEqual(['parted', '{{device}}', 'mkpart']);
    // elsewhere nothing comes before a command's words
    expect(cliOf(await wrapped('git'), 'status')?.[1]).toBe('status');
  });

  it('one usage line per command (pactl): every command drafted by structure, none run for its help', async () => {
    const { r, runs } = await heldOut2('pactl');
    expect(keys(r)).toEqual(expect.arrayContaining(['list', 'get_default_sink', 'set_default_sink']));
    expect(policy(r).set_default_sink).toEqual(gate);
    expect(runs.filter((a) => a !== '--help' && a !== '-h' && a !== 'help')).toEqual([]);
  });

  it('group titles with a note in brackets and an indented command heading (virsh, lvm)', async () => {
    const virsh = (await heldOut2('virsh')).r;
    expect(keys(virsh)).toContain('list');
    const lvm = (await heldOut2('lvm')).r;
    expect(r2names(lvm)).not.toEqual(expect.arrayContaining(['an', 'the', 'each']));
    expect(lvm.draft.notes.join(' ')).not.toContain('read the commands from `man lvm`');
  });

  it('entries that repeat the program (mpc) are drafted though the CLI has no command help', async () => {
    const { r, runs } = await heldOut2('mpc');
    expect(keys(r)).toEqual(expect.arrayContaining(['current', 'outputs', 'queued']));
    expect(runs.filter((a) => / help$/.test(a))).toEqual([]);
  });

  it('argparse subparsers under a metavar, two deep (ansible-galaxy collection list)', async () => {
    const { r } = await heldOut2('ansible-galaxy');
    expect(keys(r)).toEqual(expect.arrayContaining(['collection.list', 'role.list']));
  });

  it('read modes under "SHOW INFORMATION OPTIONS" (smartctl); nested described usage lines (btrfs)', async () => {
    const smartctl = (await heldOut2('smartctl')).r;
    expect(smartctl.draft.shape).toBe('flag-mode');
    expect(policyOf(smartctl, '--info')).toEqual({ risk: 'read' });
    const btrfs = (await heldOut2('btrfs')).r;
    expect(keys(btrfs)).toEqual(expect.arrayContaining(['subvolume.list', 'filesystem.show', 'balance.status']));
  });
});

/**
 * The layout classes first seen on the third held-out set (lib/bench/wrap-corpus.ts HELD_OUT_3), replayed through
 * the whole wrap: one test per class, on the capture that showed it (its first figures are in the README).
 */
describe('the third held-out set, by layout class', () => {
  const heldOut3 = (cli: string) => heldOutIn(cli, HELD_OUT_3_FIXTURES);
  /** The wrap of a third-set CLI and the CLI runs it made: the man page, read through man(1), is none of them. */
  const heldOut3Ran = async (cli: string) => {
    const ran: string[] = [];
    const r = await wrapCaptured(readCapture(cli, HELD_OUT_3_FIXTURES), {
      cwd: work,
      onRun: (args, _result, via) => via !== 'man' && ran.push(args.join(' ')),
    });
    if (!r.ok) throw new Error(`${cli}: ${r.error}`);
    return { r, ran };
  };

  it('a listing whose names the CLI refuses alike (ufw) or cannot be asked about (trace-cmd) stands as listed', async () => {
    const ufw = (await heldOut3('ufw')).r;
    expect(keys(ufw)).toEqual(expect.arrayContaining(['status', 'show', 'app.list']));
    for (const change of ['enable', 'disable', 'reset']) expect(policyOf(ufw, change), change).toEqual(gate);
    expect(ufw.draft.notes.join(' ')).toContain('refused the listed names alike');
    const { r, runs } = await heldOut3('trace-cmd');
    expect(keys(r)).toEqual(expect.arrayContaining(['report', 'list', 'stat']));
    // its `--help` exits 255 and names no other form: no command is run for its help
    expect(runs.filter((a) => !['--help', '-h', 'help'].includes(a))).toEqual([]);
    // the second set's rndc, left over there: its commands have no help of their own
    expect(keys((await heldOut2('rndc')).r)).toEqual(expect.arrayContaining(['status']));
  });

  it('`name: description` entries, entries at the margin; a listed read whose check ran it on the help flag as its operand (wg, ipset)', async () => {
    const { r } = await heldOut3('wg');
    // `wg showconf --help` took `--help` for an interface: "Unable to access interface"
    expect(keys(r)).toEqual(expect.arrayContaining(['show', 'showconf']));
    expect(policyOf(r, 'showconf')).toEqual({ risk: 'read' });
    expect(r.draft.notes.join(' ')).toContain('kept `showconf` unchecked');
    // its descriptions are read as such: appending a file to a network interface asks first
    expect(policyOf(r, 'addconf')).toEqual(gate);
    // ipset's entries at the margin of "Commands:"; `list --help` failed on the kernel, not on the word
    const ipset = (await heldOut3('ipset')).r;
    expect(policyOf(ipset, 'list')).toEqual({ risk: 'read' });
    for (const change of ['destroy', 'flush', 'add']) expect(keys(ipset)).not.toContain(change);
  });

  it('a heading with its list on its line (rrdtool), a sentence ending in "is one of:" (mu), meow (changeset)', async () => {
    const rrdtool = (await heldOut3('rrdtool')).r;
    expect(keys(rrdtool)).toEqual(expect.arrayContaining(['info', 'fetch', 'last']));
    const { r: mu, runs } = await heldOut3('mu');
    expect(keys(mu)).toEqual(expect.arrayContaining(['find', 'cfind', 'view']));
    expect(runs).toContain('help find');
    expect(keys((await heldOut3('changeset')).r)).toEqual(expect.arrayContaining(['status', 'version', 'publish']));
  });

  it('a parser of its own: no write or unclear word is run with a help flag until a command has read one', async () => {
    // ipset's top `--help` answers, but `ipset flush --help` and `ipset x --help` (destroy) run the commands
    const { runs } = await heldOut3('ipset');
    const asked = runs.filter((a) => / (--help|-h)$/.test(a)).map((a) => a.split(' ')[0]);
    expect(asked).toEqual(expect.arrayContaining(['list', 'version']));
    for (const write of ['flush', 'x', 'destroy', 'add', 'del', 'create', 'n', 'swap', 'restore'])
      expect(asked, write).not.toContain(write);
    // ufw: its reads only; its listed changes are kept from the listing, gated, never run
    const ufw = await heldOut3('ufw');
    const ufwAsked = ufw.runs.filter((a) => / (--help|-h)$/.test(a)).map((a) => a.split(' ')[0]);
    for (const write of ['enable', 'disable', 'reset', 'allow', 'deny', 'delete', 'default', 'logging'])
      expect(ufwAsked, write).not.toContain(write);
    expect(policyOf(ufw.r, 'reset')).toEqual(gate);
    // a CLI whose reads answer with their pages is asked the rest as before (pip: `install --help`)
    const pip: string[] = [];
    await wrapCaptured(readCapture('pip'), { cwd: work, onRun: (args) => pip.push(args.join(' ')) });
    expect(pip).toEqual(expect.arrayContaining(['list --help', 'install --help']));
  });

  it("an object's own `OBJECT help` where its dash form is not yet trusted: the nested reads (bpftool)", async () => {
    const { r, runs } = await heldOut3('bpftool');
    expect(runs).toContain('prog help');
    expect(keys(r)).toEqual(expect.arrayContaining(['prog.list', 'map.list', 'link.list']));
  });

  it('`NAME -h` printing the same listing as the top help, less its error line, is the one page again (ipmitool)', async () => {
    const { r } = await heldOut3('ipmitool');
    expect(keys(r)).toEqual(expect.arrayContaining(['sdr', 'sensor', 'sel']));
    expect(r.help.verified?.sdr).toMatchObject({ ok: true, samePage: true });
  });

  it("a man page as the help, its entries naming each command's page (bundle)", async () => {
    const { r } = await heldOut3('bundle');
    expect(keys(r)).toEqual(expect.arrayContaining(['show', 'outdated', 'check']));
    expect(keys(r)).not.toContain('stalled');
  });

  it('commands in `or:` usage lines (tig), never run for help; modes in a usage choice (crontab)', async () => {
    const { r: tig, runs } = await heldOut3('tig');
    expect(keys(tig)).toEqual(expect.arrayContaining(['log', 'show', 'status']));
    expect(runs.filter((a) => !['--help', '-h', 'help'].includes(a))).toEqual([]);
    const crontab = (await heldOut3('crontab')).r;
    expect(crontab.draft.shape).toBe('flag-mode');
    expect(policy(crontab).list).toEqual({ risk: 'read' });
    expect(policy(crontab).delete).toEqual(gate);
  });

  it("modes the help names with no description, described by the man page, an alias by its program's entry (at)", async () => {
    const { r, ran } = await heldOut3Ran('at');
    // `-l  Is an alias for atq.` takes atq's entry, "lists the user's pending jobs"; `-c` "cats the jobs…": each
    // one-letter mode named by its description's verb
    expect(cliOf(r, 'list')).toEqual(['at', '-l']);
    expect(policyOf(r, 'list')).toEqual({ risk: 'read' });
    expect(policyOf(r, 'cat')).toEqual({ risk: 'read' });
    expect(policyOf(r, 't')).toEqual(gate);
    expect(ran.filter((a) => !['--help', '-h', 'help'].includes(a))).toEqual([]);
  });

  it('modes under "Options:" for a CLI with no commands heading (passwd, chage), none run for help', async () => {
    const { r: passwd, ran } = await heldOut3Ran('passwd');
    expect(passwd.draft.shape).toBe('flag-mode');
    expect(policy(passwd).status).toEqual({ risk: 'read' });
    expect(policy(passwd).all).toEqual({ risk: 'read' });
    for (const change of ['delete', 'lock', 'unlock', 'maxdays']) expect(policy(passwd)[change], change).toEqual(gate);
    expect(ran.filter((a) => !['--help', '-h', 'help'].includes(a))).toEqual([]);
    const chage = (await heldOut3('chage')).r;
    expect(chage.draft.shape).toBe('flag-mode');
    expect(policy(chage).list).toEqual({ risk: 'read' });
    expect(policy(chage).expiredate).toEqual(gate);
    // `chage [options] LOGIN`: each mode takes the login after its own value; passwd's `[LOGIN]` is left to its default
    expect(cliOf(chage, 'list')).toEqual(['chage', '--list', '{{login}}']);
    expect(cliOf(chage, 'expiredate')).toEqual(['chage', '--expiredate', '{{expire_date}}', '{{login}}']);
    expect(cliOf(passwd, 'status')).toEqual(['passwd', '--status']);
  });

  it("a reading CLI's operand values listed under a heading naming them (getent's databases) read, none run", async () => {
    const { r: getent, ran } = await heldOut3Ran('getent');
    expect(keys(getent)).toEqual(expect.arrayContaining(['hosts', 'group', 'passwd']));
    // "Get entries from administrative database.": `getent passwd` reads, though `passwd` changes access elsewhere
    for (const read of ['hosts', 'passwd']) expect(policy(getent)[read], read).toEqual({ risk: 'read' });
    expect(ran.filter((a) => !['--help', '-h', 'help'].includes(a))).toEqual([]);
  });

  it('reads stay reads, a help that sets state raises (tig, rrdtool, ipmitool, changeset)', async () => {
    const tig = policy((await heldOut3('tig')).r);
    expect([tig.reflog, tig.refs]).toEqual([{ risk: 'read' }, { risk: 'read' }]);
    const rrdtool = policy((await heldOut3('rrdtool')).r);
    for (const read of ['first', 'last', 'lastupdate']) expect(rrdtool[read], read).toEqual({ risk: 'read' });
    // "Get chassis status and set power state": never drafted as a read
    expect(policy((await heldOut3('ipmitool')).r).chassis?.risk).not.toBe('read');
    // "Organise your package versioning…": its `version` bumps versions
    expect(policy((await heldOut3('changeset')).r).version).toEqual(gate);
  });
});

const r2names = (r: WrapResult) => r.draft.commands.map((c) => c.path.join(' '));
describe('risk by class over real help (issue 25): every state change asks first, local edits stay plain writes', () => {
  it('making keys, creating what runs, a change sent to others and a system package change ask first', async () => {
    // a flag mode whose name pairs a key with setup: "Generate a new FSS key pair"
    expect(policyOf(await wrapped('journalctl'), '--setup-keys')).toEqual(gate);
    // a new Kubernetes service exposed to the network; `apt satisfy` installs and removes packages
    expect(policyOf(await wrapped('kubectl'), 'expose')).toEqual(gate);
    expect(policyOf(await wrapped('apt'), 'satisfy')).toEqual(gate);
    // "Send changes from your working copy to the repository": a commit that is a push
    expect(policyOf(await wrapped('svn'), 'commit')).toEqual(gate);
  });

  it("a database's shell and a firewall's administration tool ask first on their plain call", async () => {
    for (const cli of ['psql', 'sqlite3']) expect(policyOf(await wrapped(cli), cli), cli).toEqual(gate);
    // nft's commands come from its grammar (`{list | flush} ruleset`), not its plain call: all but reads ask first
    const nft = Object.entries(policy(await wrapped('nft')) as Record<string, { risk: string }>);
    expect(nft.filter(([, row]) => row.risk === 'write').length).toBeGreaterThan(0);
    for (const [name, row] of nft) if (row.risk !== 'read') expect(row, name).toEqual(gate);
    // a JSON filter prints to standard output: a plain write; an HTTP client's plain call may post anywhere: it asks
    expect(policyOf(await wrapped('jq'), 'jq')).toEqual({ risk: 'write' });
    expect(policyOf(await wrapped('curl'), 'curl')).toEqual(gate);
  });

  it('a grammar object run alone reads; its verbs still ask first', async () => {
    const ip = await wrapped('ip');
    for (const object of ['link', 'route', 'netns']) expect(policyOf(ip, object), object).toEqual({ risk: 'read' });
    for (const change of ['route add', 'netns add', 'address flush'])
      expect(policyOf(ip, change), change).toEqual(gate);
    expect(policyOf(await wrapped('tc'), 'action')).toEqual({ risk: 'read' });
  });

  it('left-out writes a swap brings in ask first by class: whole commands, keys, servers, access', async () => {
    const kubectl = await wrapped('kubectl');
    for (const change of ['create deployment', 'create cronjob', 'create role', 'set env', 'proxy'])
      expect(policyOf(kubectl, change), change).toEqual(gate);
    const gpg = await wrapped('gpg');
    for (const change of ['--import', '--sign-key', '--generate-key'])
      expect(policyOf(gpg, change), change).toEqual(gate);
    expect(policyOf(await wrapped('git'), 'daemon')).toEqual(gate);
    for (const change of ['access', 'deprecate', 'token create'])
      expect(policyOf(await wrapped('npm'), change), change).toEqual(gate);
    // their reads stay reads
    expect(policyOf(gpg, '--list-keys')).toEqual({ risk: 'read' });
    expect(policyOf(kubectl, 'get')).toEqual({ risk: 'read' });
  });

  it('plain local edits stay plain writes; every other write asks first (DECISIONS "One vocabulary")', async () => {
    const git = await wrapped('git');
    for (const edit of ['add', 'commit', 'init']) expect(policyOf(git, edit), edit).toEqual({ risk: 'write' });
    expect(policyOf(await wrapped('docker'), 'build')).toEqual({ risk: 'write' });
    expect(policyOf(await wrapped('cargo'), 'new')).toEqual({ risk: 'write' });
    expect(policyOf(await wrapped('hg'), 'commit')).toEqual({ risk: 'write' });
    expect(policyOf(await wrapped('tar'), '--create')).toEqual({ risk: 'write' });
    // a container created, a pull from a registry, a remote create: no local edit, so they ask
    const docker = await wrapped('docker');
    for (const change of ['create', 'pull']) expect(policyOf(docker, change), change).toEqual(gate);
    expect(policyOf(await wrapped('gh'), 'repo create')).toEqual(gate);
    // a cloud sync tool's copy: its CLI says the cloud
    expect(policyOf(await wrapped('rclone'), 'copy')).toEqual(gate);
  });

  it('the held-out writes nobody named ask first: no description, a volume, a device, a domain, a vault', async () => {
    const cases: [string, string[]][] = [
      ['mdadm', ['--create', '--grow', '--manage', '--assemble']],
      ['lvm', ['lvextend']],
      ['btrfs', ['device add']],
      ['parted', ['mkpart', 'toggle', 'name']],
      ['nvme', ['create-ns']],
      ['amixer', ['sset', 'cset']],
      ['s3cmd', ['mb', 'rb', 'put', 'modify']],
      ['qemu-img', ['commit', 'convert', 'snapshot']],
      ['virsh', ['create']],
      ['ansible-vault', ['encrypt', 'decrypt', 'rekey']],
      ['luarocks', ['build']],
      ['swift', ['post']],
      ['etcdctl', ['txn']],
      ['ctr', ['containers create']],
    ];
    for (const [cli, changes] of cases) {
      const { r } = await heldOut2(cli);
      for (const change of changes) expect(policyOf(r, change), `${cli} ${change}`).toEqual(gate);
    }
    // and a local edit there stays plain: luarocks init, "Initialize a directory for a Lua project"
    expect(policyOf((await heldOut2('luarocks')).r, 'init')).toEqual({ risk: 'write' });
  });
});

/**
 * The layout classes first seen on the fourth held-out set (lib/bench/wrap-corpus.ts HELD_OUT_4), replayed through
 * the whole wrap: one test per class, on the capture that showed it (its first figures are in the README).
 */
describe('the fourth held-out set, by layout class', () => {
  const heldOut4 = (cli: string) => heldOutIn(cli, HELD_OUT_4_FIXTURES);

  it('a daemon client refusing every name with one log line, stamped anew each run, stands as listed (fail2ban-client)', async () => {
    const { r } = await heldOut4('fail2ban-client');
    expect(keys(r)).toEqual(expect.arrayContaining(['status', 'get', 'ping', 'start', 'stop']));
    for (const change of ['start', 'stop', 'restart', 'unban']) expect(policyOf(r, change), change).toEqual(gate);
    expect(policyOf(r, 'status')).toEqual({ risk: 'read' });
  });

  it('objects under the usage placeholder heading, spelt from their short forms, then their verbs from `OBJECT help` (nmcli)', async () => {
    const { r } = await heldOut4('nmcli');
    expect(keys(r)).toEqual(expect.arrayContaining(['general.status', 'device.status', 'connection.show']));
    for (const change of ['connection.add', 'connection.delete', 'general.reload'])
      expect(policyOf(r, change.replace('.', ' ')), change).toEqual(gate);
  });

  it('a listing aligned on the dash before each description, names right-aligned, is one entry a line (gm)', async () => {
    const { r } = await heldOut4('gm');
    expect(keys(r)).toEqual(expect.arrayContaining(['identify', 'compare', 'convert', 'mogrify']));
    expect(policyOf(r, 'identify')).toEqual({ risk: 'read' });
    expect(policyOf(r, 'mogrify')).toEqual(gate);
  });

  it("a Symfony Console CLI whose --help is its list command's: the listing is `X list` (composer)", async () => {
    const { r, runs } = await heldOut4('composer');
    expect(runs).toContain('list');
    expect(keys(r)).toEqual(expect.arrayContaining(['status', 'show', 'search', 'validate', 'install', 'update']));
    expect(policyOf(r, 'show')).toEqual({ risk: 'read' });
    for (const change of ['install', 'update', 'remove']) expect(policyOf(r, change), change).toEqual(gate);
  });
});

/**
 * The layout classes first seen on the fifth held-out set (lib/bench/wrap-corpus.ts HELD_OUT_5), replayed through
 * the whole wrap: one test per class, on the capture that showed it.
 */
describe('the fifth held-out set, by layout class', () => {
  const heldOut5 = (cli: string) => heldOutIn(cli, HELD_OUT_5_FIXTURES);

  it('a listing under an "Actions:" heading whose every check the daemon refused alike stands as listed (knotc)', async () => {
    const { r } = await heldOut5('knotc');
    expect(keys(r)).toEqual(expect.arrayContaining(['status', 'stats', 'zone_status', 'zone_read']));
    expect(policyOf(r, 'status')).toEqual({ risk: 'read' });
    for (const change of ['stop', 'reload']) expect(policyOf(r, change), change).toEqual(gate);
  });

  it('entries at the margin with their operands, the description after a gap or at its column (pdnsutil)', async () => {
    const { r } = await heldOut5('pdnsutil');
    expect(keys(r)).toEqual(expect.arrayContaining(['list_all_zones', 'list_zone', 'list_keys', 'show_zone']));
    expect(keys(r).some((k) => /^(after|replacing|content)\b/.test(k))).toBe(false);
    expect(policyOf(r, 'list-all-zones')).toEqual({ risk: 'read' });
  });

  it("kingpin's listing: `check config [<flags>] <files>...` at the margin, its description below (promtool)", async () => {
    const { r } = await heldOut5('promtool');
    expect(keys(r)).toEqual(expect.arrayContaining(['check.config', 'check.rules', 'query.instant']));
    expect(policyOf(r, 'check config')).toEqual({ risk: 'read' });
  });

  it("argparse's subparsers under a metavar, with aliases in brackets, are its own words (khard)", async () => {
    const { r } = await heldOut5('khard');
    expect(keys(r)).toEqual(expect.arrayContaining(['list', 'show', 'birthdays', 'addressbooks']));
    expect(policyOf(r, 'list')).toEqual({ risk: 'read' });
    expect(policyOf(r, 'remove')).toEqual(gate);
  });

  it("kingpin's compact tree: a child indented under a name with no description is nested (amtool)", async () => {
    const { r } = await heldOut5('amtool');
    expect(keys(r)).toEqual(expect.arrayContaining(['alert.query', 'silence.query', 'config.routes.show']));
    expect(keys(r)).not.toContain('alert');
    expect(policyOf(r, 'silence query')).toEqual({ risk: 'read' });
    expect(policyOf(r, 'silence expire')).toEqual(gate);
  });

  it('commands as usage lines aligned under `Usage:`, with `@<id>` placeholders, never run for help (timew)', async () => {
    const { r, runs } = await heldOut5('timew');
    expect(keys(r)).toEqual(expect.arrayContaining(['show', 'get', 'annotate', 'start', 'delete']));
    expect(runs.filter((run) => /^(delete|stop|start) /.test(run))).toEqual([]);
    expect(policyOf(r, 'show')).toEqual({ risk: 'read' });
    expect(policyOf(r, 'delete')).toEqual(gate);
  });

  it('a flag the help names for the full listing (`--list-cmds`) is asked, and its commands drafted (gbp)', async () => {
    const { r, runs } = await heldOut5('gbp');
    expect(runs).toContain('--list-cmds');
    expect(keys(r)).toEqual(expect.arrayContaining(['config', 'clone', 'pull', 'push', 'tag']));
    expect(policyOf(r, 'config')).toEqual({ risk: 'read' });
    expect(policyOf(r, 'push')).toEqual(gate);
  });
});

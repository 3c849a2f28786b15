import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../core/report';
import { FORMATTERS, FORMAT_NAMES, type FormatterContext } from '../report/formatters';
import { catalogue, catalogueEntry } from '../rules-catalogue';
import samples from '../secrets/samples.json' with { type: 'json' };
import { makeFixturePack } from './fixtures/make-pack';
import { JobQueue } from './job-queue';
import { pollCheckRequest, startCheckRequest, type PollCheckResult } from './jobs';
import { pollRunRequest, startRunRequest } from './run/request';
import { wrapCli } from './wrap';
import { evalOf } from '../hcp/records';
import { reportSectionsOf } from '../formats';

/**
 * A CLI that prints credentials on every path (lib/node/fixtures/clis/leaky.mjs), checked with probes and eval
 * through the studio's job path: no secret may reach the poll result, any output format, the history database or
 * the Run tab, because the runtime masks output where it enters the engine.
 */

const LEAKY_MODE = 'leaky-mode-s3cr3t-value';
const SECRETS = [...samples.shapes.map((s) => s.match), ...samples.assigned.map((s) => s.secret), LEAKY_MODE];
const SAMPLES_FILE = fileURLToPath(new URL('../secrets/samples.json', import.meta.url));

/** The parts of each secret that must never appear: the whole, its start and its end (a cut message keeps either). */
function leaksIn(text: string): string[] {
  return SECRETS.flatMap((secret) => {
    const body = secret
      .replace(/^-----BEGIN [A-Z ]+-----\n/, '')
      .replace(/^(?:Authorization: )?(?:Bearer|Basic|token) /, '');
    const parts = body.length > 16 ? [body.slice(0, 12), body.slice(-12)] : [body];
    return parts.filter((part) => text.includes(part)).map((part) => `${part} (of ${secret.slice(0, 30)}…)`);
  });
}

/** What a terminal would act on: ESC, the C1 controls and the other C0 controls but tab and newline. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const temps: string[] = [];
let root = '';
let dbFile = '';
let polled: Extract<PollCheckResult, { ok: true }>;
const savedDb = process.env.PACKSTUDIO_DB;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'leaks-'));
  temps.push(root);
  dbFile = join(root, 'history.db');
  process.env.PACKSTUDIO_DB = dbFile;
  const made = makeFixturePack({
    script: 'leaky.mjs',
    cliBin: 'leaky',
    wrap: { agent_env: { LEAKY_MODE } },
    verbs: {
      banner: { cli: ['leaky', 'banner'] },
      fail: { cli: ['leaky', 'fail'] },
      hang: { cli: ['leaky', 'hang'] },
      show: { cli: ['leaky', 'show'] },
      gone: { cli: ['leaky', 'gone'] },
      leak: {
        cli: ['leaky', 'leak', '{{which}}'],
        args: { type: 'object', properties: { which: { type: 'integer', examples: [0] } }, required: ['which'] },
      },
    },
    eval: {
      cases: SECRETS.map((_, which) => ({
        name: `leak ${which}`,
        verb: 'leak',
        args: { which },
        expect: { ok: true },
      })),
    },
  });
  copyFileSync(SAMPLES_FILE, join(made.dir, 'bin', 'leaky-samples.json'));
  renameSync(made.dir, join(root, 'leaky'));
  const queue = new JobQueue();
  const started = await startCheckRequest({ packId: 'leaky' }, root, queue);
  if (!started.ok) throw new Error(started.error);
  for (const end = Date.now() + 120_000; ;) {
    const r = await pollCheckRequest({ jobId: started.jobId }, queue);
    if (!r.ok) throw new Error(r.error);
    polled = r;
    if ((r.status !== 'queued' && r.status !== 'running') || Date.now() > end) break;
    await new Promise((res) => setTimeout(res, 100));
  }
}, 150_000);

afterAll(() => {
  if (savedDb === undefined) delete process.env.PACKSTUDIO_DB;
  else process.env.PACKSTUDIO_DB = savedDb;
  temps.forEach((t) => rmSync(t, { recursive: true, force: true }));
});

describe('secrets a CLI prints', () => {
  it('reach the findings masked: the probe and eval rules that quote output all fired', () => {
    const report = polled.report as Report;
    expect(polled.status).toBe('done');
    const ids = new Set(report.findings.map((f) => f.id));
    for (const id of ['R005', 'R006', 'R007', 'R013', 'R014', 'E005']) expect(ids, id).toContain(id);
    expect(evalOf(report)?.failed).toBe(SECRETS.length);
    expect(report.findings.some((f) => f.message.includes('••••'))).toBe(true);
  });

  it('never reach the studio poll result, nor a terminal control character', () => {
    const text = JSON.stringify(polled);
    expect(leaksIn(text)).toEqual([]);
    expect(
      JSON.parse(text)
        .report.sections.probes.map((p: { stdout_head?: string }) => p.stdout_head ?? '')
        .join(''),
    ).not.toMatch(TERMINAL_CONTROL);
  });

  it.each(FORMAT_NAMES)('never reach the %s output', (name) => {
    const context: FormatterContext = {
      docsBase: 'http://127.0.0.1:3000',
      sectionsOf: reportSectionsOf,
      rule: catalogueEntry,
      rules: catalogue,
      packDirs: ['packs/leaky'],
    };
    const out = FORMATTERS[name].format([polled.report as Report], context);
    expect(leaksIn(out)).toEqual([]);
    expect(out).not.toMatch(TERMINAL_CONTROL);
  });

  it('never reach the history database, in any page of the file', () => {
    expect(polled.history).toMatchObject({ ok: true });
    const bytes = readFileSync(dbFile).toString('latin1');
    expect(bytes).toContain('R013');
    expect(leaksIn(Buffer.from(bytes, 'latin1').toString('utf8'))).toEqual([]);
  });

  it('never reach the Run tab, in argv, output, result or error', async () => {
    const queue = new JobQueue();
    const views = [];
    for (const [verb, args] of [
      ['leak', { which: 9 }],
      ['show', {}],
      ['banner', {}],
    ] as const) {
      const started = await startRunRequest({ packId: 'leaky', verb, args }, root, queue);
      if (!started.ok) throw new Error(started.error);
      for (;;) {
        const r = pollRunRequest({ jobId: started.jobId }, queue);
        if (!r.ok) throw new Error(r.error);
        if (r.run) {
          views.push(r.run);
          break;
        }
        await new Promise((res) => setTimeout(res, 50));
      }
    }
    expect(views.map((v) => v.exitCode)).toEqual([1, 0, 0]);
    expect(leaksIn(JSON.stringify(views))).toEqual([]);
  });

  it('never reach a pack drafted by wrap from the help', async () => {
    const bin = join(root, 'leaky', 'bin', 'leaky.mjs');
    const wrapped = await wrapCli(bin, { cwd: root, id: 'wrapped' });
    if (!wrapped.ok) throw new Error(wrapped.error);
    expect(leaksIn(JSON.stringify(wrapped.draft))).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HCP_FILES } from '../lib/formats/hcp/files';
import { actionResult, buildActions, callAction, startStudio, stopStudio, type RunningStudio } from './studio-server';

/**
 * A save never half-writes. The production server (lib/node/serve.mjs) saves the four files of a pack in a loop,
 * through the saveFile action, and is killed with SIGKILL at a random moment, again and again. After each kill
 * every file must be exactly one whole text that was sent: the last one acknowledged, or the one in flight,
 * never a mix, never empty. Temp files a kill leaves are gone once the restarted studio opens the pack.
 */
/** 50 in `npm test`; CRASH_KILLS changes it for a quick look or a longer soak. */
const KILLS = Number(process.env.CRASH_KILLS ?? 50);
const PACK = 'ledger';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const temps = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.packstudio-tmp'));

/** A text that differs from every other one all the way through (so a mix of two equals neither), 40 to 640 kB. */
function textFor(file: string, n: number): string {
  const size = 40_000 + Math.floor(Math.random() * 600_000);
  return `${file} save ${n}\n${`${n}:${file} `.repeat(Math.ceil(size / (file.length + String(n).length + 2)))}\n`;
}

interface FileState {
  /** What the disk holds for sure: the last save the server acknowledged, or what the last check found. */
  acked: string;
  /** The save sent and not yet answered, when the kill came. */
  inflight: string | null;
}

test('SIGKILL at random moments during saves never leaves a mixed, empty or stale-temp file', async () => {
  test.setTimeout(15 * 60_000);
  const root = mkdtempSync(join(tmpdir(), 'ps-crash-'));
  const packDir = join(root, 'packs', PACK);
  cpSync(resolve('packs', PACK), packDir, { recursive: true });
  const actions = buildActions();
  const saveId = actions.find((a) => a.name === 'saveFile')!.id;
  const loadId = actions.find((a) => a.name === 'loadPack')!.id;
  const state = new Map(
    HCP_FILES.map((f) => [f, { acked: readFileSync(join(packDir, f), 'utf8'), inflight: null } as FileState]),
  );
  const stats = { kills: 0, acknowledged: 0, killsLeavingTemps: 0, tempsLeft: 0, inFlightLanded: 0, inFlightLost: 0 };
  const problems: string[] = [];
  let counter = 0;
  let studio: RunningStudio | null = null;
  const started = Date.now();

  /** Saves one file again and again until the server dies under it. */
  async function saveLoop(base: string, file: (typeof HCP_FILES)[number], stopped: () => boolean): Promise<void> {
    const s = state.get(file)!;
    while (!stopped()) {
      const text = textFor(file, ++counter);
      s.inflight = text;
      let result: Record<string, unknown> | null;
      try {
        result = actionResult(
          await callAction(base, saveId, [{ packId: PACK, file, text, baseVersion: sha(s.acked) }]),
        );
      } catch {
        return; // the connection died with the server: the outcome of this save is what the check decides
      }
      if (!result) {
        if (!stopped()) problems.push(`${file}: save ${counter} got a reply with no result from a live server`);
        return;
      }
      if (result.ok !== true) {
        problems.push(`${file}: save ${counter} refused: ${String(result.error)}`);
        return;
      }
      s.acked = text;
      s.inflight = null;
      stats.acknowledged++;
    }
  }

  try {
    let leftBehind: string[] = [];
    for (let round = 0; round < KILLS; round++) {
      studio = await startStudio(join(root, 'packs'));
      const base = studio.base;
      if (leftBehind.length) {
        // The restarted studio opens the pack: what the last kill left must be gone, and the files read whole.
        const loaded = actionResult(await callAction(base, loadId, [{ packId: PACK }]));
        expect(loaded, studio.output()).toMatchObject({ ok: true });
        const remaining = temps(packDir).filter((n) => leftBehind.includes(n));
        expect(remaining, 'temp files of the killed server, after the restart opened the pack').toEqual([]);
      }
      let dead = false;
      const before = stats.acknowledged;
      const loops = HCP_FILES.map((file) => saveLoop(base, file, () => dead));
      // Kill at a random moment once saves are flowing (the first action call of a fresh server loads its code).
      for (let waited = 0; stats.acknowledged === before && waited < 20_000; waited += 10) await sleep(10);
      await sleep(Math.random() * 600);
      dead = true;
      await stopStudio(studio, 'SIGKILL');
      studio = null;
      stats.kills++;
      await Promise.all(loops);

      for (const [file, s] of state) {
        const disk = readFileSync(join(packDir, file), 'utf8');
        if (disk.length === 0) problems.push(`round ${round}: ${file} is empty`);
        else if (disk === s.inflight) stats.inFlightLanded++;
        else if (disk !== s.acked)
          problems.push(
            `round ${round}: ${file} (${disk.length} chars, starts ${JSON.stringify(disk.slice(0, 40))}) is neither the acknowledged text nor the one in flight`,
          );
        else if (s.inflight !== null) stats.inFlightLost++;
        s.acked = disk;
        s.inflight = null;
      }
      leftBehind = temps(packDir);
      if (leftBehind.length) stats.killsLeavingTemps++;
      stats.tempsLeft += leftBehind.length;
      expect(problems).toEqual([]);
      if ((round + 1) % 10 === 0)
        console.log(
          `crash-saves: ${round + 1} kills, ${stats.acknowledged} saves acknowledged, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
    }

    // A last start: the studio reads each file whole, and nothing of the kills is left beside them.
    studio = await startStudio(join(root, 'packs'));
    const reply = await callAction(studio.base, loadId, [{ packId: PACK }]);
    const loaded = actionResult(reply) as { ok: boolean; files: { file: string; version: string }[] } | null;
    expect(loaded?.ok, `loadPack: ${reply.status} ${reply.body.slice(0, 300)}`).toBe(true);
    // Versions (sha256), not texts: the texts are large, and the reply carries them out of line.
    // The load also lists packstudio.json (issue 11 §3), which this test never writes: it stays absent.
    for (const f of loaded?.files ?? [])
      expect(f.version, f.file).toBe(
        f.file === 'packstudio.json' ? null : sha(state.get(f.file as (typeof HCP_FILES)[number])!.acked),
      );
    expect(temps(packDir)).toEqual([]);
  } finally {
    if (studio) await stopStudio(studio, 'SIGKILL');
    rmSync(root, { recursive: true, force: true });
  }

  console.log(
    `crash-saves: ${stats.kills} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(1)} s; ${stats.acknowledged} saves acknowledged; ` +
      `at the kill, ${stats.inFlightLanded} in-flight saves had landed whole and ${stats.inFlightLost} had not landed; ` +
      `${stats.killsLeavingTemps} kills left temp files (${stats.tempsLeft} in all), each removed when the restarted studio opened the pack; ` +
      'no file was ever mixed or empty',
  );
  expect(stats.kills).toBe(KILLS);
  expect(stats.acknowledged, 'saves really went through between the kills').toBeGreaterThan(stats.kills);
});

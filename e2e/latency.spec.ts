import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cursorTo, openPack, positionAfter, restorePack } from './helpers';

test.afterEach(() => restorePack('ledger'));

interface Sample {
  /** keydown → the findings panel's DOM changed (React committed the new findings). */
  commit: number;
  /** keydown → the next animation frame after that commit (the update is on screen). */
  frame: number;
}

/**
 * What the run measures, not what it asserts: the figures go to test-results/latency.json and the log, and
 * `npm run bench:latency` (lib/bench/latency-bench.ts) runs this file and judges them against the targets, so a
 * loaded machine never fails the test suite on a wall clock. The test itself asserts what must hold at any speed:
 * every keystroke changes the findings once, and each burst shows exactly its two changes.
 *
 * The targets. A keystroke after a pause is checked at once (the scheduler's leading edge), so its findings are on
 * screen within TARGET_MS: the product's "well under 100 ms", held at the median so one stall of a shared 2-core
 * machine (a GC, another job's build) does not fail the run. Fast typing is folded into one check at the end of the
 * scheduler's window, so a burst's last keystroke shows within the window plus the same TARGET_MS (the median of
 * several bursts, for the same reason). The p95 is reported, not asserted: on a shared machine it measures the
 * neighbours. Measured on the 2-core machine with ~8 other jobs running (load average 20–22): median 30–61 ms
 * (one run 108), p95 42–419 ms; burst medians: first keystroke 28–33 ms, last 57–143 ms.
 */
const TARGET_MS = 100;
const WINDOW_MS = 150; // createCheckScheduler's window in the studio's session hook
const WORST_MS = WINDOW_MS + TARGET_MS;
const BURSTS = 5;
/** Keystrokes "after a pause" come this long after the last one: past the scheduler's window, so each is checked at once. */
const PAUSE_MS = 250;

type LatencyWindow = { __latency: { samples: Sample[]; lastKey: number } };

/** Until PAUSE_MS have passed since the last keystroke, on the page's own clock (the pause is what is measured). */
const pause = (page: Page) =>
  page.waitForFunction(
    (ms) => performance.now() - (window as unknown as LatencyWindow).__latency.lastKey >= ms,
    PAUSE_MS,
  );

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

test('keystroke → updated findings on ledger: every keystroke and burst shows its changes (figures for npm run bench:latency)', async ({
  page,
}) => {
  await openPack(page, 'ledger');
  const at = positionAfter('ledger', 'surface.json', '"policy": "read');
  await cursorTo(page, at.line, at.column);
  // In the page: performance.now() at keydown (capture phase, before the editor sees it) until the findings
  // panel's finding count changes, and until the frame after that.
  await page.evaluate(() => {
    const w = window as unknown as { __latency: { samples: { commit: number; frame: number }[]; lastKey: number } };
    w.__latency = { samples: [], lastKey: performance.now() };
    const panel = document.querySelector<HTMLElement>('[data-testid="findings-panel"]')!;
    let t0: number | null = null;
    let before = '';
    document.addEventListener(
      'keydown',
      () => {
        t0 = performance.now();
        w.__latency.lastKey = t0;
        before = panel.dataset.count ?? '';
      },
      true,
    );
    new MutationObserver(() => {
      if (t0 === null || panel.dataset.count === before) return;
      const start = t0;
      const commit = performance.now() - start;
      t0 = null;
      requestAnimationFrame(() => w.__latency.samples.push({ commit, frame: performance.now() - start }));
    }).observe(panel, { attributes: true, subtree: true, childList: true });
  });

  // Warm up the check once (first-run JIT): both changes seen, then the samples cleared and a pause before measuring.
  const samplesSeen = () => page.evaluate(() => (window as unknown as LatencyWindow).__latency.samples.length);
  await page.keyboard.type('x');
  await expect.poll(samplesSeen, { timeout: 60_000 }).toBe(1);
  await pause(page);
  await page.keyboard.press('Backspace');
  await expect.poll(samplesSeen, { timeout: 60_000 }).toBe(2);
  await page.evaluate(() => ((window as unknown as LatencyWindow).__latency.samples = []));
  await pause(page);

  const KEYSTROKES = 20;
  for (let i = 0; i < KEYSTROKES; i++) {
    // Alternate: "readx" (an error appears) and back to "read" (it goes), one keystroke each, 250 ms apart.
    if (i % 2 === 0) await page.keyboard.type('x');
    else await page.keyboard.press('Backspace');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __latency: { samples: unknown[] } }).__latency.samples.length),
      )
      .toBe(i + 1);
    await pause(page);
  }
  const samples: Sample[] = await page.evaluate(
    () => (window as unknown as { __latency: { samples: Sample[] } }).__latency.samples,
  );

  // A burst: four keystrokes 20 ms apart (readx…: the error appears on the first), a pause, then four Backspaces
  // 20 ms apart (the error goes on the last, folded into the check at the end of the window). Repeated BURSTS times.
  const bursts: Sample[][] = [];
  for (let round = 0; round < BURSTS; round++) {
    await page.evaluate(() => ((window as unknown as { __latency: { samples: unknown[] } }).__latency.samples = []));
    await page.keyboard.type('xxxx', { delay: 20 });
    await expect.poll(() => page.evaluate(() => (window as unknown as LatencyWindow).__latency.samples.length)).toBe(1);
    await pause(page);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace', { delay: 20 });
    await expect.poll(() => page.evaluate(() => (window as unknown as LatencyWindow).__latency.samples.length)).toBe(2);
    await pause(page);
    bursts.push(
      await page.evaluate(() => (window as unknown as { __latency: { samples: Sample[] } }).__latency.samples),
    );
  }

  const commit = samples.map((s) => s.commit);
  const frame = samples.map((s) => s.frame);
  const report = {
    keystrokes: samples.length,
    commit_ms: {
      median: +median(commit).toFixed(1),
      p95: +p95(commit).toFixed(1),
      max: +Math.max(...commit).toFixed(1),
    },
    frame_ms: { median: +median(frame).toFixed(1), p95: +p95(frame).toFixed(1), max: +Math.max(...frame).toFixed(1) },
    burst_frame_ms: bursts.map((burst) => burst.map((s) => +s.frame.toFixed(1))),
    burst_first_median_ms: +median(bursts.map((burst) => burst[0]?.frame ?? NaN)).toFixed(1),
    burst_last_median_ms: +median(bursts.map((burst) => burst[1]?.frame ?? NaN)).toFixed(1),
    targets: { median_ms: TARGET_MS, burst_first_median_ms: TARGET_MS, burst_last_median_ms: WORST_MS },
    browser: page.context().browser()?.version(),
  };
  console.log(`keystroke → findings latency: ${JSON.stringify(report)}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/latency.json', JSON.stringify(report, null, 2));
  expect(samples.length).toBe(KEYSTROKES);
  // Each burst changes the findings twice: its first "x" (after a pause: checked at once) and its last Backspace
  // (three keystrokes into the window: checked at the window's end). How fast each showed is npm run bench:latency's.
  expect(
    bursts.map((burst) => burst.length),
    'findings changes seen in each burst',
  ).toEqual(Array(BURSTS).fill(2));
});

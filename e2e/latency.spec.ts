import { expect, test } from '@playwright/test';
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

test('keystroke → updated findings on ledger stays under 100 ms (median, Chromium)', async ({ page }) => {
  await openPack(page, 'ledger');
  const at = positionAfter('ledger', 'surface.json', '"policy": "read');
  await cursorTo(page, at.line, at.column);
  // Warm up the check once (first-run JIT), then measure.
  await page.keyboard.type('x');
  await page.keyboard.press('Backspace');
  await page.waitForTimeout(400);

  // In the page: performance.now() at keydown (capture phase, before the editor sees it) until the findings
  // panel's finding count changes, and until the frame after that.
  await page.evaluate(() => {
    const w = window as unknown as { __latency: { samples: { commit: number; frame: number }[] } };
    w.__latency = { samples: [] };
    const panel = document.querySelector<HTMLElement>('[data-testid="findings-panel"]')!;
    let t0: number | null = null;
    let before = '';
    document.addEventListener(
      'keydown',
      () => {
        t0 = performance.now();
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
    await page.waitForTimeout(250);
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
    await page.waitForTimeout(400);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace', { delay: 20 });
    await page.waitForTimeout(400);
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
    browser: page.context().browser()?.version(),
  };
  console.log(`keystroke → findings latency: ${JSON.stringify(report)}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/latency.json', JSON.stringify(report, null, 2));
  expect(samples.length).toBe(KEYSTROKES);
  expect(median(frame), 'median keystroke → findings on screen').toBeLessThanOrEqual(TARGET_MS);

  // Each burst changes the findings twice: its first "x" (after a pause: checked at once) and its last Backspace
  // (three keystrokes into the window: checked at the window's end). Both must show, each within its bound.
  expect(
    bursts.map((burst) => burst.length),
    'findings changes seen in each burst',
  ).toEqual(Array(BURSTS).fill(2));
  expect(median(bursts.map((burst) => burst[0].frame)), 'first keystroke of a burst (median)').toBeLessThanOrEqual(
    TARGET_MS,
  );
  expect(median(bursts.map((burst) => burst[1].frame)), 'last keystroke of a burst (median)').toBeLessThanOrEqual(
    WORST_MS,
  );
});

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
 * machine (a GC, another job's build) does not fail the run, while the p95 may take twice as long before it does.
 * Fast typing is folded into one check at the end of the scheduler's window, so a burst's last keystroke shows within
 * the window plus the same TARGET_MS.
 */
const TARGET_MS = 100;
const P95_MS = 2 * TARGET_MS;
const WINDOW_MS = 150; // createCheckScheduler's window in the studio's session hook

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
    await expect.poll(() => page.evaluate(() => (window as unknown as { __latency: { samples: unknown[] } }).__latency.samples.length)).toBe(i + 1);
    await page.waitForTimeout(250);
  }
  const samples: Sample[] = await page.evaluate(() => (window as unknown as { __latency: { samples: Sample[] } }).__latency.samples);

  // A burst: five keystrokes 20 ms apart; the last one's findings come at the end of the 150 ms window.
  await page.evaluate(() => ((window as unknown as { __latency: { samples: unknown[] } }).__latency.samples = []));
  await page.keyboard.type('xxxx', { delay: 20 });
  await page.waitForTimeout(400);
  await page.keyboard.press('Backspace', { delay: 20 });
  await page.keyboard.press('Backspace', { delay: 20 });
  await page.keyboard.press('Backspace', { delay: 20 });
  await page.keyboard.press('Backspace', { delay: 20 });
  await page.waitForTimeout(400);
  const burst: Sample[] = await page.evaluate(() => (window as unknown as { __latency: { samples: Sample[] } }).__latency.samples);

  const commit = samples.map((s) => s.commit);
  const frame = samples.map((s) => s.frame);
  const report = {
    keystrokes: samples.length,
    commit_ms: { median: +median(commit).toFixed(1), p95: +p95(commit).toFixed(1), max: +Math.max(...commit).toFixed(1) },
    frame_ms: { median: +median(frame).toFixed(1), p95: +p95(frame).toFixed(1), max: +Math.max(...frame).toFixed(1) },
    burst_frame_ms: burst.map((s) => +s.frame.toFixed(1)),
    browser: page.context().browser()?.version(),
  };
  console.log(`keystroke → findings latency: ${JSON.stringify(report)}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/latency.json', JSON.stringify(report, null, 2));
  expect(samples.length).toBe(KEYSTROKES);
  expect(median(frame), 'median keystroke → findings on screen').toBeLessThanOrEqual(TARGET_MS);
  expect(p95(frame), 'p95 keystroke → findings on screen').toBeLessThanOrEqual(P95_MS);

  // The burst changes the findings twice: its first "x" (after a pause: checked at once) and its last Backspace
  // (three keystrokes into the window: checked at the window's end). Both must show, each within its bound.
  expect(burst.map((s) => s.frame).length, 'findings changes seen in the burst').toBe(2);
  const [leading, trailing] = burst.map((s) => s.frame);
  expect(leading, 'first keystroke of a burst').toBeLessThanOrEqual(P95_MS);
  expect(trailing, 'last keystroke of a burst').toBeLessThanOrEqual(WINDOW_MS + TARGET_MS);
});

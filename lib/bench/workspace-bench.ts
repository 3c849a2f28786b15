import { request } from 'node:http';
import { cp, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { StudioServer } from './studio-server';

/**
 * Issue 9 §5: the workspace page `/` with 1,000 packs (copies of ledger) against the 6 example packs: the HTML's
 * size and the time to its first byte, cold (the first request a fresh server answers) and warm (the median of
 * the next ten).
 */

export const TARGETS = { htmlBytes: 300 * 1024, warmMs: 300, coldMs: 2000 };
const WARM_RUNS = 10;

export async function examplesWorkspace(packsDir: string): Promise<void> {
  await cp(resolve(import.meta.dirname, '../../packs'), packsDir, { recursive: true });
}

export async function thousandWorkspace(packsDir: string, count = 1000): Promise<void> {
  await mkdir(packsDir, { recursive: true });
  const ledger = resolve(import.meta.dirname, '../../packs/ledger');
  for (let i = 0; i < count; i++)
    await cp(ledger, join(packsDir, `ledger-${String(i + 1).padStart(4, '0')}`), { recursive: true });
}

export interface PageFigures {
  packs: number;
  coldMs: number;
  warmMs: number;
  htmlBytes: number;
}

/** Time to first byte (the response's status line and headers) and the body's size, of one GET. */
export function getPage(url: string): Promise<{ ttfbMs: number; bytes: number; status: number }> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { accept: 'text/html' } }, (res) => {
      const ttfbMs = performance.now() - started;
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolvePromise({ ttfbMs, bytes, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measurePage(studio: StudioServer, packs: number): Promise<PageFigures> {
  const cold = await getPage(studio.url + '/');
  if (cold.status !== 200) throw new Error(`GET / answered ${cold.status}`);
  const warm: number[] = [];
  let bytes = cold.bytes;
  for (let i = 0; i < WARM_RUNS; i++) {
    const r = await getPage(studio.url + '/');
    warm.push(r.ttfbMs);
    bytes = r.bytes;
  }
  warm.sort((a, b) => a - b);
  return { packs, coldMs: cold.ttfbMs, warmMs: warm[Math.floor(warm.length / 2)], htmlBytes: bytes };
}

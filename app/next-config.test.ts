import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import { MAX_SAVE_BODY_BYTES, MAX_STUDIO_FILE_BYTES } from '@/lib/studio/limits';

// By URL: the config is plain JavaScript, with no declaration file to import it by name.
const CONFIG = new URL('../next.config.mjs', import.meta.url).href;
const nextConfig = ((await import(/* @vite-ignore */ CONFIG)) as { default: NextConfig }).default;

describe('next.config.mjs', () => {
  it("lets a save of the largest allowed file through Next's body limit, so the studio answers every save itself", () => {
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(MAX_SAVE_BODY_BYTES);
    // The worst body for an allowed file: every character a control character, six bytes once escaped as JSON.
    const worst = JSON.stringify([
      {
        packId: 'p'.repeat(128),
        file: 'hcp.eval.json',
        text: '\x01'.repeat(MAX_STUDIO_FILE_BYTES),
        baseVersion: 'f'.repeat(64),
      },
    ]);
    expect(Buffer.byteLength(worst)).toBeLessThanOrEqual(MAX_SAVE_BODY_BYTES);
  });
});

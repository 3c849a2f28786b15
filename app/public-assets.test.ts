import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteMetadata as metadata } from './metadata';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('public/', () => {
  const manifest = JSON.parse(readFileSync(`${publicDir}manifest.webmanifest`, 'utf8'));

  it('the layout links the web manifest', () => {
    expect(metadata.manifest).toBe('/manifest.webmanifest');
  });

  it('the manifest names the studio, starts at the workspace and opens the report viewer as a shortcut', () => {
    expect(manifest).toMatchObject({ name: 'Pack Studio', start_url: '/', display: 'standalone' });
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toContain('/reports');
  });

  it('every icon it lists exists, at the size it claims', () => {
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const path = publicDir + icon.src.replace(/^\//, '');
      expect(existsSync(path), icon.src).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(path).join('x')).toBe(icon.sizes);
      else expect(readFileSync(path, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
  });

  it('the SVG icon is the favicon the app uses', () => {
    expect(readFileSync(`${publicDir}icons/pack-studio.svg`, 'utf8')).toBe(
      readFileSync(fileURLToPath(new URL('./icon.svg', import.meta.url)), 'utf8'),
    );
  });

  it('app/favicon.ico holds the same mark at 16, 32 and 48 px, for browsers that ask /favicon.ico whatever the page links', () => {
    const ico = readFileSync(fileURLToPath(new URL('./favicon.ico', import.meta.url)));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
    });
    expect(sizes).toEqual(['16x16', '32x32', '48x48']);
  });
});

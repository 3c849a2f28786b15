import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadApiText } from './load';

/** The real documents in ./fixtures (README.md there names each one's source), read as the studio reads them. */
export const FIXTURES = join(import.meta.dirname, 'fixtures');

export function fixtureText(path: string): string {
  return readFileSync(join(FIXTURES, path), 'utf8');
}

/** A fixture loaded and dereferenced; `beside` are the files its `$ref`s name, relative to it. */
export async function loadFixture(path: string, beside: string[] = []): Promise<unknown> {
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const files = Object.fromEntries(beside.map((b) => [b, fixtureText(dir + b)]));
  const loaded = await loadApiText(fixtureText(path), path, files);
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.doc;
}

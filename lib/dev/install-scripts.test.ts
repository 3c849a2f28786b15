import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

/** Package names in the lockfile whose install scripts npm would run (`hasInstallScript`). */
function packagesWithInstallScripts(lock: { packages: Record<string, { hasInstallScript?: boolean }> }) {
  return Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .sort();
}

describe('npm install on a fresh clone', () => {
  it("declares every dependency's install script in allowScripts, so npm 11 prints no notice for them", () => {
    const allowScripts: Record<string, boolean> = read('package.json').allowScripts ?? {};
    const withScripts = packagesWithInstallScripts(read('package-lock.json'));
    expect(withScripts.length).toBeGreaterThan(0);
    const undeclared = withScripts.filter((name) => allowScripts[name] === undefined);
    expect(undeclared).toEqual([]);
  });

  it('lets better-sqlite3 build its native module (the history store needs it)', () => {
    expect(read('package.json').allowScripts?.['better-sqlite3']).toBe(true);
  });
});

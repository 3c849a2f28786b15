import { VERSION_PATTERN } from './vocabulary';

/** One to four whole numbers joined by dots. */
export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION_PATTERN.test(value);
}

/** The numeric part a malformed version most likely meant ("v1.2.3-beta" → "1.2.3"). */
export function versionCore(value: string): string | undefined {
  return /\d+(?:\.\d+){0,3}/.exec(value)?.[0];
}

/**
 * Compares numerically, part by part, missing parts counting as 0 ("2" = "2.0.0").
 * Works on digit strings, so numbers beyond 2^53 still compare exactly.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = compareDigits(pa[i] ?? '0', pb[i] ?? '0');
    if (d !== 0) return d;
  }
  return 0;
}

function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * When the tested range ends at a major boundary ("2", "2.0", "2.0.0"), the major that was
 * tested below it (1); otherwise undefined.
 */
export function testedMajor(before: unknown): number | undefined {
  if (!isVersion(before)) return undefined;
  const [major, ...rest] = before.split('.');
  if (rest.some((p) => !/^0+$/.test(p))) return undefined;
  const n = Number(major);
  return Number.isSafeInteger(n) && n >= 1 ? n - 1 : undefined;
}

/** Narrowing helpers for untrusted JSON: every reader of pack files goes through these, so wrong types never throw. */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A record's own member, never one it inherits: a name that input chose (`constructor`, `toString`, `__proto__`)
 * reads as absent instead of as Object.prototype's function.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asRecord(value: unknown): JsonRecord | undefined {
  return isRecord(value) ? value : undefined;
}

/** The string items of an array, or undefined when it is not an array of strings only. */
export function asStringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
}

/** A string or a list of strings, as title forms allow. */
export function asStringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function entries(value: unknown): [string, unknown][] {
  return isRecord(value) ? Object.entries(value) : [];
}

/** Shown in messages: a value quoted and cut to a readable length. */
export function quote(value: unknown, max = 60): string {
  const s = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(s.length > max ? s.slice(0, max - 1) + '…' : s);
}

/** A value as it is written in JSON (strings quoted, others bare), shortened so a huge value never floods a report. */
export function show(value: unknown, max = 80): string {
  if (typeof value === 'string') {
    return value.length > max ? JSON.stringify(value.slice(0, max)).slice(0, -1) + '…"' : JSON.stringify(value);
  }
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? text.slice(0, max) + '…' : text;
}

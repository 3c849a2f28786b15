import { isRecord } from './guards';

/**
 * A JSON value with every string and every member name passed through `text` and `name`: the one walk the engine's
 * cleaning uses (escapes stripped, secrets masked), so a member's name is never left raw while its value is cleaned.
 * `text` is told the member's name as it was. Two names that clean to the same text both stay, the later one with
 * ` (2)`, ` (3)`… after it: cleaning never loses a member. Built with Object.fromEntries, so a `__proto__` name is
 * a member like any other.
 */
export function mapJsonText(
  value: unknown,
  text: (value: string, memberName: string | undefined) => string,
  name: (memberName: string) => string,
  memberName?: string,
): unknown {
  if (typeof value === 'string') return text(value, memberName);
  if (Array.isArray(value)) return value.map((v) => mapJsonText(v, text, name, memberName));
  if (!isRecord(value)) return value;
  const taken = new Set<string>();
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [unique(name(k), taken), mapJsonText(v, text, name, k)]),
  );
}

function unique(name: string, taken: Set<string>): string {
  let out = name;
  for (let n = 2; taken.has(out); n++) out = `${name} (${n})`;
  taken.add(out);
  return out;
}

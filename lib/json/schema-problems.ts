import type { z } from 'zod';
import { isRecord, show } from '../core/guards';
import { pointer } from './pointer';

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

/** One schema problem in the studio's words: what is wrong at the pointer, with the actual value, and the fix. */
export interface SchemaProblem {
  pointer: string;
  message: string;
  fix: string;
  /** The value at the pointer is absent: the problem is about its parent object. */
  missing: boolean;
  /** The values the schema accepts here, when it names them (an enum or a literal): what a quick fix may pick from. */
  allowed?: readonly unknown[];
  /** Reported from the closest branch of a union, so another branch may be what the author meant. */
  inBranch?: boolean;
}

export interface SchemaProblemOptions {
  /** How the top-level object is named in messages ("the envelope", "surface.json"). */
  rootName?: string;
  /** At most this many problems are listed; one more line counts the rest. */
  max?: number;
}

/**
 * zod's issues turned into sentences an author can act on: `"risk" is "reed"; it must be one of "read", "write".`
 * instead of zod's `Invalid option: expected one of "read"|"write"`. One problem per wrong value, one per unknown key
 * (so the squiggle lands on the key), the closest branch of a union. Every schema-backed format reports through it.
 */
export function schemaProblems(schema: z.ZodType, value: unknown, options: SchemaProblemOptions = {}): SchemaProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return problemsOf(result.error.issues, value, options);
}

export function problemsOf(
  issues: readonly Issue[],
  root: unknown,
  { rootName = 'the document', max = 500 }: SchemaProblemOptions = {},
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  let mapped = 0;
  // Mapping is the slow part on a huge broken file; the report folds long runs anyway.
  while (mapped < issues.length && problems.length < max)
    problems.push(...issueHits(issues[mapped++], [], root, rootName));
  const rest = issues.length - mapped;
  if (rest > 0)
    problems.push({
      pointer: '',
      missing: false,
      message: `…and ${rest} more schema problem${rest === 1 ? '' : 's'} not listed.`,
      fix: 'Fix the problems above and check again.',
    });
  return problems;
}

type Hit = Omit<SchemaProblem, 'missing'> & { missing?: boolean };

function issueHits(issue: Issue, base: Path, root: unknown, rootName: string): SchemaProblem[] {
  const path = [...base, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  const at = pointer(...path);
  const name = label(path, rootName);
  const actual = valueAt(root, path);
  const missing = actual === undefined;
  return hitsFor(issue, path, at, name, actual, root, rootName).map((hit) => ({ missing, ...hit }));
}

function hitsFor(
  issue: Issue,
  path: Path,
  at: string,
  name: string,
  actual: unknown,
  root: unknown,
  rootName: string,
): Hit[] {
  switch (issue.code) {
    case 'invalid_union': {
      // A union of literals (`true | "always"`): one problem naming every allowed value.
      const literals = issue.errors.every(
        (b) => b.length === 1 && b[0].code === 'invalid_value' && b[0].path.length === 0,
      )
        ? issue.errors.flatMap((b) => (b[0] as z.core.$ZodIssueInvalidValue).values)
        : [];
      if (literals.length > 1) {
        const options = literals.map((v) => show(v)).join(', ');
        return [
          {
            pointer: at,
            message: `${name} is ${actual === undefined ? 'missing' : show(actual)}; it must be one of ${options}.`,
            fix: `Set ${name} to one of ${options}.`,
            allowed: literals,
          },
        ];
      }
      // Otherwise report the branch that came closest, not "invalid input" for the whole object.
      const branches = issue.errors.map((branch) => branch.flatMap((i) => issueHits(i, path, root, rootName)));
      if (branches.length)
        return branches
          .reduce((best, b) => (b.length < best.length ? b : best))
          .map((hit) => ({ ...hit, inBranch: true }));
      const options =
        'options' in issue && Array.isArray(issue.options) ? issue.options.map((o) => show(o)).join(', ') : undefined;
      return [
        {
          pointer: at,
          message: options
            ? `${name} is ${actual === undefined ? 'missing' : show(actual)}; it must be one of ${options}.`
            : `${name} does not match any allowed form: ${issue.message}.`,
          fix: options ? `Set ${name} to one of ${options}.` : `Rewrite ${name} in one of the documented forms.`,
        },
      ];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        pointer: pointer(...path, key),
        missing: false,
        message: `unknown key "${key}"; ${name} does not accept it.`,
        fix: `Remove "${key}" or correct its spelling.`,
      }));
    case 'invalid_type':
      return [
        actual === undefined
          ? { pointer: at, message: `${name} is required (${issue.expected}).`, fix: `Add ${name}.` }
          : {
              pointer: at,
              message: `${name} is ${show(actual)}, a ${kindOf(actual)}; expected ${issue.expected}.`,
              fix: `Make ${name} a ${issue.expected}.`,
            },
      ];
    case 'invalid_value': {
      const options = issue.values.map((v) => show(v)).join(', ');
      return [
        {
          pointer: at,
          message: `${name} is ${actual === undefined ? 'missing' : show(actual)}; it must be ${issue.values.length > 1 ? `one of ${options}` : options}.`,
          fix: `Set ${name} to ${issue.values.length > 1 ? `one of ${options}` : options}.`,
          allowed: issue.values,
        },
      ];
    }
    case 'too_big':
    case 'too_small': {
      const direction = issue.code === 'too_big' ? 'at most' : 'at least';
      const unit = Array.isArray(actual) ? 'entries' : typeof actual === 'string' ? 'characters' : '';
      const size = Array.isArray(actual)
        ? `${actual.length} entries`
        : typeof actual === 'string'
          ? `${actual.length} characters`
          : show(actual);
      return [
        {
          pointer: at,
          message: `${name} is ${size}; it must be ${direction} ${String(issue.code === 'too_big' ? issue.maximum : issue.minimum)}${unit ? ' ' + unit : ''}.`,
          fix: `Change ${name} to fit.`,
        },
      ];
    }
    case 'invalid_format':
      return [
        {
          pointer: at,
          message: `${name} is ${show(actual)}; ${formatRule(issue)}.`,
          fix: `Rewrite ${name} to match.`,
        },
      ];
    default:
      return [{ pointer: at, message: `${name}: ${issue.message}.`, fix: `Correct ${name}.` }];
  }
}

function formatRule(issue: z.core.$ZodIssueInvalidStringFormat): string {
  if (issue.format === 'regex' && issue.pattern) return `it must match ${issue.pattern}`;
  if (issue.format === 'starts_with' && 'prefix' in issue) return `it must start with "${String(issue.prefix)}"`;
  return issue.message.replace(/^Invalid string: /i, '');
}

/** `"from"`, or `systems[3]` for an array entry. */
function label(path: Path, rootName: string): string {
  if (!path.length) return rootName;
  let i = path.length - 1;
  let index = '';
  while (i >= 0 && typeof path[i] === 'number') index = `[${path[i--]}]` + index;
  return i >= 0 ? `"${path[i]}${index}"` : `entry ${index}`;
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const seg of path) {
    if (Array.isArray(node) && typeof seg === 'number') node = node[seg];
    else if (isRecord(node) && Object.prototype.hasOwnProperty.call(node, seg)) node = node[String(seg)];
    else return undefined;
  }
  return node;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : typeof value;
}

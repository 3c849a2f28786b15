import type { z } from 'zod';
import { pointer } from '@/lib/json/pointer';
import type { Hit } from './checks/types';
import { RecuedPackSchema } from './schema';
import { isRec, show } from './walk';

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

/** Schema problems as hits: one per wrong value, and one per unknown key (so the squiggle lands on the key). */
export function schemaHits(value: unknown): Hit[] {
  const result = RecuedPackSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => issueHits(issue, [], value));
}

function issueHits(issue: Issue, base: Path, root: unknown): Hit[] {
  const path = [...base, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  const at = pointer(...path);
  const name = path.length ? `"${path[path.length - 1]}"` : 'the document';
  const actual = valueAt(root, path);
  switch (issue.code) {
    case 'invalid_union': {
      // Report the branch that came closest, not "invalid input" for the whole object.
      const branches = issue.errors.map((branch) => branch.flatMap((i) => issueHits(i, path, root)));
      if (branches.length) return branches.reduce((best, b) => (b.length < best.length ? b : best));
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options.map((o) => show(o)).join(', ') : undefined;
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
        message: `unknown key "${key}"; ${path.length ? `"${path[path.length - 1]}"` : 'this object'} does not accept it.`,
        fix: `Remove "${key}" or correct its spelling.`,
      }));
    case 'invalid_type':
      return [
        actual === undefined
          ? { pointer: at, message: `${name} is required (${issue.expected}).`, fix: `Add ${name}.` }
          : { pointer: at, message: `${name} is ${show(actual)}, a ${kindOf(actual)}; expected ${issue.expected}.`, fix: `Make ${name} a ${issue.expected}.` },
      ];
    case 'invalid_value': {
      const options = issue.values.map((v) => show(v)).join(', ');
      return [
        {
          pointer: at,
          message: `${name} is ${actual === undefined ? 'missing' : show(actual)}; it must be ${issue.values.length > 1 ? `one of ${options}` : options}.`,
          fix: `Set ${name} to ${issue.values.length > 1 ? `one of ${options}` : options}.`,
        },
      ];
    }
    case 'too_big':
    case 'too_small': {
      const direction = issue.code === 'too_big' ? 'at most' : 'at least';
      const unit = Array.isArray(actual) ? 'entries' : typeof actual === 'string' ? 'characters' : '';
      const size = Array.isArray(actual) ? `${actual.length} entries` : typeof actual === 'string' ? `${actual.length} characters` : show(actual);
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
          message: `${name} is ${show(actual)}; it does not match the expected ${issue.format === 'regex' && 'pattern' in issue ? `pattern ${String(issue.pattern)}` : issue.format}.`,
          fix: `Rewrite ${name} to match.`,
        },
      ];
    default:
      return [{ pointer: at, message: `${name}: ${issue.message}.`, fix: `Correct ${name}.` }];
  }
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const seg of path) {
    if (Array.isArray(node) && typeof seg === 'number') node = node[seg];
    else if (isRec(node) && Object.prototype.hasOwnProperty.call(node, seg)) node = node[String(seg)];
    else return undefined;
  }
  return node;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : typeof value;
}

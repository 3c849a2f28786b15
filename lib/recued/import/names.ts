import { MORE_ACTION_WORDS, MORE_CHANGE_WORDS, READ_WORDS, WRITE_WORDS } from '../../core/vocabulary';
import type { ApiOperation } from './model';
import { isPlural, singular, singularName, snake, words } from './words';

/**
 * Operation and argument names in the pack's vocabulary (`task.list`, `task.complete`, `{{task_id}}`), read from
 * the path, the method and the tag, never the raw operationId.
 */

export type Segment = { kind: 'static'; text: string } | { kind: 'param'; text: string; names: string[] };

/** `/repos/{owner}/{repo}/issues` → static repos, param owner, param repo, static issues. */
export function pathSegments(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((text): Segment => {
      const names = [...text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]);
      return names.length ? { kind: 'param', text, names } : { kind: 'static', text };
    });
}

/** What an operation does to its resource, read from its path shape and method. */
export type Shape = 'list' | 'get' | 'create' | 'update' | 'replace' | 'delete' | 'check' | 'action';

export interface OperationName {
  resource: string;
  verb: string;
  shape: Shape;
  /** The static segment before the resource, for telling two same-named operations apart. */
  parent?: string;
  /** That segment as written (`users`), for two that the singular parent does not tell apart. */
  rawParent?: string;
}

/** Words a segment's first word may be that make it an action on the resource before it (`/tasks/{id}/complete`). */
const ACTION_WORDS: ReadonlySet<string> = new Set([...WRITE_WORDS, ...MORE_CHANGE_WORDS, ...MORE_ACTION_WORDS]);

/** Leading words of a segment like `getRoute`: the verb the vendor put in its path. */
const VERB_PREFIX: Record<string, string> = {
  get: 'get',
  fetch: 'get',
  read: 'get',
  retrieve: 'get',
  list: 'list',
  search: 'search',
  find: 'find',
  create: 'create',
  add: 'create',
  update: 'update',
  delete: 'delete',
  remove: 'delete',
};

export function nameOperation(op: ApiOperation): OperationName {
  const segs = pathSegments(op.path.replace(/#.*$/, ''));
  const last = segs[segs.length - 1];
  const statics = segs.map((s, i) => [s, i] as const).filter(([s]) => s.kind === 'static');
  const fallback = snake(op.tags[0] ?? '') || 'api';
  if (!statics.length)
    return {
      resource: singularName(fallback),
      verb: defaultVerb(op, last?.kind === 'param'),
      shape: shapeOf(op, last?.kind === 'param'),
    };
  const [lastStatic, lastIndex] = statics[statics.length - 1];
  const before = segs[lastIndex - 1];
  const parentOf = (index: number) => {
    const p = statics.filter(([, i]) => i < index).pop();
    return p ? singularName(snake(p[0].text)) || undefined : undefined;
  };
  const rawParentOf = (index: number) => {
    const p = statics.filter(([, i]) => i < index).pop();
    return p ? snake(p[0].text) || undefined : undefined;
  };
  const lastWords = words(lastStatic.text);
  const endsWithParam = last.kind === 'param';
  // `/tasks/{id}/complete`, `/gifs/search`: an action on the resource before it.
  if (!endsWithParam && statics.length > 1 && isAction(lastStatic.text, op, before?.kind === 'param')) {
    const [resourceSeg, resourceIndex] = statics[statics.length - 2];
    return {
      resource: resourceName(resourceSeg.text),
      verb: snake(lastStatic.text),
      shape: 'action',
      parent: parentOf(resourceIndex),
      rawParent: rawParentOf(resourceIndex),
    };
  }
  // `/gifs/trending`, `/estimates/price`: a singular word under a resource names a view of it.
  if (!endsWithParam && before?.kind === 'static' && !isPlural(snake(lastStatic.text)) && !VERB_PREFIX[lastWords[0]]) {
    return {
      resource: resourceName(before.text),
      verb: snake(lastStatic.text),
      shape: shapeOf(op, false, lastStatic.text),
      parent: parentOf(lastIndex - 1),
      rawParent: rawParentOf(lastIndex - 1),
    };
  }
  // `/cargo/getRoute/{origin}`: the vendor's own verb at the front of the segment.
  const prefix = VERB_PREFIX[lastWords[0]];
  if (prefix && lastWords.length > 1) {
    const resource = singularName(lastWords.slice(1).join('_'));
    return {
      resource,
      verb: prefix,
      shape: shapeOf(op, endsWithParam),
      parent: parentOf(lastIndex),
      rawParent: rawParentOf(lastIndex),
    };
  }
  return {
    resource: resourceName(lastStatic.text),
    verb: defaultVerb(op, endsWithParam, lastStatic.text),
    shape: shapeOf(op, endsWithParam, lastStatic.text),
    parent: parentOf(lastIndex),
    rawParent: rawParentOf(lastIndex),
  };
}

function resourceName(segment: string): string {
  return singularName(snake(segment)) || 'api';
}

function isAction(segment: string, op: ApiOperation, afterParam: boolean): boolean {
  const first = words(segment)[0] ?? '';
  if (ACTION_WORDS.has(first) || (READ_WORDS.has(first) && !isPlural(snake(segment)))) return true;
  // A singular word POSTed after an id (`POST /pets/{id}/adopt`) is an action too; DELETE /issues/{n}/sub_issue is not.
  return afterParam && op.method === 'POST' && !isPlural(snake(segment));
}

function shapeOf(op: ApiOperation, endsWithParam: boolean, segment = ''): Shape {
  switch (op.method) {
    case 'GET':
      return endsWithParam || (segment && !isPlural(snake(segment)) && !returnsList(op)) ? 'get' : 'list';
    case 'HEAD':
      return 'check';
    case 'POST':
      return endsWithParam ? 'update' : 'create';
    case 'PUT':
      return 'replace';
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'action';
  }
}

function returnsList(op: ApiOperation): boolean {
  return op.responses.some((s) => s.type === 'array');
}

function defaultVerb(op: ApiOperation, endsWithParam: boolean, segment = ''): string {
  const shape = shapeOf(op, endsWithParam, segment);
  return shape === 'replace' ? 'update' : shape;
}

/**
 * Unique names for every operation, in document order: `resource.verb`, then `parent.resource.verb` for two that
 * would share one, then a number. A PUT and a PATCH on one path: the PATCH is `update`, the PUT `replace`.
 */
export function uniqueNames(ops: readonly ApiOperation[]): Map<ApiOperation, { name: string; parts: OperationName }> {
  const parts = ops.map((op) => nameOperation(op));
  const patched = new Set(ops.filter((o) => o.method === 'PATCH').map((o) => o.path));
  parts.forEach((p, i) => {
    if (ops[i].method === 'PUT' && p.verb === 'update' && patched.has(ops[i].path)) p.verb = 'replace';
  });
  const base = parts.map((p) => `${p.resource}.${p.verb}`);
  const count = new Map<string, number>();
  for (const n of base) count.set(n, (count.get(n) ?? 0) + 1);
  const qualified = base.map((n, i) =>
    count.get(n)! > 1 && parts[i].parent && parts[i].parent !== parts[i].resource ? `${parts[i].parent}.${n}` : n,
  );
  // Still shared (`/user/repos`, `/users/{username}/repos`): the parent as the path writes it tells them apart.
  const again = new Map<string, number>();
  for (const n of qualified) again.set(n, (again.get(n) ?? 0) + 1);
  const names = qualified.map((n, i) =>
    again.get(n)! > 1 && parts[i].rawParent && parts[i].rawParent !== parts[i].parent
      ? `${parts[i].rawParent}.${base[i]}`
      : n,
  );
  const taken = new Set<string>();
  const out = new Map<ApiOperation, { name: string; parts: OperationName }>();
  names.forEach((n, i) => {
    let name = n;
    for (let k = 2; taken.has(name); k++) name = `${n}_${k}`;
    taken.add(name);
    out.set(ops[i], { name, parts: parts[i] });
  });
  return out;
}

/** Names that say nothing alone: `{id}` becomes `{{pet_id}}`, named after the segment before it. */
const GENERIC_PARAMS: ReadonlySet<string> = new Set([
  'id',
  'uuid',
  'guid',
  'key',
  'name',
  'slug',
  'code',
  'number',
  'identifier',
  'ref',
  'handle',
]);

/**
 * The author's name for each path variable of an operation: the vendor's, snake_cased, where it is already clear
 * (`petId` → pet_id, `owner`), else the resource's (`/pets/{id}` → pet_id). Unique within the operation.
 */
export function pathVariableNames(path: string): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  let lastStatic: string | undefined;
  for (const seg of pathSegments(path)) {
    if (seg.kind === 'static') {
      lastStatic = seg.text;
      continue;
    }
    for (const vendor of seg.names) {
      let name = snake(vendor) || 'value';
      if (GENERIC_PARAMS.has(name) && lastStatic)
        name = `${singular(snake(lastStatic).split('_').pop() ?? '') ? singularName(snake(lastStatic)) : 'item'}_${name}`;
      let unique = name;
      for (let k = 2; used.has(unique); k++) unique = `${name}_${k}`;
      used.add(unique);
      out.set(vendor, unique);
    }
  }
  return out;
}

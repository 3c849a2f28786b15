import { isObj, type Obj } from './model';

/**
 * A view of a parsed document in which every `$ref` inside it (`#/components/schemas/Pet`) reads as what it points
 * at, resolved when it is read rather than all at once: a description of a thousand operations is followed only
 * where the import looks. Each object has one view, so identity (and a walk's visited set) holds, cycles included.
 * A `$ref` that points at nothing reads as an empty object. Used only when no `$ref` leaves the document.
 */

/** True when some `$ref` in the document points outside it (another file or a URL). */
export function hasExternalRefs(doc: unknown): boolean {
  const stack: unknown[] = [doc];
  const seen = new Set<object>();
  while (stack.length) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    if (!Array.isArray(v) && typeof (v as Obj).$ref === 'string' && !((v as Obj).$ref as string).startsWith('#'))
      return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === 'object') stack.push(child);
  }
  return false;
}

function pointerGet(root: unknown, ref: string): unknown {
  let at: unknown = root;
  const path = ref.slice(1);
  if (path === '' || path === '/') return root;
  for (const raw of path.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Obj)[key];
  }
  return at;
}

export function lazyRefs<T>(root: T): T {
  const views = new WeakMap<object, object>();
  const EMPTY = {};
  const target = (value: object): object => {
    let v: unknown = value;
    // A $ref to a $ref: followed a few steps, then given up as empty (a loop of refs points at nothing).
    for (let i = 0; i < 16 && isObj(v) && typeof v.$ref === 'string' && v.$ref.startsWith('#'); i++)
      v = pointerGet(root, v.$ref);
    if (isObj(v) && typeof v.$ref === 'string' && v.$ref.startsWith('#')) return EMPTY;
    return typeof v === 'object' && v !== null ? v : EMPTY;
  };
  const view = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const t = target(value);
    let v = views.get(t);
    if (!v) {
      v = new Proxy(t, { get: (obj, key) => view(Reflect.get(obj, key)) });
      views.set(t, v);
    }
    return v;
  };
  return view(root) as T;
}

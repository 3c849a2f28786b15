import { confirmOf, policySummary, type PolicySummary } from '../core/policy-summary';
import { isRec, str, viewPack, type IngredientNode, type OperationNode, type PackView } from './walk';

/**
 * A composition's policy as lib/diff/policy-diff.ts compares it: each operation's risk and approval (`always` asks in
 * every mode, `ask` is a gate, `never` none), where each argument lands in its binding and what a call runs (the
 * request or the argv). Grants: `op.read` and `op.write`, by the operations' risks, and each OAuth scope a connection
 * hint asks for (`scope:acme:tasks.write`): what the person grants at setup.
 */
export function recuedPolicySummary(value: unknown): PolicySummary {
  const view = viewPack(value);
  const commands = view.operations.flatMap((op) => {
    const id = str(op.value, 'op');
    if (!id) return [];
    const approval = str(op.value, 'approval');
    // An unknown risk word is kept as written: the diff names it, and the schema check refuses it.
    const risk = str(op.value, 'risk') ?? 'write';
    return [
      {
        id,
        risk,
        confirm: confirmOf(approval === 'ask' ? true : approval),
        argSources: argSources(op),
        runs: runs(op, view.ingredients),
      },
    ];
  });
  return policySummary({
    commands,
    grants: [...commands.map((c) => `op.${c.risk}`), ...hintScopes(view)],
    settings: [],
  });
}

/** The scopes connection_hints pre-fill (`auth.scope`, `auth.scopes`: space- or comma-separated), per connection. */
function hintScopes(view: PackView): string[] {
  return view.hints.flatMap((hint) => {
    const connection = str(hint.value, 'connection') ?? '';
    const values = isRec(hint.value.values) ? hint.value.values : {};
    return ['auth.scope', 'auth.scopes'].flatMap((key) => {
      const scopes = typeof values[key] === 'string' ? values[key].split(/[\s,]+/).filter(Boolean) : [];
      return scopes.map((s) => `scope:${connection}:${s}`);
    });
  });
}

/**
 * What a call sends: rest, the method and URL template (the ingredient's http.base, path_template, static_query in
 * order); cli, the argv template. A GET turned DELETE, a path widened or a subcommand swapped all change it.
 */
function runs(op: OperationNode, ingredients: readonly IngredientNode[]): string {
  const bind = op.bind?.value;
  if (str(bind, 'kind') === 'rest') {
    const slug = str(op.value, 'ingredient');
    const ingredient = ingredients.find((i) => i.composition === op.composition && str(i.value, 'slug') === slug);
    const http = isRec(ingredient?.value.http) ? ingredient.value.http : null;
    const query = isRec(bind?.static_query)
      ? Object.entries(bind.static_query).sort(([a], [b]) => (a < b ? -1 : 1))
      : [];
    const search = query.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join('&');
    const url = `${str(http, 'base') ?? ''}${str(bind, 'path_template') ?? ''}${search ? `?${search}` : ''}`;
    // Header names, not values: a value may be a secret, and a report is shared.
    const headers = isRec(bind?.static_headers) ? Object.keys(bind.static_headers).sort() : [];
    return `${(str(bind, 'method') ?? '').toUpperCase()} ${url}${headers.length ? ` (headers ${headers.join(', ')})` : ''}`;
  }
  const argv = Array.isArray(bind?.argv_template) ? bind.argv_template : [];
  // A detached operation leaves a service running after the call returns.
  const detached = isRec(bind?.detached) ? ' (detached service)' : '';
  return argv.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))).join(' ') + detached;
}

/**
 * rest: `path` when `{{name}}` is in path_template, else the part its key names (`query.assignee`, `body.note`), else
 * query (GET, DELETE, HEAD) or body by the method; cli: the argv token that holds `{name}` or `{{name}}`.
 */
function argSources(op: OperationNode): Record<string, string> {
  const bind = op.bind?.value;
  const args = Array.isArray(op.value.args) ? op.value.args.filter(isRec) : [];
  const out: Record<string, string> = {};
  for (const arg of args) {
    const key = typeof arg.key === 'string' ? arg.key : null;
    if (!key) continue;
    const placeholder = `{${key}}`;
    if (str(bind, 'kind') === 'rest') {
      const inPath = (str(bind, 'path_template') ?? '').includes(`{${placeholder}}`);
      const part = /^(query|body|header)\./.exec(key)?.[1];
      const method = (str(bind, 'method') ?? '').toUpperCase();
      out[key] = inPath ? 'path' : (part ?? (['GET', 'DELETE', 'HEAD'].includes(method) ? 'query' : 'body'));
    } else {
      const argv = Array.isArray(bind?.argv_template) ? bind.argv_template : [];
      const token = argv.find((t): t is string => typeof t === 'string' && t.includes(placeholder));
      out[key] = token ?? 'not passed';
    }
  }
  return out;
}

import { confirmOf, policySummary, type PolicySummary } from '../core/policy-summary';
import { isRec, str, viewPack, type OperationNode } from './walk';

/**
 * A composition's policy as lib/diff/policy-diff.ts compares it: each operation's risk and approval (`always` asks in
 * every mode, `ask` is a gate, `never` none) and where each argument lands in its binding. Grants: `op.read` and
 * `op.write`, by the operations' risks.
 */
export function recuedPolicySummary(value: unknown): PolicySummary {
  const commands = viewPack(value).operations.flatMap((op) => {
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
      },
    ];
  });
  return policySummary({ commands, grants: commands.map((c) => `op.${c.risk}`), settings: [] });
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

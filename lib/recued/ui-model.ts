import { installCommands, type InstallCommands } from './install-commands';
import { operationSummary, type OperationSummary } from './operation-summary';
import type { Arg, CliIngredient, CliVersion, Operation } from './schema';
import { arr, ingredientConnections, rec, recsIn, str, viewPack, type Parsed } from './walk';

/**
 * What the composition page shows beside the editor, read from any parsed pack.json (schema-valid or not):
 * the operations with their words, the cli ingredients with their install commands, the connections.
 * Pure and tolerant: a half-typed document gives a partial view, never a throw.
 */

export interface OperationArg {
  key: string;
  type: string | null;
  required: boolean;
  /** The argument names the one record the operation changes. */
  affectsTarget: boolean;
  description: string | null;
}

export interface OperationRow {
  /** The op name, or `operation N` when it has none yet. */
  op: string;
  pointer: string;
  ingredient: string | null;
  description: string | null;
  risk: string | null;
  approval: string | null;
  bindKind: string | null;
  /** `GET /v1/tasks` for rest, or the argv joined with spaces for cli_invocation. */
  request: string | null;
  method: string | null;
  /** The rest path_template or the cli argv_template, as written. */
  template: string | string[] | null;
  args: OperationArg[];
  summary: OperationSummary;
}

export interface CliIngredientView {
  slug: string;
  pointer: string;
  tool: string | null;
  /** "from 1.18.35, before 2.0.0" (or "from 1.18.35" with no upper end); null when not declared. */
  tested: string | null;
  outside: string | null;
  commands: InstallCommands;
}

export interface HttpIngredientView {
  slug: string;
  base: string | null;
  connection: string | null;
}

export interface CompositionView {
  name: string | null;
  slug: string | null;
  publisher: string | null;
  description: string | null;
  operations: OperationRow[];
  cli: CliIngredientView[];
  http: HttpIngredientView[];
  /** Connections a form can be previewed for: the ingredients' first, then any a hint names. */
  connections: string[];
}

export function compositionView(value: unknown): CompositionView {
  const view = viewPack(value);
  const root = view.root;
  const operations = view.operations.map((node, i): OperationRow => {
    const op = node.value;
    const bind = node.bind?.value;
    const bindKind = str(bind, 'kind') ?? null;
    const method = str(bind, 'method')?.toUpperCase() ?? null;
    const path = str(bind, 'path_template');
    const argv = arr(bind, 'argv_template')?.filter((a): a is string => typeof a === 'string');
    const template = path ?? argv ?? null;
    const request = path !== undefined ? `${method ?? 'GET'} ${path}` : argv?.length ? argv.join(' ') : null;
    return {
      op: str(op, 'op') || `operation ${i + 1}`,
      pointer: node.ptr,
      ingredient: str(op, 'ingredient') ?? null,
      description: str(op, 'description') || null,
      risk: str(op, 'risk') ?? null,
      approval: str(op, 'approval') ?? null,
      bindKind,
      request,
      method,
      template,
      args: recsIn(node, 'args')
        .map(({ value: a }) => argOf(a))
        .filter((a): a is OperationArg => a !== null),
      summary: operationSummary(op as Operation),
    };
  });
  const cli: CliIngredientView[] = [];
  const http: HttpIngredientView[] = [];
  for (const ingredient of view.ingredients) {
    const slug = str(ingredient.value, 'slug') || 'ingredient';
    const kind = str(ingredient.value, 'kind');
    if (kind === 'cli') {
      const block = rec(ingredient.value, 'cli');
      const version = rec(block, 'version');
      cli.push({
        slug,
        pointer: ingredient.ptr,
        tool: str(block, 'tool') ?? null,
        tested: testedWords(rec(version, 'tested')),
        outside: str(version, 'outside') ?? null,
        commands: installCommands(ingredient.value as Pick<CliIngredient, 'cli'>),
      });
    } else if (kind === 'http') {
      const block = rec(ingredient.value, 'http');
      http.push({ slug, base: str(block, 'base') ?? null, connection: str(block, 'connection') ?? null });
    }
  }
  const hinted = view.hints.map((h) => str(h.value, 'connection')).filter((c): c is string => !!c);
  return {
    name: str(root, 'name') || null,
    slug: str(root, 'slug') || null,
    publisher: str(root, 'publisher')?.trim() || null,
    description: str(root, 'description') || null,
    operations,
    cli,
    http,
    connections: [...new Set([...ingredientConnections(view), ...hinted])],
  };
}

function argOf(a: Parsed<Arg>): OperationArg | null {
  const key = str(a, 'key');
  if (!key) return null;
  return {
    key,
    type: str(a, 'type') ?? null,
    required: a.required === true,
    affectsTarget: a.affects_target === true,
    description: str(a, 'description') ?? null,
  };
}

function testedWords(tested: Parsed<CliVersion['tested']> | undefined): string | null {
  const from = str(tested, 'from');
  const before = str(tested, 'before');
  if (!from && !before) return null;
  return [from && `from ${from}`, before && `before ${before}`].filter(Boolean).join(', ');
}

/** The base URL of the ingredient an operation names, for the approval card's request line. */
export function ingredientBase(view: CompositionView, ingredient: string | null): string | null {
  return (
    view.http.find((h) => h.slug === ingredient)?.base ??
    (view.http.length === 1 && ingredient === null ? view.http[0].base : null)
  );
}

import { cleanCliJson, cleanCliText } from '../../terminal/clean';
import { jsonFileText } from '../../json/edit';
import { connectionFormPreview, type AuthType } from '../connection-form';
import type { RecuedPack } from '../schema';
import { DEFAULT_PUBLISHER } from '../vocabulary';
import { connectionHint, type HintOutcome } from './hints';
import { candidatesOf, chooseOperations, type LeftOut } from './choose';
import { notAnApiDescription, readModel, type ApiModel, type ApiOperation } from './model';
import type { BuiltOperation } from './operation';
import { chooseBase } from './servers';
import { CLI_WORDS, type OptionWords } from './option-words';
import { DEFAULT_OPS, MAX_OPS, type Candidate } from './select';
import { oneSentence, slugify, SLUG_PATTERN, words } from './words';

/**
 * OpenAPI → Recued: a parsed, dereferenced API description (Swagger 2.0, OpenAPI 3.0 or 3.1) becomes one pack.json
 * (envelope, one composition, one http ingredient, its operations and connection_hints), with what the import
 * decided and what it left out, and why. Pure and deterministic: the same document and options give the same bytes.
 */

export interface ImportOptions {
  slug?: string;
  publisher?: string;
  /** Replaces the document's servers: `https://api.example.com` or with a path prefix. */
  base?: string;
  /** At most this many operations (default 12). */
  ops?: number;
  /** Only operations matching one of these (`*` wildcards) are candidates. */
  include?: readonly string[];
  /** How the caller names these options in reasons and errors (default the CLI's flags). */
  words?: OptionWords;
}

export interface ImportedOperation {
  op: string;
  /** `GET /pets/{id}` as the document writes it. */
  from: string;
  method: string;
  path_template: string;
  risk: 'read' | 'write';
  approval: 'never' | 'ask';
  /** Why a GET is a write, when it is one. */
  because?: string;
}

export type { LeftOut } from './choose';

export interface ImportResult {
  ok: true;
  /** The document's kind, `OpenAPI 3.0.3`. */
  spec: string;
  slug: string;
  name: string;
  /** pack.json, formatted, ending with a newline. */
  text: string;
  operations: ImportedOperation[];
  leftOut: LeftOut[];
  decisions: string[];
  /** The connection form's auth type the description declares: the studio's form preview opens on it. */
  authType: AuthType | null;
}

export type ImportOutcome = ImportResult | { ok: false; error: string; usage?: true };

export function importOpenApi(doc: unknown, options: ImportOptions = {}): ImportOutcome {
  const problem = notAnApiDescription(doc);
  if (problem) return { ok: false, error: `not an API description: ${problem}` };
  const max = options.ops ?? DEFAULT_OPS;
  const said = options.words ?? CLI_WORDS;
  const usage = optionsProblem(options, max, said);
  if (usage) return { ok: false, usage: true, error: usage };
  const model = readModel(doc as Record<string, unknown>);
  if (!model.operations.length) return { ok: false, error: noOperations(model) };
  const base = chooseBase(model.servers, options.base, said);
  if (!base.ok) return { ok: false, usage: true, error: base.error };

  const slug = options.slug ?? (slugify(model.title) || 'api');
  const connection = connectionName(base.origin, slug);
  const { candidates, leftOut: unmatched } = candidatesOf(model, base, options, said);
  const {
    chosen,
    built,
    leftOut: unchosen,
  } = chooseOperations(model, candidates, { slug, prefix: base.prefix, max }, said);
  const leftOut = [...unmatched, ...unchosen];
  if (!chosen.length) return { ok: false, error: noneImportable(model.title, leftOut) };

  const decisions = [`read ${model.spec} "${model.title}": ${model.operations.length} operation(s)`, ...base.decisions];
  if (model.webhooks) decisions.push(`${model.webhooks} webhook(s) not imported: the API calls them, a pack does not`);
  const { operations, summary } = describeChosen(chosen, built, decisions);
  const hint = connectionHint(
    model,
    chosen.map((c) => c.op),
    connection,
    base.origin,
  );
  decisions.push(...hint.decisions);

  const name = model.title.slice(0, 100);
  const publisher = options.publisher?.trim() || DEFAULT_PUBLISHER;
  const pack = envelope({
    slug,
    name,
    publisher,
    description: oneSentence(model.summary) || oneSentence(model.description) || `Read and act on ${name}.`,
    connection,
    base: base.origin,
    operations,
    hint: hint.hint,
  });
  keepReachingHints(pack, hint.authType, publisher, decisions);
  // Every string the document gave is hostile: escape sequences stripped and secret shapes masked before any of it
  // is written to pack.json or printed (C-hostile-text reports what a hand-edited pack still holds).
  return {
    ok: true,
    spec: cleanCliText(model.spec).text,
    slug,
    name: cleanCliText(name).text,
    text: jsonFileText(cleanCliJson(pack)),
    operations: cleanCliJson(summary) as ImportedOperation[],
    leftOut: cleanCliJson(leftOut) as LeftOut[],
    decisions: cleanCliJson(decisions) as string[],
    authType: hint.authType,
  };
}

/** Why the options cannot be used (an operations limit out of range, a slug that is not one), in the caller's words. */
function optionsProblem(options: ImportOptions, max: number, said: OptionWords): string | null {
  if (!Number.isInteger(max) || max < 1 || max > MAX_OPS)
    return `${said.ops} must be a whole number from 1 to ${MAX_OPS}, got ${JSON.stringify(options.ops)}`;
  if (options.slug !== undefined && !SLUG_PATTERN.test(options.slug))
    return `${said.slug} ${JSON.stringify(options.slug)} is not a slug: lower-case letters, digits and "-", at most 64`;
  return null;
}

/** A description with no operations under "paths" (webhooks, if any, are said not to count). */
function noOperations(model: ApiModel): string {
  return (
    `the ${model.spec} document "${model.title}" describes no operations under "paths"` +
    (model.webhooks ? ` (its ${model.webhooks} webhook(s) are calls the API makes, not ones a pack makes)` : '')
  );
}

/** None could be imported: the first three reasons, and how many more. */
function noneImportable(title: string, leftOut: readonly LeftOut[]): string {
  const first = leftOut
    .slice(0, 3)
    .map((l) => `${l.operation}: ${l.reason}`)
    .join('; ');
  return `no operation of "${title}" can be imported: ${first}${leftOut.length > 3 ? `; and ${leftOut.length - 3} more` : ''}`;
}

/**
 * The chosen operations as pack.json has them and as the summary lists them; each write's reason for asking is
 * added to `decisions`, then the building decisions, the same one for several operations said once, naming them.
 */
function describeChosen(
  chosen: readonly Candidate[],
  built: ReadonlyMap<ApiOperation, BuiltOperation>,
  decisions: string[],
): { operations: Record<string, unknown>[]; summary: ImportedOperation[] } {
  const operations: Record<string, unknown>[] = [];
  const summary: ImportedOperation[] = [];
  const perOp = new Map<string, string[]>();
  for (const c of chosen) {
    const b = built.get(c.op)!;
    operations.push(b.operation);
    summary.push(summaryOf(c, b));
    const why = riskDecision(c, b);
    if (why) decisions.push(why);
    for (const d of b.decisions) perOp.set(d, [...(perOp.get(d) ?? []), c.name]);
  }
  for (const [d, ops] of perOp) decisions.push(`${ops.join(', ')}: ${d}`);
  return { operations, summary };
}

/** One imported operation as the summary lists it. */
function summaryOf(c: Candidate, b: BuiltOperation): ImportedOperation {
  const bind = b.operation.bind as { path_template: string };
  return {
    op: c.name,
    from: `${c.op.method} ${c.op.path}`,
    method: c.op.method,
    path_template: bind.path_template,
    risk: b.risk.risk,
    approval: b.risk.approval,
    ...(b.risk.because ? { because: b.risk.because } : {}),
  };
}

/** Why an operation asks for approval (a GET that writes, a delete, a payment), or null when it need not say. */
function riskDecision(c: Candidate, b: BuiltOperation): string | null {
  if (b.risk.because)
    return `${c.name}: ${c.op.method} ${c.op.path} is a write, because ${b.risk.because}; approval "ask"`;
  if (b.risk.kind === 'delete') return `${c.name}: a delete; approval "ask"`;
  if (b.risk.kind === 'payment') return `${c.name}: moves money; approval "ask"`;
  return null;
}

/**
 * Every hint the import writes reaches the form a user fills for the description's auth type: a value the form
 * would drop (an OAuth box under an API key, a box that type has not) is taken out and said, never shipped to do
 * nothing. The setup link is kept: it is shown above every form.
 */
function keepReachingHints(
  pack: ReturnType<typeof envelope>,
  authType: AuthType | null,
  publisher: string,
  decisions: string[],
): void {
  const hint = pack.connection_hints?.[0];
  if (!hint) return;
  const form = authType ?? 'api_key';
  const preview = connectionFormPreview(pack as unknown as RecuedPack, { authType: form, publisher });
  for (const dropped of preview.dropped) {
    if (!(dropped.key in hint.values)) continue;
    delete hint.values[dropped.key];
    decisions.push(`hint ${dropped.key} left out: it would not reach the ${form} form (${dropped.reason})`);
  }
  if (!Object.keys(hint.values).length && !hint.setup_url)
    delete (pack as { connection_hints?: unknown }).connection_hints;
}

/** The pack.json around the operations: the envelope, one composition, one http ingredient, one hint entry. */
function envelope(p: {
  slug: string;
  name: string;
  publisher: string;
  description: string;
  connection: string;
  base: string;
  operations: Record<string, unknown>[];
  hint: HintOutcome['hint'];
}) {
  return {
    manifest_version: 2,
    artifact_type: 'pack',
    pack_kind: 'app_pack',
    slug: p.slug,
    publisher: p.publisher,
    name: p.name,
    description: p.description,
    version: 1,
    recipes: [],
    tags: [`pack:${p.connection}`],
    contents: [
      {
        type: 'composition',
        composition: {
          schema_version: 1,
          slug: p.slug,
          catalog_kind: 'official',
          ingredients: [{ slug: p.slug, kind: 'http', http: { base: p.base, connection: p.connection }, entities: {} }],
          operations: p.operations,
        },
      },
    ],
    ...(p.hint ? { connection_hints: [p.hint] } : {}),
  };
}

/** The vendor's name from its host (`api.github.com` → github), else the slug. */
export function connectionName(origin: string, slug: string): string {
  const host = new URL(origin).hostname;
  if (/^[\d.]+$|^\[|^localhost$/.test(host)) return slug;
  const labels = host.split('.');
  const label = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
  return words(label).join('-') || slug;
}

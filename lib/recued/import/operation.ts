import { isSecretName, secretProblem } from '../../secrets';
import type { ApiModel, ApiOperation, ApiParam, Schema } from './model';
import { pathVariableNames, type Shape } from './names';
import { decideRisk, type RiskDecision } from './risk';
import { declaresInt64, enumValues, fixedValue, listWrapper, objectShape, recordSchema, schemaType } from './schema';
import { oneSentence } from './words';

/**
 * One composition operation from one API operation: its args in the document's key forms (`{{name}}` path
 * variables, `query.x`, `body.x`), its rest binding, and what the import decided for it. An operation the
 * composition cannot express is refused with the reason, never imported half.
 */

export interface ImportedArg {
  key: string;
  type: string;
  required?: true;
  affects_target?: true;
  enum?: string[];
  format?: string;
  description?: string;
}

export interface BuiltOperation {
  operation: Record<string, unknown>;
  risk: RiskDecision;
  decisions: string[];
}

export type BuildOutcome = ({ ok: true } & BuiltOperation) | { ok: false; reason: string };

const ARG_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);
/** Query parameters that choose the fields a response carries (the document's ⭐). */
const FIELD_SELECTION =
  /^(?:\$?select|fields?|opt_fields|properties|props|attributes|\$?expand|include|columns)(?:\[.*\])?$/i;
const MAX_ARG_DESCRIPTION = 160;

export function argType(schema: Schema): string {
  const t = schemaType(schema);
  return t && ARG_TYPES.has(t) ? t : 'string';
}

function arg(key: string, schema: Schema, required: boolean, description?: string): ImportedArg {
  const values = enumValues(schema);
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  const said = oneSentence(description ?? schema.description);
  return {
    key,
    type: argType(schema),
    ...(required ? { required: true as const } : {}),
    ...(values && values.length <= 50 ? { enum: values } : {}),
    ...(format ? { format } : {}),
    ...(said
      ? { description: said.length > MAX_ARG_DESCRIPTION ? `${said.slice(0, MAX_ARG_DESCRIPTION - 1)}…` : said }
      : {}),
  };
}

/** The names of the credentials a connection supplies (API keys in the query, a header or a cookie). */
export function credentialParams(model: ApiModel): Set<string> {
  const names = new Set<string>();
  for (const s of Object.values(model.schemes))
    if (s.type === 'apiKey' && s.name) names.add(`${s.in}:${s.name.toLowerCase()}`);
  return names;
}

export function buildOperation(
  op: ApiOperation,
  name: string,
  shape: Shape,
  ingredient: string,
  prefix: string,
  credentials: ReadonlySet<string>,
): BuildOutcome {
  if (op.method === 'OPTIONS' || op.method === 'TRACE')
    return {
      ok: false,
      reason: `${op.method} is not a method a rest binding has (GET, HEAD, POST, PUT, PATCH, DELETE)`,
    };
  const decisions: string[] = [];
  const args: ImportedArg[] = [];
  const staticQuery: Record<string, string> = {};
  const staticHeaders: Record<string, string> = {};
  const vars = pathVariableNames(op.path);
  const byPathName = new Map(op.params.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  const risk = decideRisk(op);

  // Path variables, in the order the path names them; the last one of a write names the record it changes.
  const pathVars = [...vars];
  pathVars.forEach(([vendor, key], i) => {
    const p = byPathName.get(vendor);
    const a = arg(key, p?.schema ?? {}, true, p?.description);
    if (risk.risk === 'write' && i === pathVars.length - 1 && changesRecord(op.path, vendor, shape))
      a.affects_target = true;
    args.push(a);
  });
  // A fragment is never sent (some directories add `#Action=…` to tell apart operations on one path).
  const template =
    prefix + slashed(sendPath(op.path)).replace(/\{([^{}]+)\}/g, (_, vendor: string) => `{{${vars.get(vendor)}}}`);

  for (const p of op.params) {
    if (p.in === 'path') continue;
    if (credentials.has(`${p.in}:${p.name.toLowerCase()}`)) continue; // the connection supplies it
    const refusal = placeParam(p, op, args, staticQuery, staticHeaders, decisions);
    if (refusal) return { ok: false, reason: refusal };
  }

  const body = op.body;
  if (
    body &&
    body.kind === 'other' &&
    (body.required || op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH')
  )
    return { ok: false, reason: `its request body is ${body.mediaType}; a composition sends a JSON body (body.x)` };
  if (body && body.kind === 'json') {
    const type = schemaType(body.schema);
    const shape = objectShape(body.schema);
    if (type !== undefined && type !== 'object')
      return {
        ok: false,
        reason: `its JSON body is ${type === 'array' ? 'an array' : `a ${type}`}, which body.x arguments cannot make`,
      };
    if (!shape.properties.length && body.required)
      return {
        ok: false,
        reason: 'its JSON body declares no properties, so there is nothing for body.x arguments to fill',
      };
    for (const [prop, schema] of shape.properties)
      args.push(arg(`body.${prop}`, schema, body.required && shape.required.has(prop)));
  }

  const responses = op.responses;
  const int64 = responses.some((s) => declaresInt64(s));
  const wrapper = op.method === 'GET' ? responses.map((s) => listWrapper(s)).find((w) => w !== undefined) : undefined;
  const bind: Record<string, unknown> = {
    kind: 'rest',
    method: op.method,
    path_template: template,
    ...(Object.keys(staticQuery).length ? { static_query: staticQuery } : {}),
    ...(Object.keys(staticHeaders).length ? { static_headers: staticHeaders } : {}),
    ...(int64 ? { response_json: { unsafe_integers: 'string' } } : {}),
  };
  if (int64) decisions.push('a response declares 64-bit integers: response_json.unsafe_integers "string"');
  if (wrapper) decisions.push(`result_path "${wrapper}": the list response wraps its records there`);

  // A one- or two-word summary ("Aircraft") says less than the description's first sentence.
  const summary = oneSentence(op.summary);
  const description =
    (summary.split(' ').length >= 3 ? summary : oneSentence(op.description) || summary) || `${op.method} ${op.path}.`;
  const operation: Record<string, unknown> = {
    op: name,
    ingredient,
    risk: risk.risk,
    approval: risk.approval,
    ...(risk.idempotency ? { idempotency: risk.idempotency } : {}),
    description,
    args,
    bind,
    ...(wrapper ? { result_path: wrapper } : {}),
  };
  return { ok: true, operation, risk, decisions };
}

/**
 * True when a write changes the record this variable names: the path ends at it (update, replace, delete) or at an
 * action right after it (`/tasks/{id}/complete`). A create under it (`POST /repos/{repo}/issues`) makes a new record.
 */
function changesRecord(path: string, vendor: string, shape: Shape): boolean {
  const segs = sendPath(path).split('/').filter(Boolean);
  const at = segs.findIndex((s) => s.includes(`{${vendor}}`));
  return at === segs.length - 1 || (shape === 'action' && at === segs.length - 2);
}

/** Where one query, header or cookie parameter goes; the reason the operation cannot be imported, or null. */
function placeParam(
  p: ApiParam,
  op: ApiOperation,
  args: ImportedArg[],
  staticQuery: Record<string, string>,
  staticHeaders: Record<string, string>,
  decisions: string[],
): string | null {
  const fixed = fixedValue(p.schema);
  const looksSecret = fixed !== undefined && p.required ? secretProblem(fixed) : null;
  if (looksSecret)
    return `the document fixes the ${p.in} ${p.name} to a value the publish check takes for a secret (${looksSecret.replace(/^it /, 'it ')}), and a binding carries no secret`;
  if (p.in === 'query') {
    if (p.required && fixed !== undefined && !isSecretName(p.name)) {
      staticQuery[p.name] = fixed;
      decisions.push(`static_query ${p.name}=${fixed}: a required parameter whose value the document fixes`);
      return null;
    }
    if (p.required && FIELD_SELECTION.test(p.name)) {
      const fields = fieldNames(op);
      if (fields.length) {
        staticQuery[p.name] = fields.join(',');
        decisions.push(
          `static_query ${p.name}=${fields.join(',')}: the API returns only the fields asked for, so every field of the response is asked for`,
        );
        return null;
      }
    }
    args.push(arg(`query.${p.name}`, p.schema, p.required, p.description));
    return null;
  }
  if (!p.required) return null; // an optional header or cookie: left to the connection and the runtime
  if (isSecretName(p.name)) {
    decisions.push(`the required ${p.in} ${p.name} is a credential: the connection supplies it, never an argument`);
    return null;
  }
  if (p.in === 'header' && CLIENT_HEADERS.test(p.name)) return null; // the HTTP client sets it
  if (p.in === 'header' && fixed !== undefined && !isSecretName(p.name)) {
    staticHeaders[p.name] = fixed;
    decisions.push(`static_headers ${p.name}: ${fixed}: a required header whose value the document fixes`);
    return null;
  }
  if (p.in === 'header' && /^(?:authorization|cookie)$/i.test(p.name)) return null; // the connection's credential
  const media = p.in === 'header' ? mediaHeader(p.name, op) : undefined;
  if (media) {
    staticHeaders[p.name] = media;
    decisions.push(
      `static_headers ${p.name}: ${media}: the document requires the header, and the composition speaks JSON`,
    );
    return null;
  }
  return `it requires the ${p.in} ${p.name}, which no argument key form (path {{…}}, query.x, body.x) can set`;
}

/** Headers every HTTP client sets itself. */
const CLIENT_HEADERS = /^(?:content-length|host|user-agent|connection|accept-encoding)$/i;

/** A path key written without its leading slash (`pets`) still joins under the prefix as `/pets`. */
function slashed(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** The path as sent: without a `#fragment`. */
export function sendPath(path: string): string {
  return path.replace(/#.*$/, '') || '/';
}

/** `Accept` and `Content-Type`, the two required headers whose value JSON decides. */
function mediaHeader(name: string, op: ApiOperation): string | undefined {
  if (/^accept$/i.test(name)) return 'application/json';
  if (/^content-type$/i.test(name) && op.body?.kind === 'json')
    return op.body.mediaType === '*/*' ? 'application/json' : op.body.mediaType;
  return undefined;
}

/** The top-level fields of the records the operation returns, in the document's order. */
function fieldNames(op: ApiOperation): string[] {
  for (const s of op.responses) {
    const names = objectShape(recordSchema(s)).properties.map(([n]) => n);
    if (names.length) return names;
  }
  return [];
}

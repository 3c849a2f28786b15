/**
 * One model for Swagger 2.0 and OpenAPI 3.0 / 3.1: the parts of a dereferenced API description the import reads.
 * Everything is read defensively (a real document can have any value anywhere); nothing here throws.
 */

export type Obj = Record<string, unknown>;
/** A JSON Schema as the document wrote it (after dereferencing: may be cyclic). */
export type Schema = Obj;

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = Uppercase<(typeof METHODS)[number]>;

export interface ApiParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: Schema;
}

export type ApiBody =
  | { kind: 'json'; mediaType: string; schema: Schema; required: boolean }
  | { kind: 'other'; mediaType: string; required: boolean };

export interface ApiOperation {
  method: HttpMethod;
  /** The path as the document writes it, `/pets/{id}`. */
  path: string;
  /** Document order, for ties. */
  order: number;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  params: ApiParam[];
  body?: ApiBody;
  /** The JSON schemas of the 2xx responses. */
  responses: Schema[];
  deprecated: boolean;
  /** The operation's own security requirements, else the document's. */
  security: Obj[];
  /** An operation-level server list (OpenAPI 3), when it has one. */
  servers?: ApiServer[];
}

export interface ApiServer {
  url: string;
  variables: Record<string, { default?: string; enum?: string[] }>;
}

export interface OAuthFlow {
  flow: 'authorizationCode' | 'clientCredentials' | 'implicit' | 'password';
  authorizationUrl?: string;
  tokenUrl?: string;
  scopes: string[];
}

export type SecurityScheme =
  | { type: 'apiKey'; name: string; in: string; description?: string }
  | { type: 'http'; scheme: string; description?: string }
  | { type: 'oauth2'; flows: OAuthFlow[]; description?: string }
  | { type: 'openIdConnect'; url?: string; description?: string }
  | { type: 'other'; description?: string };

export interface ApiModel {
  /** `Swagger 2.0`, `OpenAPI 3.0.3`, `OpenAPI 3.1.0`. */
  spec: string;
  title: string;
  summary?: string;
  description?: string;
  servers: ApiServer[];
  operations: ApiOperation[];
  schemes: Record<string, SecurityScheme>;
  /** externalDocs.url, then info.contact.url: where a person reads about the API. */
  docsUrls: string[];
  webhooks: number;
}

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const obj = (value: unknown): Obj => (isObj(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Why a parsed value is not an API description, or null when it is one the import reads. */
export function notAnApiDescription(doc: unknown): string | null {
  if (!isObj(doc)) return 'it is not an object: an API description is a JSON or YAML object';
  const version = doc.openapi ?? doc.swagger;
  if (version === undefined)
    return 'it has neither "openapi" nor "swagger" at the top level, so it is not an OpenAPI or Swagger description';
  if (doc.swagger !== undefined && String(doc.swagger) !== '2.0')
    return `"swagger": ${JSON.stringify(doc.swagger)} is not a version the import reads (Swagger 2.0, OpenAPI 3.0 and 3.1)`;
  if (doc.openapi !== undefined && !/^3\.[01](\.|$)/.test(String(doc.openapi)))
    return `"openapi": ${JSON.stringify(doc.openapi)} is not a version the import reads (Swagger 2.0, OpenAPI 3.0 and 3.1)`;
  if (doc.paths !== undefined && !isObj(doc.paths)) return '"paths" is not an object';
  return null;
}

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json(?:;|$)|^\*\/\*$|^application\/\*$/i;

/** The JSON entry of a content map (OpenAPI 3): application/json first, then any +json, then a wildcard. */
function jsonContent(content: Obj): { mediaType: string; schema: Schema } | null {
  const types = Object.keys(content);
  const pick =
    types.find((t) => /^application\/json(?:;|$)/i.test(t)) ?? types.find((t) => JSON_TYPE.test(t)) ?? undefined;
  if (pick === undefined) return null;
  return { mediaType: pick, schema: obj(obj(content[pick]).schema) };
}

function isSuccess(code: string): boolean {
  return /^2(\d\d|XX)$/i.test(code);
}

/** A dereferenced Swagger 2.0 or OpenAPI 3 document, read into the one model. */
export function readModel(doc: Obj): ApiModel {
  const swagger = doc.swagger !== undefined;
  const info = obj(doc.info);
  const docsUrls = [text(obj(doc.externalDocs).url), text(obj(info.contact).url)].filter(
    (u): u is string => u !== undefined,
  );
  const operations: ApiOperation[] = [];
  const globalSecurity = list(doc.security).filter(isObj);
  const globalConsumes = list(doc.consumes).filter((c): c is string => typeof c === 'string');
  let order = 0;
  for (const [path, rawItem] of Object.entries(obj(doc.paths))) {
    const item = obj(rawItem);
    const shared = list(item.parameters);
    for (const method of METHODS) {
      const raw = item[method];
      if (!isObj(raw)) continue;
      const params = mergeParams(shared, list(raw.parameters));
      const op: ApiOperation = {
        method: method.toUpperCase() as HttpMethod,
        path,
        order: order++,
        operationId: text(raw.operationId),
        summary: text(raw.summary),
        description: text(raw.description),
        tags: list(raw.tags).filter((t): t is string => typeof t === 'string'),
        params: [],
        responses: [],
        deprecated: raw.deprecated === true,
        security: Array.isArray(raw.security) ? raw.security.filter(isObj) : globalSecurity,
      };
      if (swagger) readSwaggerOperation(op, raw, params, globalConsumes);
      else readOpenApiOperation(op, raw, params, item);
      operations.push(op);
    }
  }
  return {
    spec: swagger ? 'Swagger 2.0' : `OpenAPI ${String(doc.openapi)}`,
    title: text(info.title) ?? 'API',
    summary: text(info.summary),
    description: text(info.description),
    servers: swagger ? swaggerServers(doc) : openApiServers(doc.servers),
    operations,
    schemes: swagger
      ? swaggerSchemes(obj(doc.securityDefinitions))
      : openApiSchemes(obj(obj(doc.components).securitySchemes)),
    docsUrls,
    webhooks: Object.keys(obj(doc.webhooks)).length,
  };
}

/** Path-level parameters, overridden by the operation's own of the same name and place. */
function mergeParams(shared: unknown[], own: unknown[]): Obj[] {
  const byKey = new Map<string, Obj>();
  for (const p of [...shared, ...own]) if (isObj(p)) byKey.set(`${String(p.in)}:${String(p.name)}`, p);
  return [...byKey.values()];
}

function asParam(p: Obj, schema: Schema): ApiParam | null {
  const where = p.in;
  if (typeof p.name !== 'string' || (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie'))
    return null;
  return {
    name: p.name,
    in: where,
    required: where === 'path' || p.required === true,
    description: text(p.description),
    schema,
  };
}

function readOpenApiOperation(op: ApiOperation, raw: Obj, params: Obj[], item: Obj): void {
  op.params = params.map((p) => asParam(p, obj(p.schema))).filter((p): p is ApiParam => p !== null);
  const body = obj(raw.requestBody);
  const content = obj(body.content);
  if (Object.keys(content).length) {
    const json = jsonContent(content);
    op.body = json
      ? { kind: 'json', ...json, required: body.required === true }
      : { kind: 'other', mediaType: Object.keys(content)[0], required: body.required === true };
  }
  for (const [code, response] of Object.entries(obj(raw.responses))) {
    if (!isSuccess(code)) continue;
    const json = jsonContent(obj(obj(response).content));
    if (json && Object.keys(json.schema).length) op.responses.push(json.schema);
  }
  const servers = Array.isArray(raw.servers) ? raw.servers : Array.isArray(item.servers) ? item.servers : null;
  if (servers) op.servers = openApiServers(servers);
}

function readSwaggerOperation(op: ApiOperation, raw: Obj, params: Obj[], globalConsumes: string[]): void {
  const consumes = Array.isArray(raw.consumes)
    ? raw.consumes.filter((c): c is string => typeof c === 'string')
    : globalConsumes;
  const form = params.filter((p) => p.in === 'formData');
  for (const p of params) {
    if (p.in === 'body')
      op.body = {
        kind: 'json',
        mediaType: consumes[0] ?? 'application/json',
        schema: obj(p.schema),
        required: p.required === true,
      };
    else {
      const { name: _n, in: _i, required: _r, description: _d, ...schema } = p;
      const param = asParam(p, schema);
      if (param) op.params.push(param);
    }
  }
  if (form.length) {
    const type = consumes.find((c) => /form/i.test(c)) ?? 'application/x-www-form-urlencoded';
    op.body = { kind: 'other', mediaType: type, required: form.some((p) => p.required === true) };
  } else if (op.body && consumes.length && !consumes.some((c) => JSON_TYPE.test(c)))
    op.body = { kind: 'other', mediaType: consumes[0], required: op.body.required };
  for (const [code, response] of Object.entries(obj(raw.responses))) {
    if (!isSuccess(code)) continue;
    const schema = obj(obj(response).schema);
    if (Object.keys(schema).length) op.responses.push(schema);
  }
}

function openApiServers(value: unknown): ApiServer[] {
  return list(value)
    .filter(isObj)
    .map((s) => ({
      url: typeof s.url === 'string' ? s.url.trim() : '',
      variables: Object.fromEntries(
        Object.entries(obj(s.variables)).map(([name, v]) => {
          const variable = obj(v);
          return [
            name,
            {
              ...(variable.default !== undefined ? { default: String(variable.default) } : {}),
              ...(Array.isArray(variable.enum) ? { enum: variable.enum.map(String) } : {}),
            },
          ];
        }),
      ),
    }))
    .filter((s) => s.url !== '');
}

/** Swagger 2.0's schemes × host + basePath, https first as the document lists them; a relative one without host. */
function swaggerServers(doc: Obj): ApiServer[] {
  const basePath = typeof doc.basePath === 'string' ? doc.basePath : '';
  const host = text(doc.host);
  if (!host) return basePath ? [{ url: basePath, variables: {} }] : [];
  const schemes = list(doc.schemes).filter((s): s is string => typeof s === 'string');
  return (schemes.length ? schemes : ['https']).map((scheme) => ({
    url: `${scheme.toLowerCase()}://${host}${basePath}`,
    variables: {},
  }));
}

const SWAGGER_FLOW: Record<string, OAuthFlow['flow']> = {
  accessCode: 'authorizationCode',
  application: 'clientCredentials',
  implicit: 'implicit',
  password: 'password',
};

function swaggerSchemes(defs: Obj): Record<string, SecurityScheme> {
  const out: Record<string, SecurityScheme> = {};
  for (const [name, raw] of Object.entries(defs)) {
    const d = obj(raw);
    const description = text(d.description);
    if (d.type === 'apiKey')
      out[name] = { type: 'apiKey', name: String(d.name ?? ''), in: String(d.in ?? ''), description };
    else if (d.type === 'basic') out[name] = { type: 'http', scheme: 'basic', description };
    else if (d.type === 'oauth2') {
      const flow = SWAGGER_FLOW[String(d.flow)];
      out[name] = {
        type: 'oauth2',
        description,
        flows: flow
          ? [
              {
                flow,
                authorizationUrl: text(d.authorizationUrl),
                tokenUrl: text(d.tokenUrl),
                scopes: Object.keys(obj(d.scopes)),
              },
            ]
          : [],
      };
    } else out[name] = { type: 'other', description };
  }
  return out;
}

const FLOW_ORDER: OAuthFlow['flow'][] = ['authorizationCode', 'clientCredentials', 'implicit', 'password'];

function openApiSchemes(defs: Obj): Record<string, SecurityScheme> {
  const out: Record<string, SecurityScheme> = {};
  for (const [name, raw] of Object.entries(defs)) {
    const d = obj(raw);
    const description = text(d.description);
    if (d.type === 'apiKey')
      out[name] = { type: 'apiKey', name: String(d.name ?? ''), in: String(d.in ?? ''), description };
    else if (d.type === 'http') out[name] = { type: 'http', scheme: String(d.scheme ?? '').toLowerCase(), description };
    else if (d.type === 'oauth2') {
      const flows = obj(d.flows);
      out[name] = {
        type: 'oauth2',
        description,
        flows: FLOW_ORDER.filter((f) => isObj(flows[f])).map((flow) => {
          const f = obj(flows[flow]);
          return {
            flow,
            authorizationUrl: text(f.authorizationUrl),
            tokenUrl: text(f.tokenUrl),
            scopes: Object.keys(obj(f.scopes)),
          };
        }),
      };
    } else if (d.type === 'openIdConnect')
      out[name] = { type: 'openIdConnect', url: text(d.openIdConnectUrl), description };
    else out[name] = { type: 'other', description };
  }
  return out;
}

import { endpointProblem } from '../addresses';
import { secretProblem } from '../../secrets';
import type { AuthType } from '../connection-form';
import { MAX_HINT_VALUE_LENGTH } from '../vocabulary';
import type { ApiModel, ApiOperation, OAuthFlow, SecurityScheme } from './model';

/**
 * The one connection's hint, within the hint rules: public https endpoints with no secret, at most 500 characters a
 * value. config.base_url from the base; the OAuth scope, token endpoint and authorize URL from the security scheme
 * the imported operations use; setup_url from the scheme's or the document's https documentation link.
 */

export interface HintOutcome {
  hint: { connection: string; values: Record<string, string>; setup_url?: string } | null;
  /** The connection form's auth type the description declares (its first scheme the operations use), if any. */
  authType: AuthType | null;
  decisions: string[];
}

/** The connection form's auth type for a security scheme: OAuth by its flow, HTTP bearer or basic, an API key. */
export function authTypeOf(scheme: SecurityScheme): AuthType | null {
  if (scheme.type === 'oauth2') {
    const flow = scheme.flows[0]?.flow;
    return flow === 'clientCredentials' || flow === 'password'
      ? 'oauth2_client_credentials'
      : 'oauth2_authorization_code';
  }
  if (scheme.type === 'openIdConnect') return 'oauth2_authorization_code';
  if (scheme.type === 'apiKey') return 'api_key';
  if (scheme.type === 'http') {
    const kind = scheme.scheme.toLowerCase();
    return kind === 'bearer' ? 'bearer' : kind === 'basic' ? 'basic' : null;
  }
  return null;
}

/** Why a value may not be a hint endpoint (not public https, a secret in it, too long), or null. */
function endpointRefusal(value: string): string | null {
  if (value.length > MAX_HINT_VALUE_LENGTH) return `it is over ${MAX_HINT_VALUE_LENGTH} characters`;
  return endpointProblem(value) ?? secretProblem(value);
}

const URL_IN_TEXT = /https:\/\/[^\s)<>"'\]]+/g;

/** The security schemes the chosen operations name, in the order they name them; every scheme when none do. */
function schemesUsed(model: ApiModel, ops: readonly ApiOperation[]): [string, SecurityScheme][] {
  const names: string[] = [];
  for (const op of ops)
    for (const req of op.security) for (const n of Object.keys(req)) if (!names.includes(n)) names.push(n);
  const used = names.filter((n) => model.schemes[n]).map((n) => [n, model.schemes[n]] as [string, SecurityScheme]);
  return used.length ? used : Object.entries(model.schemes);
}

function scopesAsked(ops: readonly ApiOperation[], scheme: string, flow: OAuthFlow): string[] {
  const asked = new Set<string>();
  for (const op of ops)
    for (const req of op.security) {
      const scopes = req[scheme];
      if (Array.isArray(scopes)) for (const s of scopes) if (typeof s === 'string') asked.add(s);
    }
  // The flow's own order, then any the operations ask for that the flow does not list.
  return [...flow.scopes.filter((s) => asked.has(s)), ...[...asked].filter((s) => !flow.scopes.includes(s))];
}

export function connectionHint(
  model: ApiModel,
  ops: readonly ApiOperation[],
  connection: string,
  origin: string,
): HintOutcome {
  const values: Record<string, string> = {};
  const decisions: string[] = [];
  const put = (key: string, value: string | undefined, what: string) => {
    if (value === undefined) return;
    const refusal =
      key === 'auth.scope'
        ? value.length > MAX_HINT_VALUE_LENGTH
          ? `it is over ${MAX_HINT_VALUE_LENGTH} characters`
          : secretProblem(value)
        : endpointRefusal(value);
    if (refusal)
      decisions.push(
        `hint ${key} not set from ${what} (${JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)}): ${refusal}`,
      );
    else values[key] = value;
  };
  put('config.base_url', origin, 'the base');
  const used = schemesUsed(model, ops);
  const describedLinks: string[] = [];
  for (const [name, scheme] of used) {
    if (scheme.description) describedLinks.push(...(scheme.description.match(URL_IN_TEXT) ?? []));
    if (scheme.type !== 'oauth2' || values['auth.token_endpoint'] || values['auth.authorize_url']) continue;
    const flow = scheme.flows[0];
    if (!flow) continue;
    decisions.push(`auth: OAuth 2 (${flow.flow}) from the security scheme "${name}"`);
    if (flow.flow === 'authorizationCode' || flow.flow === 'implicit')
      put('auth.authorize_url', flow.authorizationUrl, `"${name}"`);
    if (flow.flow !== 'implicit') put('auth.token_endpoint', flow.tokenUrl, `"${name}"`);
    const scopes = scopesAsked(ops, name, flow);
    const spaced = scopes.filter((s) => /\s/.test(s));
    if (spaced.length)
      decisions.push(
        `hint auth.scope not set: the scope ${JSON.stringify(spaced[0])} has a space, which a space-separated auth.scope cannot carry`,
      );
    else if (scopes.length) put('auth.scope', scopes.join(' '), `the scopes the operations ask for`);
  }
  for (const [name, scheme] of used) {
    if (scheme.type === 'apiKey')
      decisions.push(
        `auth: an API key in the ${scheme.in} "${scheme.name}" (scheme "${name}"), supplied by the connection, never an argument`,
      );
    else if (scheme.type === 'http')
      decisions.push(`auth: HTTP ${scheme.scheme} (scheme "${name}"), supplied by the connection`);
    else if (scheme.type === 'openIdConnect')
      decisions.push(
        `auth: OpenID Connect (scheme "${name}"); its discovery URL is not a hint key, so the user picks the endpoints`,
      );
  }
  const authType = used.map(([, scheme]) => authTypeOf(scheme)).find((t) => t !== null) ?? null;
  if (authType)
    decisions.push(`the connection form's auth type: ${authType} (from the security scheme the operations use)`);
  let setupUrl: string | undefined;
  for (const link of [...describedLinks, ...model.docsUrls]) {
    const clean = link.replace(/[.,;:]+$/, '');
    if (!endpointRefusal(clean)) {
      setupUrl = clean;
      break;
    }
  }
  if (setupUrl)
    decisions.push(
      `setup_url ${setupUrl}: the ${describedLinks.includes(setupUrl) ? "security scheme's" : "document's"} documentation link`,
    );
  if (Object.keys(values).length)
    decisions.push(`connection_hints pre-fill ${Object.keys(values).join(', ')} for the connection "${connection}"`);
  if (!Object.keys(values).length && !setupUrl)
    return {
      hint: null,
      authType,
      decisions: [...decisions, 'no connection hint: nothing the document says passes the hint rules'],
    };
  return { hint: { connection, values, ...(setupUrl ? { setup_url: setupUrl } : {}) }, authType, decisions };
}

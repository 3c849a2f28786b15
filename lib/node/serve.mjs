#!/usr/bin/env node
// Starts the built studio. Loopback by default; any other HOST must come with STUDIO_TOKEN, which the proxy then asks for.
// Every request, static files included, first passes the Host allow-list (lib/studio/server/allowed-hosts.ts): Next's own
// server is wrapped here, so no route (present or added later) is answered for a name the studio does not serve.
// Every response, refusals included, carries the frame headers (lib/studio/server/security-headers.ts).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { isLoopbackHost, listenFailure } = await tsImport('./listen-host.ts', import.meta.url);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? '3000');
// The review server with sign-in (OIDC_* settings): every page then needs a signed-in session (lib/node/auth/gate.ts),
// which stands in for STUDIO_TOKEN off loopback. Settings that are half there stop the start, saying what is missing.
const reviewServer = process.env.PACKSTUDIO_SERVE === '1';
let auth = { mode: 'open' };
if (reviewServer) {
  const { authConfigFromEnv } = await tsImport('./auth/config.ts', import.meta.url);
  try {
    auth = authConfigFromEnv(process.env);
  } catch (error) {
    console.error(`Pack Studio: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
if (!isLoopbackHost(host) && !process.env.STUDIO_TOKEN && auth.mode !== 'oidc') {
  console.error(
    `Pack Studio: refusing to listen on ${host} without STUDIO_TOKEN. Set STUDIO_TOKEN=<a long random secret>, or leave HOST unset to listen on 127.0.0.1 only.`,
  );
  process.exit(1);
}
const { checkHost, hostPolicy, REFUSED_HOST_STATUS } = await tsImport(
  '../studio/server/allowed-hosts.ts',
  import.meta.url,
);
const { FRAME_HEADERS } = await tsImport('../studio/server/security-headers.ts', import.meta.url);
const { policy, invalid } = hostPolicy(process.env);
if (invalid.length) {
  console.error(
    `Pack Studio: STUDIO_ALLOWED_HOSTS has entries that are not host names: ${invalid.map((e) => JSON.stringify(e)).join(', ')}. Write names separated by commas, e.g. studio.lan,.dev.example`,
  );
  process.exit(1);
}

// `packstudio serve`: the review server. Its store opens (and migrates) before the port does, so a database that does
// not answer is one line at start, not a failure at the first upload. The API is answered here, before Next: CI's
// uploads carry a project token instead of the studio's cookie (lib/node/builds-server/api.ts).
let api = null;
let gate = null;
if (reviewServer) {
  const { currentBuildStore } = await tsImport('./builds-server/current.ts', import.meta.url);
  const { handleApi } = await tsImport('./builds-server/api.ts', import.meta.url);
  let store;
  try {
    store = await currentBuildStore();
  } catch (error) {
    console.error(`Pack Studio: the build store cannot be opened: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const publicUrl = process.env.PACKSTUDIO_PUBLIC_URL;
  api = (req, res) => handleApi(req, res, { store, publicUrl, auth });
  if (auth.mode === 'oidc') {
    const { gateRequest } = await tsImport('./auth/gate.ts', import.meta.url);
    const { API_PREFIX } = await tsImport('./builds-server/api.ts', import.meta.url);
    gate = (req, res) => gateRequest(req, res, { store, config: auth, apiPrefix: API_PREFIX });
  }
  console.log(
    `Pack Studio: review server, builds in ${store.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${auth.mode === 'oidc' ? `sign-in through ${auth.issuer.href}` : 'no sign-in (open: loopback or STUDIO_TOKEN)'}`,
  );
}

// Set before Next (and React) load, as `next start` does.
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const { default: next } = await import('next');

// Listen first, so PORT=0 (any free port) gives Next the real port: it forwards some action calls to itself.
let handle = null;
let markReady;
const ready = new Promise((resolve) => (markReady = resolve));
const server = createServer(async (req, res) => {
  // Set first, so no answer leaves without them; the proxy replaces the CSP with a page's full policy.
  for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value);
  const verdict = checkHost(req.headers.host, policy);
  if (!verdict.allowed) {
    res.writeHead(REFUSED_HOST_STATUS, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    res.end(`${verdict.reason}\n`);
    return;
  }
  if (gate && (await gate(req, res))) return;
  if (api && (await api(req, res))) return;
  await ready;
  handle(req, res);
});
// A HOST that does not resolve, or a port in use, is one line saying what to set, never a stack trace.
const refuseToStart = (error) => {
  console.error(listenFailure(error, host, port));
  process.exit(1);
};
// A review server receives CI's uploads of whole registries while it records others: a request may wait for the
// event loop longer than Node's 5-minute default. Headers still have to arrive within headersTimeout (60 s).
if (api) server.requestTimeout = 15 * 60_000;
server.once('error', refuseToStart);
await new Promise((resolve) => server.listen(port, host, resolve));
server.off('error', refuseToStart);
const address = server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const app = next({
  dev: false,
  dir: fileURLToPath(new URL('../..', import.meta.url)),
  hostname: host,
  port: actualPort,
});
await app.prepare();
handle = app.getRequestHandler();
markReady();
console.log(`Pack Studio: http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections());

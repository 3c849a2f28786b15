import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildStore, PackCursor } from '../builds-store/types';
import type { AuthConfig } from '../auth/config';
import { handleAccessRoutes, projectAccess } from './access-api';
import { buildPath, commentFor, unreviewed, withDecisions } from './review';
import { parseUpload, PROJECT_SLUG } from './upload-body';

/** The largest upload body: a 10,000-pack build's reports, with room to spare. */
export const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

export const API_PREFIX = '/api/v1/';

export interface ApiOptions {
  store: BuildStore;
  /** The address links in answers and PR comments start with; else the request's own Host (already allow-listed). */
  publicUrl?: string;
  /** Sign-in settings; absent: open (no sign-in, reads with the project's upload token). */
  auth?: AuthConfig;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The review server's API, for CI and scripts: upload a build, read a project's matrix, a build's packs and its PR
 * comment. An upload carries a project's upload token (`Authorization: Bearer pst_…`); reads and the routes that need
 * a role follow lib/node/builds-server/access-api.ts. Answers false for a path that is not the API's, so
 * lib/node/serve.mjs hands it on to the studio's pages.
 */
export async function handleApi(req: IncomingMessage, res: ServerResponse, options: ApiOptions): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://server');
  if (!url.pathname.startsWith(API_PREFIX)) return false;
  try {
    const route = url.pathname.slice(API_PREFIX.length).split('/').map(decodeSegment);
    const base = options.publicUrl ?? `http://${req.headers.host}`;
    if (route.length === 1 && route[0] === 'builds') {
      if (req.method !== 'POST') throw new HttpError(405, 'builds are uploaded with POST');
      // The token names the project: CI holds one token and nothing else.
      const owner = await tokenOwner(req, options.store);
      if (!owner) throw new HttpError(401, UNAUTHORISED);
      const parsed = parseUpload(await readJson(req));
      if (!parsed.ok) throw new HttpError(422, parsed.error);
      const build = await options.store.recordBuild({
        projectId: owner.project.id,
        tokenId: owner.token.id,
        ...parsed.body,
      });
      return send(res, 201, {
        project: owner.project.slug,
        build,
        url: new URL(buildPath(owner.project.slug, build.id), base).href,
        comment: await commentFor(options.store, owner.project, build, base),
        unreviewed: await unreviewed(options.store, owner.project, build),
      });
    }
    if (route[0] !== 'projects' || !route[1] || !PROJECT_SLUG.test(route[1])) throw new HttpError(404, 'no such API');
    // Who may read, and the routes that need more (decisions, roles, tokens): lib/node/builds-server/access-api.ts.
    const auth = options.auth ?? { mode: 'open' };
    const answer = await projectAccess(req, route[1], options.store, auth);
    if (!answer.ok) throw new HttpError(answer.status, answer.error);
    const project = answer.access.project;
    const [, , section, id, tail] = route;
    if (await handleAccessRoutes(req, res, answer.access, route.slice(2), options.store, auth)) return true;
    if (req.method !== 'GET') throw new HttpError(405, `${req.method} is not answered here`);
    if (section === undefined) {
      const matrix = await options.store.projectMatrix(project.id, {
        afterPack: url.searchParams.get('afterPack') ?? undefined,
        packs: intParam(url, 'packs'),
        builds: intParam(url, 'builds'),
      });
      return send(res, 200, { project, ...matrix });
    }
    if (section === 'builds' && id === undefined)
      return send(res, 200, {
        builds: await options.store.listBuilds(project.id, {
          before: intParam(url, 'before'),
          limit: intParam(url, 'limit'),
        }),
      });
    if (section === 'builds' && /^\d+$/.test(id ?? '')) {
      const build = await options.store.getBuild(project.id, Number(id));
      if (!build) throw new HttpError(404, `no build ${id} in ${project.slug}`);
      if (tail === 'comment.md') return sendText(res, await commentFor(options.store, project, build, base));
      if (tail !== undefined) throw new HttpError(404, 'no such API');
      const rows = await options.store.buildPacks(build.id, { after: cursorParam(url), limit: intParam(url, 'limit') });
      return send(res, 200, { build, packs: await withDecisions(options.store, project, build, rows) });
    }
    throw new HttpError(404, 'no such API');
  } catch (error) {
    if (error instanceof HttpError) return send(res, error.status, { error: error.message });
    console.error('Pack Studio API:', error);
    return send(res, 500, { error: 'the server failed; its log says why' });
  }
}

const UNAUTHORISED = "a project's upload token is needed: Authorization: Bearer pst_…";

/** The project an upload's token names; the only thing a token does (access-api.ts keeps it from reading with sign-in). */
function tokenOwner(req: IncomingMessage, store: BuildStore) {
  const match = /^Bearer (pst_[A-Za-z0-9_-]{1,100})$/.exec(req.headers.authorization ?? '');
  return match ? store.projectOfToken(match[1]!) : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'the address is not valid percent-encoding');
  }
}

function intParam(url: URL, name: string): number | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new HttpError(400, `${name} is a whole number`);
  return Number(value);
}

/** `after=ATTENTION:PACK`, the last row of the page before. */
function cursorParam(url: URL): PackCursor | undefined {
  const value = url.searchParams.get('after');
  if (value === null) return undefined;
  const match = /^([0-2]):(.+)$/s.exec(value);
  if (!match) throw new HttpError(400, 'after is ATTENTION:PACK, from the last row of the page before');
  return { attention: Number(match[1]), pack: match[2]! };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
    throw new HttpError(415, 'an upload is JSON: Content-Type: application/json');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, `an upload is at most ${MAX_UPLOAD_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) {
      req.destroy();
      throw new HttpError(413, `an upload is at most ${MAX_UPLOAD_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'the body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 401 ? { 'www-authenticate': 'Bearer realm="packstudio"' } : {}),
  });
  res.end(JSON.stringify(body));
  return true;
}

function sendText(res: ServerResponse, text: string): true {
  res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
  return true;
}

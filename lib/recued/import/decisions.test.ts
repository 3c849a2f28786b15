import { describe, expect, it } from 'vitest';
import { checkComposition } from '../check';
import { importOpenApi, type ImportOptions } from './import';

/** A small OpenAPI 3.0 document around the given paths (and extra top-level fields). */
function doc(paths: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    openapi: '3.0.3',
    info: { title: 'Acme Tasks', version: '1' },
    servers: [{ url: 'https://api.acme.example/v2' }],
    paths,
    ...extra,
  };
}
const ok200 = (schema: unknown) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });

function run(d: unknown, options: ImportOptions = {}) {
  const r = importOpenApi(d, options);
  if (!r.ok) throw new Error(r.error);
  const pack = JSON.parse(r.text);
  expect(checkComposition(r.text).findings.filter((f) => f.severity === 'error')).toEqual([]);
  return { r, ops: pack.contents[0].composition.operations as any[], pack };
}

describe('what the import decides', () => {
  it('a GET whose path names an action that changes something is a write, and says why', () => {
    const { r, ops } = run(
      doc({
        '/tasks/{id}/send': { get: { responses: ok200({ type: 'object' }) } },
        '/tasks': { get: { responses: ok200({ type: 'array', items: {} }) } },
      }),
    );
    expect(ops.map((o) => [o.op, o.risk, o.approval, o.idempotency])).toEqual([
      ['task.list', 'read', 'never', 'safe'],
      ['task.send', 'write', 'ask', undefined],
    ]);
    expect(r.decisions).toContain(
      'task.send: GET /tasks/{id}/send is a write, because its path names "send"; approval "ask"',
    );
    expect(ops[1].args).toEqual([{ key: 'task_id', type: 'string', required: true, affects_target: true }]);
  });

  it('a GET named by its operationId for a change is a write too, whatever the path says', () => {
    const { ops } = run(doc({ '/builds/{id}': { get: { operationId: 'triggerBuild', responses: {} } } }));
    expect([ops[0].risk, ops[0].approval]).toEqual(['write', 'ask']);
  });

  it('a GET named for a change wrap gates by class (demote, migrate, deprecate, expose) is a write: one vocabulary', () => {
    const { ops } = run(
      doc({
        '/nodes/{id}/demote': { get: { responses: {} } },
        '/stores/{id}/migrate': { get: { responses: {} } },
        '/nodes': { get: { responses: ok200({ type: 'array', items: {} }) } },
      }),
    );
    expect(ops.map((o) => [o.op, o.risk])).toEqual([
      ['node.list', 'read'],
      ['node.demote', 'write'],
      ['store.migrate', 'write'],
    ]);
  });

  it('POST to an action after an id is the action on that record; PUT is idempotent, POST is not', () => {
    const { ops } = run(
      doc({
        '/tasks/{task_id}/complete': { post: { responses: {} } },
        '/tasks/{task_id}': { put: { responses: {} }, patch: { responses: {} } },
      }),
    );
    expect(ops.map((o) => [o.op, o.idempotency ?? null, o.bind.path_template])).toEqual([
      ['task.replace', 'idempotent', '/v2/tasks/{{task_id}}'],
      ['task.update', null, '/v2/tasks/{{task_id}}'],
      ['task.complete', null, '/v2/tasks/{{task_id}}/complete'],
    ]);
  });

  it('affects_target marks the record a write changes, never the parent a create adds under', () => {
    const { ops } = run(
      doc({
        '/projects/{project_id}/tasks': { post: { responses: {} } },
        '/projects/{project_id}/tasks/{task_id}': { delete: { responses: {} } },
      }),
    );
    expect(
      ops.map((o) => [
        o.op,
        o.args.map((a: { key: string; affects_target?: true }) => `${a.key}${a.affects_target ? '*' : ''}`),
      ]),
    ).toEqual([
      ['task.create', ['project_id']],
      ['task.delete', ['project_id', 'task_id*']],
    ]);
  });

  it('a required field-selection parameter becomes static_query asking for every field of the records', () => {
    const records = {
      type: 'object',
      properties: { items: { type: 'array', items: { properties: { id: {}, title: {}, done: {} } } } },
    };
    const { ops, r } = run(
      doc({
        '/tasks': {
          get: {
            parameters: [{ name: 'fields', in: 'query', required: true, schema: { type: 'string' } }],
            responses: ok200(records),
          },
        },
      }),
    );
    expect(ops[0].bind.static_query).toEqual({ fields: 'id,title,done' });
    expect(ops[0].result_path).toBe('items');
    expect(ops[0].args).toEqual([]);
    expect(r.decisions.some((d) => d.startsWith('task.list: static_query fields=id,title,done'))).toBe(true);
  });

  it('a required query parameter the document fixes goes to static_query; others are required query.x args', () => {
    const { ops } = run(
      doc({
        '/tasks': {
          get: {
            parameters: [
              { name: 'api-version', in: 'query', required: true, schema: { type: 'string', enum: ['2024-01-01'] } },
              { name: 'project', in: 'query', required: true, schema: { type: 'string' } },
              { name: 'state', in: 'query', schema: { type: 'string', enum: ['open', 'done'] } },
            ],
            responses: {},
          },
        },
      }),
    );
    expect(ops[0].bind.static_query).toEqual({ 'api-version': '2024-01-01' });
    expect(ops[0].args).toEqual([
      { key: 'query.project', type: 'string', required: true },
      { key: 'query.state', type: 'string', enum: ['open', 'done'] },
    ]);
  });

  it('an operation the composition cannot express is left out with the reason, never imported half', () => {
    const { r } = run(
      doc({
        '/files': {
          post: { requestBody: { required: true, content: { 'multipart/form-data': { schema: {} } } }, responses: {} },
          get: { responses: {} },
        },
        '/tags': {
          post: { requestBody: { content: { 'application/json': { schema: { type: 'array' } } } }, responses: {} },
        },
      }),
    );
    expect(r.leftOut).toEqual([
      {
        operation: 'POST /files',
        reason: 'its request body is multipart/form-data; a composition sends a JSON body (body.x)',
      },
      { operation: 'POST /tags', reason: 'its JSON body is an array, which body.x arguments cannot make' },
    ]);
  });

  it('at most --ops N, reads favoured but room left for writes, resource by resource; --include narrows the candidates', () => {
    const paths: Record<string, unknown> = {};
    for (const r of ['alphas', 'betas', 'gammas', 'deltas'])
      paths[`/${r}`] = { get: { responses: {} }, post: { responses: {} } };
    const { r } = run(doc(paths), { ops: 5 });
    expect(r.operations.map((o) => o.op)).toEqual([
      'alpha.list',
      'alpha.create',
      'beta.list',
      'beta.create',
      'gamma.list',
    ]);
    expect(r.leftOut.map((l) => l.reason)).toContain('over the --ops 5 limit (read, delta.list)');
    const only = run(doc(paths), { include: ['gamma.*'] }).r;
    expect(only.operations.map((o) => o.op)).toEqual(['gamma.list', 'gamma.create']);
  });

  it('server variables take their defaults and the other servers are named', () => {
    const { r, pack } = run(
      doc(
        { '/tasks': { get: { responses: {} } } },
        {
          servers: [
            { url: 'http://legacy.acme.example' },
            {
              url: 'https://{region}.acme.example/api/{version}',
              variables: { region: { default: 'eu' }, version: { enum: ['v3', 'v2'] } },
            },
          ],
        },
      ),
    );
    expect(pack.contents[0].composition.ingredients[0].http.base).toBe('https://eu.acme.example');
    expect(r.operations[0].path_template).toBe('/api/v3/tasks');
    expect(r.decisions).toContain('server variables take their defaults: region=eu, version=v3');
    expect(r.decisions).toContain('other servers not used: http://legacy.acme.example');
  });

  it('a path key without its leading slash, or with a #fragment, joins the prefix as the path that is sent', () => {
    const { r } = run(doc({ pets: { get: { responses: {} } }, '/#Action=List': { post: { responses: {} } } }));
    expect(r.operations.map((o) => o.path_template)).toEqual(['/v2/pets', '/v2/']);
  });

  it('a relative server takes its origin from --base; a --base that is not an origin is refused', () => {
    const relative = doc({ '/tasks': { get: { responses: {} } } }, { servers: [{ url: '/api' }] });
    expect(importOpenApi(relative)).toMatchObject({
      ok: false,
      usage: true,
      error: expect.stringContaining('no https server'),
    });
    expect(run(relative, { base: 'https://acme.example' }).r.operations[0].path_template).toBe('/api/tasks');
    expect(importOpenApi(relative, { base: 'https://acme.example/?x=1' })).toMatchObject({ ok: false, usage: true });
  });

  it('OAuth scopes asked by the operations fill auth.scope; a private token URL is not hinted and said so', () => {
    const { pack, r } = run(
      doc(
        { '/tasks': { get: { security: [{ oauth: ['tasks.read'] }], responses: {} } } },
        {
          components: {
            securitySchemes: {
              oauth: {
                type: 'oauth2',
                description: 'Get a token at https://acme.example/developers/tokens.',
                flows: {
                  clientCredentials: {
                    tokenUrl: 'https://10.0.0.5/token',
                    scopes: { 'tasks.read': '', 'tasks.write': '' },
                  },
                },
              },
            },
          },
        },
      ),
    );
    expect(pack.connection_hints).toEqual([
      {
        connection: 'acme',
        values: { 'config.base_url': 'https://api.acme.example', 'auth.scope': 'tasks.read' },
        setup_url: 'https://acme.example/developers/tokens',
      },
    ]);
    expect(
      r.decisions.some((d) => d.startsWith('hint auth.token_endpoint not set') && d.includes('private address')),
    ).toBe(true);
  });

  it('a document that is not an API description, or has no operations, is one clear line', () => {
    expect(importOpenApi({ name: 'pkg', version: '1.0.0' })).toEqual({
      ok: false,
      error:
        'not an API description: it has neither "openapi" nor "swagger" at the top level, so it is not an OpenAPI or Swagger description',
    });
    expect(importOpenApi({ openapi: '4.0', paths: {} })).toMatchObject({
      ok: false,
      error: expect.stringContaining('"openapi": "4.0"'),
    });
    expect(importOpenApi(doc({}, { webhooks: { a: {} } }))).toEqual({
      ok: false,
      error:
        'the OpenAPI 3.0.3 document "Acme Tasks" describes no operations under "paths" (its 1 webhook(s) are calls the API makes, not ones a pack makes)',
    });
  });
});

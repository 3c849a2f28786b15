import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bindingNotes, previewRequest, restOperations, shellQuote, type RestOperation } from './request-preview';

const acme = JSON.parse(readFileSync(new URL('../../packs/acme-tasks/pack.json', import.meta.url), 'utf8'));
const [list, complete] = restOperations(acme);

function op(patch: Partial<RestOperation>): RestOperation {
  return { ...complete, ...patch };
}

describe('the request an http operation sends', () => {
  it('a read: base + path_template, static_query then query args, encoded; the auth header named and masked', () => {
    const r = previewRequest(list, { 'query.assignee': 'ann & bob' });
    expect(r.method).toBe('GET');
    expect(r.url).toBe('https://api.acme.example/v1/tasks?limit=100&assignee=ann+%26+bob');
    expect(r.headers).toEqual([
      { name: 'Accept', value: 'application/json', masked: false, from: 'static_headers' },
      { name: 'Authorization', value: '••••', masked: true, from: 'connection' },
    ]);
    expect(r.body).toBeNull();
    expect(r.notes).toEqual([]);
    expect(r.curl).toBe(
      `curl 'https://api.acme.example/v1/tasks?limit=100&assignee=ann+%26+bob' --header 'Accept: application/json' --header "Authorization: $API_TOKEN"`,
    );
  });

  it('a write: path values encoded into the path, body.x arguments as a JSON body, missing required ones listed', () => {
    expect(previewRequest(complete, {}).missing).toEqual(['task_id']);
    const r = previewRequest(complete, { task_id: 'T/1', 'body.note': "it's done" });
    expect(r.url).toBe('https://api.acme.example/v1/tasks/T%2F1/complete');
    expect(r.body).toEqual({ note: "it's done" });
    expect(r.headers.at(-1)).toEqual({ name: 'Content-Type', value: 'application/json', masked: false, from: 'body' });
    expect(r.curl).toBe(
      `curl --request POST https://api.acme.example/v1/tasks/T%2F1/complete --header "Authorization: $API_TOKEN" --header 'Content-Type: application/json' --data '{"note":"it'\\''s done"}'`,
    );
  });

  it('a path value of dots is refused, not sent: `..` cannot climb out of the path the approval card shows', () => {
    // encodeURIComponent leaves dots alone, and URL parsers remove a `.`/`..` segment, `%2e` too:
    // /tasks/../complete would preview, and be sent, as /v1/complete.
    for (const value of ['..', '.', '%2e%2E', '.%2E', '%2e']) {
      const r = previewRequest(complete, { task_id: value });
      expect(r.refused).toEqual(['task_id']);
      expect(r.url).toBe('https://api.acme.example/v1/tasks/{{task_id}}/complete');
      expect(r.missing).toEqual([]);
    }
    // Dots inside a value, or more than two, are an ordinary segment.
    for (const value of ['...', 'a..b', '.hidden']) {
      const r = previewRequest(complete, { task_id: value });
      expect(r.refused).toEqual([]);
      expect(new URL(r.url).pathname).toBe(`/v1/tasks/${value}/complete`);
    }
  });

  it('typed values: numbers, booleans, arrays and nested body keys', () => {
    const typedOp = op({
      args: [
        { key: 'task_id', type: 'string', required: true, description: null, place: 'path' },
        { key: 'body.count', type: 'integer', required: false, description: null, place: 'body' },
        { key: 'body.meta.done', type: 'boolean', required: false, description: null, place: 'body' },
        { key: 'query.tags', type: 'array', required: false, description: null, place: 'query' },
      ],
    });
    const r = previewRequest(typedOp, {
      task_id: '7',
      'body.count': '3',
      'body.meta.done': 'true',
      'query.tags': 'a, b',
    });
    expect(r.body).toEqual({ count: 3, meta: { done: true } });
    expect(r.url).toBe('https://api.acme.example/v1/tasks/7/complete?tags=a%2Cb');
  });

  it('a base with a path loses its prefix for a path starting with /, exactly as web addresses join', () => {
    const r = previewRequest(op({ base: 'https://api.acme.example/v1' }), { task_id: '1' });
    expect(r.url).toBe('https://api.acme.example/v1/tasks/1/complete');
    const dropped = previewRequest(op({ base: 'https://api.acme.example/v2', pathTemplate: '/tasks/{{task_id}}' }), {
      task_id: '1',
    });
    expect(dropped.url).toBe('https://api.acme.example/tasks/1');
  });

  it('shell quoting keeps every word one argv word', () => {
    expect(shellQuote('plain-word')).toBe('plain-word');
    expect(shellQuote("a b'c $HOME")).toBe(`'a b'\\''c $HOME'`);
  });
});

describe('what a binding gets wrong', () => {
  it('an argument never used, a path variable with no argument, a query argument that collides with static_query', () => {
    const broken = restOperations({
      ...acme,
      contents: [
        {
          type: 'composition',
          composition: {
            ...acme.contents[0].composition,
            operations: [
              {
                op: 'task.list',
                ingredient: 'acme-catalog',
                args: [
                  { key: 'assignee', type: 'string' },
                  { key: 'query.limit', type: 'integer' },
                ],
                bind: {
                  kind: 'rest',
                  method: 'GET',
                  path_template: '/v1/projects/{{project_id}}/tasks',
                  static_query: { limit: '100' },
                },
              },
            ],
          },
        },
      ],
    });
    expect(bindingNotes(broken[0])).toEqual([
      {
        kind: 'path-variable-without-arg',
        check: 'C-path-variable',
        message:
          '{{project_id}} in path_template "/v1/projects/{{project_id}}/tasks" has no argument, so the request goes out with the hole in it.',
      },
      {
        kind: 'unused-arg',
        check: null,
        message:
          '"assignee" is never used: it is not a {{assignee}} in path_template, and a query or body argument is written "query.assignee" or "body.assignee".',
      },
      {
        kind: 'query-collides-static',
        check: null,
        message:
          '"query.limit" collides with static_query "limit": the request carries the parameter twice, and which one the vendor reads is its own choice.',
      },
    ]);
    expect(previewRequest(broken[0], { 'query.limit': '5' }).url).toBe(
      'https://api.acme.example/v1/projects/{{project_id}}/tasks?limit=100&limit=5',
    );
  });

  it('the example pack binds every argument it declares', () => {
    expect(restOperations(acme).flatMap(bindingNotes)).toEqual([]);
  });
});

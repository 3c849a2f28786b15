import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approvalView, joinedPrefix, needsApproval, templateParts } from './ui-approval';
import { compositionView } from './ui-model';

const view = (id: string) => compositionView(JSON.parse(readFileSync(`packs/${id}/pack.json`, 'utf8')));

describe('templateParts', () => {
  it('splits {{name}} and {name} placeholders and fills the given values', () => {
    expect(templateParts('/v1/tasks/{{task_id}}/complete', { task_id: 'T 1' }, true)).toEqual([
      { text: '/v1/tasks/' },
      { arg: 'task_id', value: 'T%201' },
      { text: '/complete' },
    ]);
    expect(templateParts('opencode run {prompt}', {})).toEqual([
      { text: 'opencode run ' },
      { arg: 'prompt', value: null },
    ]);
    expect(templateParts('/plain', {})).toEqual([{ text: '/plain' }]);
  });

  it('leaves a dot-segment path value unfilled, so the approval card never shows a path that climbs', () => {
    for (const value of ['..', '.', '%2E%2e'])
      expect(templateParts('/v1/tasks/{{task_id}}', { task_id: value }, true)[1]).toEqual({
        arg: 'task_id',
        value: null,
      });
    // On a command line (no encode) `..` is an ordinary argument; in a path, dots inside a value are too.
    expect(templateParts('run {dir}', { dir: '..' })[1]).toEqual({ arg: 'dir', value: '..' });
    expect(templateParts('/v1/{{f}}', { f: 'a..b' }, true)[1]).toEqual({ arg: 'f', value: 'a..b' });
  });
});

describe('joinedPrefix', () => {
  it('keeps only the origin for a path starting with "/", as web addresses join', () => {
    expect(joinedPrefix('https://api.acme.example', '/v1/tasks')).toBe('https://api.acme.example');
    expect(joinedPrefix('https://api.acme.example/v2/', '/tasks')).toBe('https://api.acme.example');
    expect(joinedPrefix('https://api.acme.example/v2/', 'tasks')).toBe('https://api.acme.example/v2/');
    expect(joinedPrefix('https://api.acme.example/v2', 'tasks')).toBe('https://api.acme.example/');
    expect(joinedPrefix(null, '/x')).toBe('');
    expect(joinedPrefix('not a url/', '/x')).toBe('not a url');
  });
});

describe('approvalView', () => {
  it('draws task.complete: its description, the target argument, the filled request, asked first', () => {
    const v = view('acme-tasks');
    const complete = v.operations[1];
    expect(needsApproval(complete)).toBe(true);
    expect(needsApproval(v.operations[0])).toBe(false);
    const card = approvalView(complete, 'https://api.acme.example', 'Acme Tasks', { task_id: '42' });
    expect(card).toMatchObject({
      op: 'task.complete',
      title: 'Mark one Acme task complete.',
      targets: ['task_id'],
      destructive: false,
      gate: { mode: 'always', label: 'Asks before it runs' },
    });
    expect(card.gate.detail).toMatch(/^approval: "ask": asks for approval before it runs/);
    // The optional note not given is not part of the call: left out of the card, named as such.
    expect(card.fields.map((f) => [f.name, f.value, f.required])).toEqual([['task_id', '42', true]]);
    expect(card.omitted).toEqual(['body.note']);
    expect(card.actsOn).toEqual({
      path: [
        { resource: 'tasks', ids: [{ arg: 'task_id', value: '42' }] },
        { resource: 'complete', ids: [] },
      ],
      body: [],
    });
    const noted = approvalView(complete, null, 'Acme Tasks', { note: '', 'body.note': 'done' });
    expect(noted.fields.map((f) => f.name)).toEqual(['task_id', 'body.note']);
    expect(noted.actsOn?.body).toEqual([{ name: 'note', value: 'done', required: false }]);
    expect(card.request).toEqual({
      method: 'POST',
      prefix: 'https://api.acme.example',
      parts: [{ text: '/v1/tasks/' }, { arg: 'task_id', value: '42' }, { text: '/complete' }],
    });
  });

  it('draws a cli write with its argv, and "always" as always asked', () => {
    const run = view('opencode').operations[1];
    const card = approvalView({ ...run, approval: 'always' }, null, 'OpenCode', { prompt: 'fix the tests' });
    expect(card.gate).toMatchObject({ mode: 'always', label: 'Always asks' });
    expect(card.request).toEqual({
      method: null,
      prefix: '',
      parts: [{ text: 'opencode run ' }, { arg: 'prompt', value: 'fix the tests' }],
    });
    expect(card.targets).toEqual(['dir']);
    expect(card.actsOn).toBeNull();
  });

  it('draws a DELETE as a removal, and an op without a binding with no request line', () => {
    const row = { ...view('acme-tasks').operations[1], method: 'DELETE' };
    expect(approvalView(row, null, 'p', {}).destructive).toBe(true);
    expect(approvalView({ ...row, template: null }, null, 'p', {}).request).toBeNull();
  });

  it('draws an imported create by what it acts on, its required and given fields, none of the optional ones left empty', async () => {
    const { importOpenApi } = await import('./import/import');
    const r = importOpenApi({
      openapi: '3.0.3',
      info: { title: 'Hub', version: '1' },
      servers: [{ url: 'https://api.hub.example/v3' }],
      paths: {
        '/repos/{owner}/{repo}/issues': {
          post: {
            summary: 'Create an issue',
            parameters: [{ name: 'dry_run', in: 'query', schema: { type: 'boolean' } }],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['title'],
                    properties: {
                      title: { type: 'string' },
                      body: { type: 'string' },
                      labels: { type: 'array', items: { type: 'string' } },
                      milestone: { type: 'integer' },
                    },
                  },
                },
              },
            },
            responses: { '201': { description: 'created' } },
          },
        },
      },
    });
    if (!r.ok) throw new Error(r.error);
    const create = compositionView(JSON.parse(r.text)).operations[0]!;
    expect(needsApproval(create)).toBe(true);
    const card = approvalView(create, 'https://api.hub.example', 'Hub', {
      owner: 'acme',
      'body.title': 'Broken build',
    });
    // Before: every optional argument (dry_run, body, labels, milestone) was listed as "not given", and nothing said
    // which repository the issue is created in.
    expect(card.actsOn?.path).toEqual([
      {
        resource: 'repos',
        ids: [
          { arg: 'owner', value: 'acme' },
          { arg: 'repo', value: null },
        ],
      },
      { resource: 'issues', ids: [] },
    ]);
    expect(card.fields.every((f) => f.required || f.value !== null)).toBe(true);
    expect(card.actsOn?.body).toEqual([{ name: 'title', value: 'Broken build', required: true }]);
    expect(card.omitted).toEqual(expect.arrayContaining(['body.body', 'body.labels', 'body.milestone']));
    expect(card.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['owner', 'repo']));
  });
});

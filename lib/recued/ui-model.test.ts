import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compositionView, ingredientBase } from './ui-model';
import { httpPackValue } from './test-fixtures';

const packFile = (id: string): unknown => JSON.parse(readFileSync(`packs/${id}/pack.json`, 'utf8'));

describe('compositionView', () => {
  it('reads acme-tasks: two operations in words, the http ingredient and its connection', () => {
    const view = compositionView(packFile('acme-tasks'));
    expect(view).toMatchObject({
      name: 'Acme Tasks',
      slug: 'acme-tasks',
      publisher: 'local',
      connections: ['acme'],
      cli: [],
    });
    expect(view.http).toEqual([{ slug: 'acme-catalog', base: 'https://api.acme.example', connection: 'acme' }]);
    const [list, complete] = view.operations;
    expect(list).toMatchObject({
      op: 'task.list',
      pointer: '/contents/0/composition/operations/0',
      request: 'GET /v1/tasks',
      bindKind: 'rest',
      risk: 'read',
    });
    expect(list.summary.risk).toBe('Reads data; changes nothing');
    expect(complete).toMatchObject({
      op: 'task.complete',
      request: 'POST /v1/tasks/{{task_id}}/complete',
      method: 'POST',
      approval: 'ask',
    });
    expect(complete.args).toEqual([
      { key: 'task_id', type: 'string', required: true, affectsTarget: true, description: null },
      { key: 'body.note', type: 'string', required: false, affectsTarget: false, description: null },
    ]);
    expect(ingredientBase(view, 'acme-catalog')).toBe('https://api.acme.example');
    expect(ingredientBase(view, 'other')).toBeNull();
  });

  it('reads opencode: the cli ingredient with its tested range and install commands, argv requests', () => {
    const view = compositionView(packFile('opencode'));
    expect(view.cli).toHaveLength(1);
    expect(view.cli[0]).toMatchObject({
      slug: 'opencode',
      tool: 'opencode',
      tested: 'from 1.18.35, before 2.0.0',
      outside: 'refuse',
    });
    expect(view.cli[0].commands.windows.map((l) => (l.kind === 'command' ? l.command : l.url))).toEqual([
      'npm install -g opencode-ai@1',
      'https://opencode.ai/docs',
    ]);
    expect(view.operations[1]).toMatchObject({
      op: 'agent.run',
      request: 'opencode run {prompt}',
      template: ['opencode', 'run', '{prompt}'],
    });
    expect(view.operations[1].summary.timeout).toMatch(/No time limit/);
    expect(view.connections).toEqual([]);
  });

  it('never throws on half-typed or wrong-typed documents', () => {
    for (const value of [
      null,
      42,
      'x',
      [],
      {},
      { contents: 'x' },
      {
        contents: [
          { composition: { operations: [7, { op: 3, args: 'x', bind: [] }], ingredients: [{ kind: 'cli', cli: 5 }] } },
        ],
      },
    ]) {
      const view = compositionView(value);
      expect(Array.isArray(view.operations)).toBe(true);
    }
    const odd = compositionView({
      contents: [{ composition: { operations: [{ args: [{ key: 'a' }, { nokey: 1 }] }] } }],
    });
    expect(odd.operations[0]).toMatchObject({
      op: 'operation 1',
      request: null,
      args: [{ key: 'a', required: false }],
    });
  });

  it('lists connections a hint names even when no ingredient uses them', () => {
    const p = httpPackValue();
    p.connection_hints.push({ connection: 'other', values: {} });
    expect(compositionView(p).connections).toEqual(['acme', 'other']);
  });
});

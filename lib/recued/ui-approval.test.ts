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
    expect(card.fields.map((f) => [f.name, f.value, f.required])).toEqual([
      ['task_id', '42', true],
      ['body.note', null, false],
    ]);
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
  });

  it('draws a DELETE as a removal, and an op without a binding with no request line', () => {
    const row = { ...view('acme-tasks').operations[1], method: 'DELETE' };
    expect(approvalView(row, null, 'p', {}).destructive).toBe(true);
    expect(approvalView({ ...row, template: null }, null, 'p', {}).request).toBeNull();
  });
});

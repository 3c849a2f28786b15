import { describe, expect, it } from 'vitest';
import { candidatesOf, chooseOperations, otherServer } from './choose';
import { readModel } from './model';
import { CLI_WORDS } from './option-words';
import { chooseBase, type BaseChoice } from './servers';

const ok = { responses: { '200': { description: 'ok' } } };
const doc = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.pets.example' }],
  paths: {
    '/pets': { get: { tags: ['pets'], ...ok }, post: { tags: ['pets'], ...ok } },
    '/pets/{id}': { get: { tags: ['pets'], ...ok }, delete: { tags: ['pets'], ...ok } },
    '/uploads': { get: { tags: ['files'], servers: [{ url: 'https://files.pets.example' }], ...ok } },
  },
};
const model = readModel(doc);
const base = chooseBase(model.servers) as { ok: true } & BaseChoice;

describe('candidatesOf', () => {
  it("leaves out, in the document's order, what --include does not match and what another origin serves", () => {
    const { candidates, leftOut } = candidatesOf(model, base, { include: ['*pet*'] }, CLI_WORDS);
    expect(candidates.map((c) => `${c.op.method} ${c.op.path}`)).toEqual([
      'GET /pets',
      'POST /pets',
      'GET /pets/{id}',
      'DELETE /pets/{id}',
    ]);
    expect(leftOut).toEqual([{ operation: 'GET /uploads', reason: 'not matched by --include *pet*' }]);
  });

  it('says which server an operation is served from when it is not the base', () => {
    const { leftOut } = candidatesOf(model, base, {}, CLI_WORDS);
    expect(leftOut).toEqual([
      {
        operation: 'GET /uploads',
        reason:
          'it is served from https://files.pets.example, not https://api.pets.example (one ingredient has one base)',
      },
    ]);
  });

  it('takes every operation when a base is given: the caller chose where the API is', () => {
    expect(candidatesOf(model, base, { base: 'https://x.example' }, CLI_WORDS).leftOut).toEqual([]);
  });
});

describe('chooseOperations', () => {
  it('takes at most the limit, builds each one taken, and leaves out the rest as over the limit', () => {
    const { candidates } = candidatesOf(model, base, {}, CLI_WORDS);
    const { chosen, built, leftOut } = chooseOperations(
      model,
      candidates,
      { slug: 'pets', prefix: '', max: 2 },
      CLI_WORDS,
    );
    expect(chosen).toHaveLength(2);
    expect(chosen.every((c) => built.has(c.op))).toBe(true);
    expect(leftOut).toHaveLength(candidates.length - 2);
    expect(leftOut.every((l) => l.reason.startsWith(`over ${CLI_WORDS.opsLimit(2)}`))).toBe(true);
  });
});

describe('otherServer', () => {
  it('is undefined for an operation without servers, on the origin, or with a relative server', () => {
    const [list] = model.operations;
    expect(otherServer(list!, base.origin)).toBeUndefined();
    expect(otherServer({ ...list!, servers: [{ url: '/v2', variables: {} }] }, base.origin)).toBeUndefined();
    expect(
      otherServer({ ...list!, servers: [{ url: 'https://api.pets.example/v2', variables: {} }] }, base.origin),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { hasExternalRefs, lazyRefs } from './lazy-refs';

const doc = {
  paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } },
  components: {
    responses: {
      Ok: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
    },
    schemas: {
      Node: {
        type: 'object',
        properties: { next: { $ref: '#/components/schemas/Node' }, tag: { $ref: '#/components/schemas/a~1b' } },
      },
      'a/b': { type: 'string' },
      Chain: { $ref: '#/components/schemas/Node' },
      Gone: { $ref: '#/components/schemas/Nope' },
    },
  },
};

describe('$refs resolved as they are read', () => {
  it('reads a $ref as what it points at, escaped pointers and chains included', () => {
    const view = lazyRefs(doc) as any;
    const schema = view.paths['/a'].get.responses['200'].content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.properties.tag).toEqual({ type: 'string' });
    expect(view.components.schemas.Chain.type).toBe('object');
  });

  it('keeps one view per object, so a cycle is the same object again', () => {
    const node = (lazyRefs(doc) as any).components.schemas.Node;
    expect(node.properties.next).toBe(node);
    expect(node.properties.next.properties.next).toBe(node);
  });

  it('a $ref that points at nothing reads as an empty object', () => {
    expect({ ...(lazyRefs(doc) as any).components.schemas.Gone }).toEqual({});
  });

  it('tells a document whose $refs leave it from one whose $refs stay inside', () => {
    expect(hasExternalRefs(doc)).toBe(false);
    expect(hasExternalRefs({ a: [{ b: { $ref: 'Pet.yaml' } }] })).toBe(true);
    expect(hasExternalRefs({ a: { $ref: 'https://example.com/x.json#/Pet' } })).toBe(true);
  });
});

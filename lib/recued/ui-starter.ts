import { jsonFileText } from '../json/edit';
import { DEFAULT_PUBLISHER } from './vocabulary';

/** A pack.json to start from when a Recued pack folder has none: one http ingredient, one read, clean as written. */
export function starterPack(slug: string, publisher: string = DEFAULT_PUBLISHER): string {
  const name = slug.replace(/[-_.]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  const pack = {
    manifest_version: 2,
    artifact_type: 'pack',
    pack_kind: 'app_pack',
    slug,
    publisher,
    name,
    description: `Read ${name} records.`,
    version: 1,
    recipes: [],
    tags: [],
    contents: [
      {
        type: 'composition',
        composition: {
          schema_version: 1,
          slug,
          catalog_kind: 'official',
          ingredients: [
            { slug, kind: 'http', http: { base: 'https://api.example.com', connection: slug }, entities: {} },
          ],
          operations: [
            {
              op: 'item.list',
              ingredient: slug,
              risk: 'read',
              approval: 'never',
              idempotency: 'safe',
              description: `List ${name} items.`,
              args: [],
              bind: { kind: 'rest', method: 'GET', path_template: '/v1/items' },
            },
          ],
        },
      },
    ],
  };
  return jsonFileText(pack);
}

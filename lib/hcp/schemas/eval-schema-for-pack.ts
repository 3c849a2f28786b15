import type { CommandView } from '../model';
import { hcpJsonSchemas } from './json-schemas';

type JsonSchema = Record<string, unknown>;

/**
 * hcp.eval.json's JSON Schema narrowed to one pack: `verb` completes (and is checked) against the pack's own
 * commands, and each case's `args` completes with that command's argument names, descriptions and examples.
 * Built from the live surface.json, so the editor follows a rename as the author types.
 */
export function evalSchemaForPack(commands: readonly Pick<CommandView, 'key' | 'description' | 'args'>[]): JsonSchema {
  const schema = structuredClone(hcpJsonSchemas()['hcp.eval.json']) as JsonSchema;
  const item = ((schema.properties as JsonSchema).cases as JsonSchema).items as JsonSchema;
  if (commands.length === 0) return schema;
  const properties = item.properties as JsonSchema;
  properties.verb = {
    type: 'string',
    description: 'A command of this pack, as surface.json names it.',
    enum: commands.map((c) => c.key),
    markdownEnumDescriptions: commands.map((c) => c.description ?? ''),
  };
  item.allOf = commands.map((c) => ({
    if: { properties: { verb: { const: c.key } }, required: ['verb'] },
    then: {
      properties: {
        args: {
          type: 'object',
          properties: Object.fromEntries(
            c.args.map((a) => [
              a.name,
              {
                ...(a.type ? { type: a.type } : {}),
                ...(a.description ? { description: `${a.required ? 'Required. ' : ''}${a.description}` } : {}),
                ...(a.examples.length ? { examples: a.examples } : {}),
              },
            ]),
          ),
        },
      },
    },
  }));
  return schema;
}

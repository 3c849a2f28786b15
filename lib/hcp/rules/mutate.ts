import fc from 'fast-check';
import type { HcpPackFile } from '../../formats/hcp/files';
import type { PackTexts } from '../load';

/** Property-test input: a real pack with a few values anywhere in its JSON replaced by arbitrary JSON, and stray Skill lines. */
type Path = (string | number)[];

function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
  return [at];
}

function setAt(doc: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = doc as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return doc;
}

const JSON_FILES: HcpPackFile[] = ['surface.json', 'policy.json', 'hcp.eval.json'];

const jsonEdit = fc.record({
  file: fc.constantFrom(...JSON_FILES),
  at: fc.nat(),
  value: fc.jsonValue({ maxDepth: 3 }),
});
const skillEdit = fc.record({
  at: fc.nat(),
  line: fc.oneof(
    fc.string(),
    fc.constantFrom('# HCP — x', '## Anti-patterns', '| `list` |', '```', '- Do not', 'ledger status'),
  ),
});

export function mutatedPack(base: PackTexts): fc.Arbitrary<PackTexts> {
  return fc.tuple(fc.array(jsonEdit, { maxLength: 3 }), fc.array(skillEdit, { maxLength: 3 })).map(([edits, lines]) => {
    const texts: PackTexts = { ...base };
    for (const { file, at, value } of edits) {
      if (texts[file] === undefined) continue;
      const doc = JSON.parse(texts[file]!);
      const paths = pathsOf(doc);
      texts[file] = JSON.stringify(setAt(doc, paths[at % paths.length], value));
    }
    const skill = (texts['HARNESS.md'] ?? '').split('\n');
    for (const { at, line } of lines) skill.splice(at % (skill.length + 1), 0, line);
    texts['HARNESS.md'] = skill.join('\n');
    return texts;
  });
}

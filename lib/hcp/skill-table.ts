import { cellText, type SkillDoc, type Table } from '../markdown/skill';

/** The hot-path table: the first table under a heading that says "hot path", else the first table of the Skill. */
export function hotPathTable(doc: SkillDoc): Table | undefined {
  return doc.tables.find((t) => t.section && /hot[\s-]?path/i.test(t.section.text)) ?? doc.tables[0];
}

export function hotPathCommands(doc: SkillDoc): string[] {
  return (
    hotPathTable(doc)
      ?.rows.map((r) => cellText(r.cells[0] ?? ''))
      .filter(Boolean) ?? []
  );
}

import { expectedTitle, skillName } from '../../skill-lines';
import { createRule } from '../create';
import { LEDGER_SKILL, ledgerExample } from '../example';

export const s001Title = createRule({
  id: 'S001',
  category: 'skill',
  severity: 'warn',
  docs: {
    title: 'Title is `# HCP — <Name>`',
    why: 'Hosts find and list Skills by this exact line; the name ties the Skill to its manifest.',
    ...ledgerExample('HARNESS.md', {
      incorrect: [[LEDGER_SKILL.title, '# Ledger CLI - notes']],
      correct: {},
    }),
    fix: 'Make the first line of HARNESS.md "# HCP — <Name>", with an em dash and the manifest\'s name (or id), e.g. "# HCP — Ledger".',
  },
  check: ({ skill, model }) => {
    if (!skill) return [];
    const want = expectedTitle(model);
    const names = [model.name, model.id].filter((n): n is string => !!n);
    const title = skill.title;
    const m = title && /^HCP — (\S.*)$/.exec(title.text);
    if (m && (names.length === 0 || names.includes(m[1]))) return [];
    return [
      {
        file: 'HARNESS.md',
        pointer: title?.text ?? '',
        line: title?.line ?? 1,
        message: title
          ? `Title is "# ${title.text}"; expected "${want}".`
          : `HARNESS.md has no "# " title line; expected "${want}".`,
        fix: title
          ? `Replace line ${title.line} with "${want}" (an em dash, and the manifest name ${skillName(model) ? `"${skillName(model)}"` : 'or id'}).`
          : `Insert "${want}" as the first line of HARNESS.md.`,
      },
    ];
  },
});

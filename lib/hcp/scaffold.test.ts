import { describe, expect, it } from 'vitest';
import { checkStatic } from './check';
import { loadPackFromTexts } from './load';
import { scaffoldPack } from './scaffold';

describe('the new-pack template', () => {
  const findings = checkStatic(loadPackFromTexts(scaffoldPack('my-cli')));

  it('raises only the TODO findings an author must replace (M018 for the template commands, M021 per TODO, E005 per TODO eval argument)', () => {
    expect([...new Set(findings.map((f) => f.id))].sort()).toEqual(['E005', 'M018', 'M021']);
    for (const f of findings.filter((x) => x.id === 'E005'))
      expect(f.message).toMatch(/cannot pass: argument "item_id" is still "TODO item_id"/);
  });

  it('shows the confirmed delete done right: a confirmation flag and a removal preview', () => {
    const surface = JSON.parse(scaffoldPack('my-cli')['surface.json']);
    expect(surface.verbs['example.delete'].cli).toContain('--yes');
    expect(surface.verbs['example.delete'].preview).toMatchObject({ kind: 'removal' });
  });

  it('never proposes a name built from placeholder text', () => {
    expect(findings.map((f) => f.fix ?? '').join('\n')).not.toMatch(/todo_/);
  });
});

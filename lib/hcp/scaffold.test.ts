import { describe, expect, it } from 'vitest';
import { checkStatic } from './check';
import { loadPackFromTexts } from './load';
import { scaffoldPack } from './scaffold';

describe('the new-pack template', () => {
  const findings = checkStatic(loadPackFromTexts(scaffoldPack('my-cli')));

  it('raises only the TODO findings an author must replace (M018 for the template commands, M021 per TODO)', () => {
    expect([...new Set(findings.map((f) => f.id))].sort()).toEqual(['M018', 'M021']);
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

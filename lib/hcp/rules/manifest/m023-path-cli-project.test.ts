import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m023PathCliProject } from './m023-path-cli-project';

const ledger = packTexts('ledger');
const withWrap = (wrap: unknown) =>
  editJson(ledger, 'surface.json', (s) => {
    s.wrap = wrap;
  });

describe('M023 A CLI on PATH runs in the project', () => {
  it('stays silent on ledger (its own ./bin script runs in the pack)', () => {
    expect(findingsOf(m023PathCliProject, ledger)).toEqual([]);
  });

  it('stays silent on transit', () => {
    expect(findingsOf(m023PathCliProject, packTexts('transit'))).toEqual([]);
  });

  it.each(['project', 'workspace', 'ephemeral'])('stays silent on a CLI on PATH with workspace mode %s', (mode) => {
    expect(findingsOf(m023PathCliProject, withWrap({ bin: 'ledger', workspace: { mode } }))).toEqual([]);
  });

  it('warns on a CLI on PATH with no workspace mode', () => {
    const [f] = findingsOf(m023PathCliProject, withWrap({ bin: 'ledger' }));
    expect(f).toMatchObject({
      id: 'M023',
      severity: 'warn',
      pointer: '/wrap',
      message: expect.stringContaining('"ledger" is a CLI on PATH'),
    });
    expect(f.fix).toBe('Add "workspace": { "mode": "project" } to "wrap".');
  });

  it('warns on a CLI on PATH with workspace mode "none"', () => {
    const [f] = findingsOf(m023PathCliProject, withWrap({ bin: 'ledger', workspace: { mode: 'none' } }));
    expect(f).toMatchObject({ pointer: '/wrap/workspace/mode', message: expect.stringContaining('"none"') });
    expect(f.fix).toBe('Set "mode": "project" in "wrap.workspace".');
  });
});

import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m002CommandNames, nameProblem, suggestName } from './m002-command-names';

const ledger = packTexts('ledger');

function renamed(from: string, to: string) {
  return editJson(ledger, 'surface.json', (s) => {
    s.verbs[to] = s.verbs[from];
    delete s.verbs[from];
  });
}

describe('M002 command names are lower case with dot-separated families', () => {
  it('stays silent on ledger and transit', () => {
    expect(findingsOf(m002CommandNames, ledger)).toEqual([]);
    expect(findingsOf(m002CommandNames, packTexts('transit'))).toEqual([]);
  });

  it('is an error on a camelCase name, pointing at the command and proposing the dotted-family form', () => {
    const [f] = findingsOf(m002CommandNames, renamed('setup.status', 'setupStatus'));
    expect(f).toMatchObject({ id: 'M002', severity: 'error', file: 'surface.json', pointer: '/verbs/setupStatus' });
    expect(f.message).toContain('"setupStatus" has upper case');
    expect(f.fix).toContain('Rename "setupStatus" to "setup_status"');
    expect(f.fix).toContain('policy.json');
    expect(f.line).toBeGreaterThan(1);
  });

  it('flags hyphens, colons and spaces, one finding per bad name', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs['dry-run'] = s.verbs.list;
      s.verbs['setup:apply'] = s.verbs['setup.apply'];
    });
    const found = findingsOf(m002CommandNames, texts);
    expect(found.map((f) => f.pointer).sort()).toEqual(['/verbs/dry-run', '/verbs/setup:apply']);
    expect(found.find((f) => f.pointer === '/verbs/setup:apply')!.fix).toContain('"setup.apply"');
  });

  it('explains each kind of bad name', () => {
    expect(nameProblem('setup.status')).toBeUndefined();
    expect(nameProblem('issue_list.all_open')).toBeUndefined();
    expect(nameProblem('Status')).toBe('has upper case');
    expect(nameProblem('dry-run')).toBe("uses '-' instead of '_'");
    expect(nameProblem('setup..status')).toBe('has an empty family segment');
    expect(nameProblem('.status')).toBe('has an empty family segment');
    expect(nameProblem('v2.1list')).toBe('has a segment that does not start with a letter');
    expect(nameProblem('list all')).toBe('has spaces');
    expect(nameProblem('setup:status')).toContain('":"');
    expect(nameProblem('')).toBe('is empty');
  });

  it('suggests only names that pass the rule', () => {
    expect(suggestName('Setup Status')).toBe('setup.status');
    expect(suggestName('issue/list')).toBe('issue.list');
    expect(suggestName('prView')).toBe('pr_view');
    expect(suggestName('!!!')).toBeUndefined();
  });
});

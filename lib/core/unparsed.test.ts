import { describe, expect, it } from 'vitest';
import { hcpFormat } from '../formats/hcp';
import { scoreOf } from './score';
import { listFiles, unparsedFiles } from './unparsed';

describe('unparsedFiles', () => {
  it('names each JSON file of a pack that does not parse, once', () => {
    const texts = hcpFormat.scaffold('fresh');
    const good = hcpFormat.check(hcpFormat.load(texts, 'fresh'));
    expect(unparsedFiles(good.findings)).toEqual([]);
    const broken = hcpFormat.check(
      hcpFormat.load({ ...texts, 'surface.json': texts['surface.json'].slice(0, -3) }, 'fresh'),
    );
    expect(unparsedFiles(broken.findings)).toEqual(['surface.json']);
    // The reason the score cannot stand: with surface.json unread, its rules go quiet and the raw number rises,
    // so the report itself gives none (changed on purpose: it used to carry the risen number).
    expect(scoreOf(broken.findings)).toBeGreaterThan(good.score!);
    expect(broken.score).toBeNull();
  });

  it('lists files for a sentence', () => {
    expect(listFiles(['surface.json'])).toBe('surface.json');
    expect(listFiles(['surface.json', 'policy.json', 'hcp.eval.json'])).toBe(
      'surface.json, policy.json and hcp.eval.json',
    );
  });
});

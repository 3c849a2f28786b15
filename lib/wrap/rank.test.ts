import { describe, expect, it } from 'vitest';
import { rank, WEIGHTS } from './rank';
import type { Risk } from './risk';

const read = { risk: 'read' } as const;
const write = { risk: 'write' } as const;

describe('the hot path, from signals that say why', () => {
  it("a CLI's own common section ranks a command up, an advanced one down", () => {
    const common = rank({ path: ['ps'], risk: read, section: 'Common Commands' });
    const plain = rank({ path: ['ps'], risk: read, section: 'Commands' });
    const swarm = rank({ path: ['ps'], risk: read, section: 'Swarm Commands' });
    expect(common.score - plain.score).toBe(WEIGHTS.primarySection);
    expect(swarm.score - plain.score).toBe(WEIGHTS.secondarySection);
    expect(common.signals).toContain('under "Common Commands" (+30)');
  });

  it('the read vocabulary orders the reads: status before list before logs, a plain read before a plain write', () => {
    const score = (word: string, risk: Risk = read) => rank({ path: [word], risk }).score;
    expect(score('status')).toBeGreaterThan(score('list'));
    expect(score('list')).toBeGreaterThan(score('logs'));
    expect(score('logs')).toBeGreaterThan(score('tree'));
    expect(score('tree')).toBeGreaterThan(score('bisect', write));
  });

  it("Fig's priority, a subcommand's depth and a group's own words count too", () => {
    expect(rank({ path: ['x'], risk: write, priority: 80 }).score).toBeCloseTo(18);
    expect(rank({ path: ['state', 'list'], risk: read }).score).toBeLessThan(
      rank({ path: ['list'], risk: read }).score,
    );
    const advanced = rank({
      path: ['state', 'list'],
      risk: read,
      parent: { description: 'Advanced state management' },
    });
    expect(advanced.signals).toContain('in a group described "Advanced state management" (-20)');
    expect(rank({ path: ['x'], risk: read, description: '(DEPRECATED) Enable Docker CLI access' }).signals).toContain(
      'deprecated or not yet stable (-40)',
    );
  });

  it("a group the CLI's own description names ranks its commands up; a top-level command does not", () => {
    const cli = 'The gcloud CLI manages authentication, local configuration, developer workflow.';
    expect(rank({ path: ['config', 'list'], risk: read, cliDescription: cli }).signals).toContain(
      '"config" is named in the CLI\'s own description (+15)',
    );
    const tasks = rank({ path: ['list'], risk: read, cliDescription: 'Tasks keeps a short list of tasks.' });
    expect(tasks.signals.some((s) => s.includes('named'))).toBe(false);
  });
});

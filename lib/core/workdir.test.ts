import { describe, expect, it } from 'vitest';
import { describeWorkdir, fromEnvironment, PROJECT_DIR_VARIABLE } from './workdir';

describe('the run folder in words, and the variables that name it', () => {
  it('reads the first variable set, skipping an empty one, and says which it was', () => {
    const names = [PROJECT_DIR_VARIABLE, 'TOOL_PROJECT_DIR'];
    expect(fromEnvironment({ TOOL_PROJECT_DIR: '/b' }, names)).toEqual({ name: 'TOOL_PROJECT_DIR', value: '/b' });
    expect(fromEnvironment({ PACK_PROJECT_DIR: '/a', TOOL_PROJECT_DIR: '/b' }, names)).toEqual({
      name: 'PACK_PROJECT_DIR',
      value: '/a',
    });
    expect(fromEnvironment({ PACK_PROJECT_DIR: '' }, names)).toBeNull();
    expect(fromEnvironment(undefined, names)).toBeNull();
  });

  it('names the variable that chose the folder, the neutral one for a record that does not say', () => {
    expect(describeWorkdir({ kind: 'project', dir: '/p', source: 'env', variable: 'TOOL_PROJECT_DIR' })).toBe(
      'the project folder /p (TOOL_PROJECT_DIR)',
    );
    expect(describeWorkdir({ kind: 'project', dir: '/p', source: 'env' })).toBe(
      'the project folder /p (PACK_PROJECT_DIR)',
    );
    expect(describeWorkdir({ kind: 'project', dir: '/p', source: 'flag' })).toBe('the project folder /p (--project)');
    expect(describeWorkdir({ kind: 'workspace', dir: null })).toMatch(/private folder under the runtime's home/);
  });
});

import { describe, expect, it } from 'vitest';
import { changeAppliedLine, draftedByLine } from './wrap-notes-text';

describe('draftedByLine', () => {
  it('names the CLI, its help layout, the runs and the time, and the Fig spec when there was one', () => {
    expect(draftedByLine({ cli: 'git', layout: 'git', spec: 'git', helpRuns: 12, ms: 340 })).toBe(
      'Drafted by packstudio wrap from git (git help, Fig spec “git”), 12 help runs in 340 ms. ',
    );
    expect(draftedByLine({ cli: 'jq', layout: 'flat', spec: null, helpRuns: 1, ms: 9 })).toBe(
      'Drafted by packstudio wrap from jq (flat help), 1 help runs in 9 ms. ',
    );
  });
});

describe('changeAppliedLine', () => {
  it('counts the files in the right number and names the keys that undo and save', () => {
    expect(changeAppliedLine('Remove command “a”', 4, 'Ctrl')).toBe(
      'Remove command “a”: 4 files changed, not saved yet. Ctrl+Z in the editor undoes it; Ctrl+S saves.',
    );
    expect(changeAppliedLine('Add command “b”', 1, '⌘')).toBe(
      'Add command “b”: 1 file changed, not saved yet. ⌘+Z in the editor undoes it; ⌘+S saves.',
    );
  });
});

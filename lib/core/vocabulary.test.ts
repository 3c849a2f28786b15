import { describe, expect, it } from 'vitest';
import {
  actionOfName,
  CONFIRM_FAMILIES,
  GATED_FAMILIES,
  leadWord,
  nameWords,
  READ_WORDS,
  RISKY_WORDS,
  soundsDangerous,
  WRITE_WORDS,
} from './vocabulary';

const does = (name: string) => {
  const a = actionOfName(name);
  return a.gated ? `write+gate:${a.gated}` : a.does;
};

describe('the one vocabulary: what a command-line name says it does', () => {
  it.each([
    // a service manager: predicates and listings read, every state change asks first
    ['is-active', 'read'],
    ['is-failed', 'read'],
    ['is-enabled', 'read'],
    ['list-dependencies', 'read'],
    ['list-units', 'read'],
    ['show-environment', 'read'],
    ['status', 'read'],
    // a network manager and a device manager: renewing, reconfiguring and triggering change a running system
    ['reconfigure', 'write+gate:state'],
    ['forcerenew', 'write+gate:state'],
    ['trigger', 'write+gate:state'],
    // camelCase verbs after a prefix: a dump prints, formatting a device erases it
    ['luksDump', 'read'],
    ['luksFormat', 'write+gate:delete'],
    ['avail', 'read'],
    ['start', 'write+gate:state'],
    ['stop', 'write+gate:state'],
    ['restart', 'write+gate:state'],
    ['reload', 'write+gate:state'],
    ['enable', 'write+gate:state'],
    ['disable', 'write+gate:state'],
    ['mask', 'write+gate:state'],
    ['kill', 'write+gate:state'],
    ['isolate', 'write+gate:state'],
    ['reboot', 'write+gate:state'],
    ['poweroff', 'write+gate:state'],
    ['daemon-reload', 'write+gate:state'],
    ['try-restart', 'write+gate:state'],
    // backup and sync: listings read; forget, prune, sync delete at the far end
    ['snapshots', 'read'],
    ['lsjson', 'read'],
    ['lsd', 'read'],
    ['forget', 'write+gate:delete'],
    ['prune', 'write+gate:delete'],
    ['sync', 'write+gate:sync'],
    ['bisync', 'write+gate:sync'],
    ['backup', 'unknown'],
    // VCS: merges, pushes and history rewrites ask first
    ['merge', 'write+gate:merge'],
    ['cherry-pick', 'write+gate:merge'],
    ['push', 'write+gate:publish'],
    ['release', 'write+gate:publish'],
    ['blame', 'read'],
    // flag-mode commands are read by their words
    ['--list-keys', 'read'],
    ['--delete-keys', 'write+gate:delete'],
    ['--vacuum-size', 'write+gate:delete'],
    ['--verify', 'read'],
    // network objects' changes
    ['flush', 'write+gate:state'],
    ['del', 'write+gate:delete'],
    ['show', 'read'],
    ['create', 'write'],
    ['frobnicate', 'unknown'],
  ])('%s → %s', (name, expected) => expect(does(name)).toBe(expected));

  it('splits names into words the way CLIs spell them', () => {
    expect(nameWords('--list-secret-keys')).toEqual(['list', 'secret', 'keys']);
    expect(nameWords('set_default')).toEqual(['set', 'default']);
    expect(nameWords('dependency:tree')).toEqual(['dependency', 'tree']);
  });

  it("keeps P002's five families inside the gated ones, so wrap never gates less than the rule asks", () => {
    const gated = new Set<string>(Object.values(GATED_FAMILIES).flat());
    for (const word of Object.values(CONFIRM_FAMILIES).flat()) expect(gated.has(word), word).toBe(true);
    for (const word of RISKY_WORDS) expect(WRITE_WORDS.has(word), word).toBe(true);
    for (const word of READ_WORDS) expect(gated.has(word), word).toBe(false);
  });

  it('the words of a help that raise a risk, and the word a description opens with', () => {
    expect(soundsDangerous('Permanently delete the repository')).toBe(true);
    expect(soundsDangerous('This cannot be undone.')).toBe(true);
    expect(soundsDangerous('Show the status of a unit')).toBe(false);
    expect(leadWord('(DEPRECATED) Show the status')).toBe('show');
    expect(leadWord('ALPHA: Remove a key')).toBe('remove');
  });
});

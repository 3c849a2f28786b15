import { describe, expect, it } from 'vitest';
import { parseHelp } from './parse-help';
import type { Verdict } from './select';
import { uncheckableListing } from './uncheckable';

const LISTING = `Usage: tool COMMAND

Commands:
 enable                  enables the thing
 disable                 disables the thing
 status                  show the thing's status
 app list                list application profiles
`;
const top = parseHelp(LISTING, { bin: 'tool' });
const refused = (why: string): Verdict => ({ ok: false, why });
const verdicts = (say: (name: string) => string): Record<string, Verdict> =>
  Object.fromEntries(
    ['enable', 'disable', 'status', 'app list'].map((n) => [n, refused(`\`tool ${n} --help\` ${say(n)}`)]),
  );

describe('a listing the CLI cannot be asked about stands as listed', () => {
  it('every name refused alike, in words that do not name it: each entry kept, from its listing alone', () => {
    const kept = uncheckableListing(
      { name: 'tool', top, verified: verdicts(() => 'exited 1 with the top help or nothing') },
      () => true,
    );
    expect(Object.keys(kept).sort()).toEqual(['app list', 'disable', 'enable', 'status']);
    expect(kept.enable).toMatchObject({ ok: true, listedOnly: true });
  });

  it('no help form may be asked at all (a help that exits non-zero and names none): kept', () => {
    const kept = uncheckableListing({ name: 'tool', top, verified: verdicts(() => 'did not answer') }, () => false);
    expect(Object.keys(kept)).toHaveLength(4);
  });

  it('a refusal that names the word asked about is about that word: nothing kept', () => {
    const verified = verdicts((n) => `exited 2: unknown argument ${n}`);
    expect(uncheckableListing({ name: 'tool', top, verified }, () => true)).toEqual({});
  });

  it('one listed name that answered says the CLI can be asked: nothing kept', () => {
    const verified = { ...verdicts(() => 'exited 1 with the top help or nothing'), status: { ok: true } };
    expect(uncheckableListing({ name: 'tool', top, verified }, () => true)).toEqual({});
  });

  it('refusals of many kinds, none shared by half the names, say nothing alike: nothing kept', () => {
    const kinds: Record<string, string> = { enable: 'a', disable: 'b', status: 'c', 'app list': 'd' };
    expect(
      uncheckableListing({ name: 'tool', top, verified: verdicts((n) => `exited 1: ${kinds[n]}`) }, () => true),
    ).toEqual({});
  });

  it('the program run alone (`tool    Display status` in its own listing) is no command of it', () => {
    const own = parseHelp(`${LISTING} tool                    show the status\n`, { bin: 'tool' });
    const verified = verdicts(() => 'exited 1 with the top help or nothing');
    expect(Object.keys(uncheckableListing({ name: 'tool', top: own, verified }, () => true))).not.toContain('tool');
  });

  it('entries with no description, or under a heading that lists no commands, are never kept', () => {
    const bare = parseHelp('Usage: tool COMMAND\n\nCommands:\n enable\n disable\n status\n', { bin: 'tool' });
    const verified = verdicts(() => 'exited 1 with the top help or nothing');
    expect(uncheckableListing({ name: 'tool', top: bare, verified }, () => true)).toEqual({});
    const other = parseHelp(LISTING.replace('Commands:', 'Topics:'), { bin: 'tool' });
    expect(uncheckableListing({ name: 'tool', top: other, verified }, () => true)).toEqual({});
  });
});

import type { ShellWord } from './shell-words';

/**
 * Where the CLI's own words start in a simple command: after `NAME=value` assignments, the shell's own words (`if`,
 * `do`, `!`) and the programs that only start another one (`sudo -u root ledger …`, `env -i A=1 ledger …`, `timeout 5s ledger …`, `npx ledger …`),
 * each with its own options skipped (those that take a value, with it). A wrapper whose next word is not one of
 * `bins` runs something else: then the command is not the pack's.
 */
interface Wrapper {
  /** Its options that take the next word as their value. */
  valued: readonly string[];
  /** Values it takes before the command (timeout's duration). */
  positionals?: number;
  /** Whether `NAME=value` words may follow it (env). */
  assignments?: boolean;
}

const WRAPPERS: Readonly<Record<string, Wrapper>> = {
  sudo: { valued: ['-u', '-g', '-h', '-p', '-C', '-D', '-r', '-t', '-U', '-T', '--user', '--group', '--host'] },
  doas: { valued: ['-u', '-C'] },
  env: { valued: ['-u', '-C', '-S', '--unset', '--chdir', '--split-string'], assignments: true },
  nice: { valued: ['-n', '--adjustment'] },
  nohup: { valued: [] },
  time: { valued: ['-f', '-o', '--format', '--output'] },
  command: { valued: [] },
  exec: { valued: ['-a'] },
  timeout: { valued: ['-s', '-k', '--signal', '--kill-after'], positionals: 1 },
  watch: { valued: ['-n', '--interval', '-d'] },
  // Shell words before a command of a condition or a loop's body (`if ledger status; then`, `do ledger …`).
  if: { valued: [] },
  then: { valued: [] },
  else: { valued: [] },
  elif: { valued: [] },
  while: { valued: [] },
  until: { valued: [] },
  do: { valued: [] },
  '!': { valued: [] },
  '{': { valued: [] },
  npx: { valued: ['-p', '--package', '-c', '--call'] },
  bunx: { valued: [] },
  pnpx: { valued: [] },
  uvx: { valued: ['--from', '--with', '--python', '-p'] },
};

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const isAssignment = (word: ShellWord) => !word.quoted && ASSIGNMENT.test(word.text);

/** The command's words from its bin on, or null when its program (after wrappers) is none of `bins`. */
export function commandFromBin(words: readonly ShellWord[], bins: ReadonlySet<string>): ShellWord[] | null {
  let i = 0;
  while (i < words.length && isAssignment(words[i]!)) i++;
  for (;;) {
    const word = words[i];
    if (!word) return null;
    if (bins.has(word.text)) return words.slice(i);
    const wrapper = Object.hasOwn(WRAPPERS, word.text) ? WRAPPERS[word.text]! : undefined;
    if (!wrapper) return null;
    i++;
    let positionals = wrapper.positionals ?? 0;
    while (i < words.length) {
      const next = words[i]!;
      if (next.text === '--') i++;
      else if (next.text.startsWith('-') && next.text.length > 1) {
        i += wrapper.valued.includes(next.text) ? 2 : 1;
        continue;
      } else if (wrapper.assignments && isAssignment(next)) {
        i++;
        continue;
      } else if (positionals > 0 && !bins.has(next.text)) {
        positionals--;
        i++;
        continue;
      }
      break;
    }
  }
}

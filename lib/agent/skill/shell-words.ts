/**
 * A command line as a shell would split it into words, read and never run: single and double quotes, backslash
 * escapes, and the operators between simple commands (`|`, `&&`, `||`, `;`, `&`). A redirection (`> out.json`,
 * `2>/dev/null`) takes its target word with it and the command goes on. Never throws.
 */
export interface ShellWord {
  /** The word with its quotes removed. */
  text: string;
  /** As written, quotes included (to find it in the line). */
  raw: string;
  /** Whether any part was quoted (a quoted `-x` is still a flag to the CLI, a quoted `<id>` still a placeholder). */
  quoted: boolean;
}

/** One simple command of a line: its words, and where its first word starts in the line (0-based). */
export interface SimpleCommand {
  words: ShellWord[];
  start: number;
}

/**
 * Operators that end a simple command and start the next: lists and pipelines, and the edges of a subshell, a
 * command substitution (`$(…)`, backticks) or a process substitution, whose commands are read like any other.
 */
const SEPARATORS = new Set(['|', '||', '&&', ';', '&', '|&', '(', ')', '$(', '`']);
/** Redirections: the word after one is a file, not the command's. `2>&1` names no file. */
const REDIRECTIONS = new Set(['>', '>>', '<', '2>', '2>>', '&>', '>|']);
const OPERATORS = [...SEPARATORS, ...REDIRECTIONS, '2>&1'].sort((a, b) => b.length - a.length);

/** `<payee>`, `<file.json>`, and a name of words (`<payee id>`): a placeholder, never a redirection. */
const PLACEHOLDER = /^<[^<>\s|&;]+>|^<[A-Za-z][A-Za-z0-9_ .-]*[A-Za-z0-9_.-]>/;

/** The words of the first simple command of `line`, quotes removed. */
export function shellWords(line: string): ShellWord[] {
  return shellCommands(line)[0]?.words ?? [];
}

/** Every simple command of `line` (a list or a pipeline), in order; a comment ends the line. */
export function shellCommands(line: string): SimpleCommand[] {
  const commands: SimpleCommand[] = [];
  let words: ShellWord[] = [];
  let start = -1;
  let text = '';
  let raw = '';
  let quoted = false;
  let inWord = false;
  let wordStart = 0;
  let target = false;
  const endWord = () => {
    if (inWord) {
      if (target) target = false;
      else {
        if (!words.length) start = wordStart;
        words.push({ text, raw, quoted });
      }
    }
    text = '';
    raw = '';
    quoted = false;
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push({ words, start });
    words = [];
    target = false;
  };
  const begin = (i: number) => {
    if (!inWord) wordStart = i;
    inWord = true;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'" || c === '"') {
      const close = line.indexOf(c, i + 1);
      const stop = close === -1 ? line.length : close;
      let body = line.slice(i + 1, stop);
      if (c === '"') body = body.replace(/\\(["\\$`])/g, '$1');
      begin(i);
      text += body;
      raw += line.slice(i, stop + 1);
      quoted = true;
      i = stop;
      continue;
    }
    if (c === '\\' && i + 1 < line.length) {
      begin(i);
      text += line[i + 1];
      raw += line.slice(i, i + 2);
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      endWord();
      continue;
    }
    if (c === '#' && !inWord) break; // a comment
    // `<payee>` is a placeholder the Skill writes, not a redirection.
    const placeholder = c === '<' ? PLACEHOLDER.exec(line.slice(i)) : null;
    if (placeholder) {
      begin(i);
      text += placeholder[0];
      raw += placeholder[0];
      i += placeholder[0].length - 1;
      continue;
    }
    // An operator stands where it is (`a|b`, `a && b`, `a > out`); `2>` only where a word would start.
    const op = OPERATORS.find((o) => line.startsWith(o, i) && (!/^\d/.test(o) || !inWord));
    if (op) {
      if (SEPARATORS.has(op)) endCommand();
      else {
        endWord();
        target = REDIRECTIONS.has(op);
      }
      i += op.length - 1;
      continue;
    }
    begin(i);
    text += c;
    raw += c;
  }
  endCommand();
  return commands;
}

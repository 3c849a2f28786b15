/**
 * A command line as a shell would split it into words, read and never run: single and double quotes, backslash
 * escapes, and the operators that end a simple command (`|`, `&&`, `||`, `;`, redirections). Only what the Skill
 * teaches as one call of the CLI is kept: the words before the first operator. Never throws.
 */
export interface ShellWord {
  /** The word with its quotes removed. */
  text: string;
  /** As written, quotes included (to find it in the line). */
  raw: string;
  /** Whether any part was quoted (a quoted `-x` is still a flag to the CLI, a quoted `<id>` still a placeholder). */
  quoted: boolean;
}

const OPERATORS = new Set(['|', '||', '&&', ';', '&', '>', '>>', '<', '2>', '2>&1', '&>']);

/** The words of the first simple command of `line` (up to an operator), quotes removed. */
export function shellWords(line: string): ShellWord[] {
  const words: ShellWord[] = [];
  let text = '';
  let raw = '';
  let quoted = false;
  let inWord = false;
  const end = () => {
    if (inWord) words.push({ text, raw, quoted });
    text = '';
    raw = '';
    quoted = false;
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'" || c === '"') {
      const close = line.indexOf(c, i + 1);
      const stop = close === -1 ? line.length : close;
      let body = line.slice(i + 1, stop);
      if (c === '"') body = body.replace(/\\(["\\$`])/g, '$1');
      text += body;
      raw += line.slice(i, stop + 1);
      quoted = true;
      inWord = true;
      i = stop;
      continue;
    }
    if (c === '\\' && i + 1 < line.length) {
      text += line[i + 1];
      raw += line.slice(i, i + 2);
      inWord = true;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      end();
      continue;
    }
    if (c === '#' && !inWord) break; // a comment
    // `<payee>` is a placeholder the Skill writes, not a redirection.
    const placeholder = c === '<' ? /^<[^<>\s|&;]+>/.exec(line.slice(i)) : null;
    if (placeholder) {
      text += placeholder[0];
      raw += placeholder[0];
      inWord = true;
      i += placeholder[0].length - 1;
      continue;
    }
    // An operator ends the command where it stands (`a|b`, `a && b`, `a > out`).
    const two = line.slice(i, i + 2);
    const op = OPERATORS.has(line.slice(i, i + 4))
      ? line.slice(i, i + 4)
      : OPERATORS.has(two)
        ? two
        : OPERATORS.has(c)
          ? c
          : '';
    if (op) {
      end();
      return words;
    }
    text += c;
    raw += c;
    inWord = true;
  }
  end();
  return words;
}

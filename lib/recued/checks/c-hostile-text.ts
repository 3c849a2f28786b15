import { secretShape } from '../../secrets';
import { BIDI_CONTROL } from '../../terminal/escapes';
import { child, isRec } from '../walk';
import { createRule } from './create';
import type { RawFinding } from '../../core/finding';
import { compositionExample, operation } from './example';

/**
 * Bytes a terminal acts on: C0 controls but tab, newline and CR, DEL, and the C1 controls (ESC opens CSI and OSC
 * sequences: a title, a link, a clear-screen), and the bidi overrides and isolates that reorder what is shown
 * (lib/terminal/escapes.ts). An imported API description can carry them into every string.
 */
const CONTROL = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]|${BIDI_CONTROL.source}`);

/** Where another rule already judges secrets (C-hint-secret, C-secret-in-binding): not reported twice. */
const JUDGED_ELSEWHERE = /^\/connection_hints\/|\/bind\/(?:static_headers|static_query|argv_template)(?:\/|$)/;

/** Every string and member name in the pack, with its pointer (a name's pointer is its member's). */
function* stringsOf(value: unknown, ptr: string): Generator<{ text: string; ptr: string; name: boolean }> {
  if (typeof value === 'string') yield { text: value, ptr, name: false };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* stringsOf(value[i], child(ptr, i));
  else if (isRec(value))
    for (const [key, v] of Object.entries(value)) {
      yield { text: key, ptr: child(ptr, key), name: true };
      yield* stringsOf(v, child(ptr, key));
    }
}

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The message never echoes the string: it may be the secret, or the sequence a terminal would act on. */
export const checkHostileText = createRule({
  id: 'C-hostile-text',
  category: 'composition',
  severity: 'error',
  docs: {
    title: 'No control characters or secrets in the text',
    checks:
      'No string or member name anywhere in pack.json holds a control character (ESC and the other C0 controls but tab, newline and carriage return, DEL, the C1 controls) or a known token shape (GitHub, Slack, AWS, Google, `sk-…`, private keys, JWTs).',
    why: 'Text copied from an API description reaches terminals, reports and agents: an ESC sequence there sets a window title, plants a link or clears the screen when printed, and a key is published with the pack.',
    ...compositionExample('acme-tasks', {
      incorrect: { [operation(0, 'description')]: 'List tasks \u001b]0;owned\u0007' },
      correct: { [operation(0, 'description')]: 'List tasks' },
      show: [operation(0)],
    }),
    fix: 'Remove the control characters; remove the secret (a connection supplies it at run time).',
  },
  check: (view) =>
    [...stringsOf(view.root, '')].flatMap(({ text, ptr, name }): RawFinding[] => {
      const what = name ? `the member name at ${ptr}` : `the string at ${ptr}`;
      const control = CONTROL.exec(text);
      if (control)
        return [
          {
            file: 'pack.json',
            pointer: ptr,
            message: `${what} holds the control character ${codePoint(control[0])}; a terminal that prints it acts on it (a title, a link, a cleared screen).`,
            fix: 'Remove the control characters (an import copies the text of the API description as it is).',
          },
        ];
      const shape = JUDGED_ELSEWHERE.test(ptr) ? undefined : secretShape(text);
      if (!shape) return [];
      return [
        {
          file: 'pack.json',
          pointer: ptr,
          message: `${what} looks like ${shape.kind}; a pack is published as written, so a key in it is a leak.`,
          fix: "Remove the secret; the user's connection supplies it at run time.",
        },
      ];
    }),
});

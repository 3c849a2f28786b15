import { createNote } from './note';

/**
 * Escape sequences R007 does not judge: R007 is about colour and cursor codes (CSI); a CLI that prints OSC links or
 * titles, or other escapes, with NO_COLOR=1 and TERM=dumb still puts bytes an agent reads as text into its output.
 */
export const terminalEscapesNote = createNote({
  id: 'studio/terminal-escapes',
  title: "No terminal escapes besides colour in a CLI's output",
  why: "An OSC 8 link or a title sequence is invisible in a terminal and garbage in an agent's context; R007 judges colour and cursor codes only.",
  check: ({ probes }) => {
    const runs = probes.filter((p) => p.escapes?.some((k) => k === 'osc' || k === 'other'));
    if (!runs.length) return [];
    const first = runs[0];
    const more = runs.length > 1 ? ` (and ${runs.length - 1} other run${runs.length > 2 ? 's' : ''})` : '';
    return [
      {
        file: 'surface.json' as const,
        pointer: first.verb ? `/verbs/${first.verb}` : '/wrap/bin',
        message: `"${first.argv.join(' ')}" printed terminal escape sequences that are not colour (${first.escapes!.filter((k) => k === 'osc' || k === 'other').join(', ')}) with NO_COLOR=1 and TERM=dumb${more}.`,
        fix: 'Print links and titles only when stdout is a TTY (check isatty and TERM before writing escape sequences).',
      },
    ];
  },
});

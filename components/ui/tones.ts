/**
 * The one colour table of the studio's badges and chips: each tone's tint, text and ring, from the semantic tokens
 * of app/globals.css (which carry their own dark values). A badge is tint, text and ring; a chip is tint and text.
 */
export type Tone = 'neutral' | 'accent' | 'ok' | 'warn' | 'error' | 'info' | 'caution' | 'quiet';

const TONES: Record<Tone, { tint: string; text: string; ring: string }> = {
  neutral: { tint: 'bg-surface-muted', text: 'text-fg-soft', ring: 'ring-line-strong/60' },
  accent: { tint: 'bg-accent-soft', text: 'text-accent-strong', ring: 'ring-accent-line' },
  ok: { tint: 'bg-ok-soft', text: 'text-ok', ring: 'ring-ok-line' },
  warn: { tint: 'bg-warn-soft', text: 'text-warn', ring: 'ring-warn-line' },
  error: { tint: 'bg-error-soft', text: 'text-error', ring: 'ring-error-line' },
  // Outside the semantic set (an info severity, grade D between C's amber and F's red): they keep their own dark shade.
  info: {
    tint: 'bg-sky-50 dark:bg-sky-950/60',
    text: 'text-sky-700 dark:text-sky-300',
    ring: 'ring-sky-600/20 dark:ring-sky-400/30',
  },
  caution: {
    tint: 'bg-orange-50 dark:bg-orange-500/10',
    text: 'text-orange-700 dark:text-orange-300',
    ring: 'ring-orange-600/20 dark:ring-orange-400/30',
  },
  // A zero: there, but nothing to look at.
  quiet: { tint: 'bg-surface-subtle', text: 'text-faint', ring: 'ring-line' },
};

/** A badge's colours: tint, text and an inset ring. */
export const badgeTone = (tone: Tone): string => `${TONES[tone].tint} ${TONES[tone].text} ${TONES[tone].ring}`;

/** A chip's colours: tint and text, no ring (small enough for a tab label). */
export const chipTone = (tone: Tone): string => `${TONES[tone].tint} ${TONES[tone].text}`;

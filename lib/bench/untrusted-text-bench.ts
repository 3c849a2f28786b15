import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderMarkdown, renderMarkdownBounded } from '../studio/markdown';
import { medianMicros } from './measure';

/**
 * `npm run bench:text`: the bounded renderer of a pack's HARNESS.md (lib/studio/markdown.ts) on the issue's
 * attacks, beside the unbounded renderer where that finishes at all (`*a` 200 KB took 22 s, `> ` overflowed the
 * stack). Times only: the tests hold the behaviour (plain text with a note).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const cases: [string, string, boolean][] = [
  ['packs/ledger/HARNESS.md', readFileSync(`${ROOT}packs/ledger/HARNESS.md`, 'utf8'), true],
  ['200 KB of *a', '*a'.repeat(100_000), false],
  ['> repeated 100,000 times', '> '.repeat(100_000), false],
  ['a list nested 300 deep', Array.from({ length: 300 }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n'), false],
  ['*a_ 2,000 times', '*a_'.repeat(2_000), true],
];

const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);
const lines = ['| text | bounded | outcome | unbounded |', '|---|---|---|---|'];
for (const [name, text, unboundedToo] of cases) {
  const bounded = medianMicros(() => renderMarkdownBounded(text), 300, 5);
  const out = renderMarkdownBounded(text);
  const unbounded = unboundedToo
    ? fmt(medianMicros(() => renderMarkdown(text), 300, 3))
    : 'not run (seconds, or a stack overflow)';
  lines.push(`| ${name} | ${fmt(bounded)} | ${'html' in out ? 'HTML' : out.note} | ${unbounded} |`);
}
console.log(lines.join('\n'));
mkdirSync(`${ROOT}bench-results`, { recursive: true });
writeFileSync(`${ROOT}bench-results/untrusted-text.txt`, `${lines.join('\n')}\n`);

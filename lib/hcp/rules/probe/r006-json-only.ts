import { quote } from '../../../core/guards';
import { ofPurpose, probePointer, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r006JsonOnly = createRule({
  id: 'R006',
  category: 'probe',
  severity: 'error',
  docs: {
    title: 'JSON mode prints only JSON on stdout',
    why: 'The runtime parses stdout as the result. A banner, a progress line or a warning before the JSON makes every call unparseable.',
    ...probeExample({
      incorrect: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 0,
        stdout: 'ledger 1.2 (update available)\n{ "ok": true, "entries": [] }',
      },
      correct: {
        purpose: 'read',
        verb: 'list',
        argv: ['ledger', 'list', '--json'],
        exit_code: 0,
        stdout: '{ "ok": true, "entries": [] }',
        stderr: 'ledger 1.2 (update available)',
      },
    }),
  },
  check: (ctx) =>
    ofPurpose(ctx, 'read')
      .filter((o) => o.stdout.trim() && !o.json && !o.truncated)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: probePointer(o),
        message: `${shown(o)} ${describeNonJson(o.stdout)}`,
        fix: 'In JSON mode print exactly one JSON document on stdout; send banners, progress and warnings to stderr.',
      })),
});

/** Says what is wrong: text before the JSON, text after it, or no JSON at all. */
function describeNonJson(stdout: string): string {
  const text = stdout.trim();
  const start = text.search(/^[[{]/m);
  if (start > 0) {
    const before = text.slice(0, start).trim().split('\n')[0];
    return `printed text before its JSON: ${quote(before)}.`;
  }
  if (start === 0) return 'printed text after its JSON document.';
  return `printed text, not JSON: ${quote(text.split('\n')[0])}.`;
}

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Finding, PackFileName } from '@/lib/core/finding';
import { createReport, ran, type Report } from '@/lib/core/report';
import { FORMATTERS, FORMAT_NAMES, type FormatterContext } from '.';
import { finding } from './test-fixtures';
import { HCP_CATEGORIES } from '@/lib/formats/hcp/categories';
import { reportSectionsOf } from '@/lib/formats';

/**
 * A report whose every untrusted text is hostile (a pack's ids, command keys, file names, messages, reasons and what
 * its CLI said), through every format: none may start a CI command, break a Markdown table or comment, add markup,
 * script or a link of its own, or break out of an XML or HTML attribute.
 */

const PAYLOAD =
  'one\n::error file=x.json,line=1::injected\r\n##[error]old form ##vso[task.setvariable variable=x]1 ' +
  '| cell | <!-- hidden --> <script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) ' +
  '![pixel](https://tracker.example/p.png) **bold** `code` ~~gone~~ &lt; {0} " \' \u202Eevil\u202C \u0007 end';

const hostile = (over: Partial<Finding> = {}): Finding =>
  finding({
    id: `M001\n::error::id ${PAYLOAD}`,
    severity: 'error',
    file: `surface.json\n::error::file #frag?q=1 %41 ${PAYLOAD}` as PackFileName,
    pointer: `/verbs/a|b\n::warning::pointer\`${PAYLOAD}`,
    message: `message ${PAYLOAD}`,
    fix: `fix ${PAYLOAD}`,
    docs: 'javascript:alert(1)',
    ...over,
  });

const report: Report = createReport({
  pack_id: `::error::pack ${PAYLOAD}`,
  format: 'hcp',
  scoredCategories: HCP_CATEGORIES,
  findings: [hostile(), hostile({ severity: 'warn', docs: '//evil.example/x' }), hostile({ severity: 'info' })],
  suppressed: [{ finding: hostile({ docs: '/rules/M001@evil.example' }), reason: `reason ${PAYLOAD}` }],
  layers: [
    ran('structure'),
    ran('static'),
    { layer: 'probe', status: 'not_run', reason: `why ${PAYLOAD}` },
    ran('eval'),
  ],
  sections: {
    probes: [{ argv: ['ledger', `--x=${PAYLOAD}`], exit_code: 1, ms: 3, tokens: 1, json: false, timed_out: false }],
    eval: {
      cases: [
        {
          name: `case ${PAYLOAD}`,
          verb: `verb ${PAYLOAD}`,
          passed: false,
          ms: 1,
          tokens: 1,
          error: `error ${PAYLOAD}`,
        },
      ],
      passed: 0,
      failed: 1,
      p50_ms: 1,
      p95_ms: 1,
    },
  },
});

const context: FormatterContext = {
  docsBase: 'http://127.0.0.1:3000',
  sectionsOf: reportSectionsOf,
  rule: () => undefined,
  packDirs: [`packs/my pack#1\n::error::dir`],
  packSet: {
    errors: [{ code: 'no_input', path: `nope\n::error::path ${PAYLOAD}`, message: `cannot read ${PAYLOAD}` }],
  },
};
const out = (name: (typeof FORMAT_NAMES)[number]) => FORMATTERS[name].format([report], context);

/** Lines a CI log would run as a command: `::…` or `##[…` after leading spaces, or `##vso[` anywhere. */
const commandLines = (text: string) =>
  text.split('\n').filter((line) => /^\s*(::|##\[)/.test(line) || /##vso\[/i.test(line));

/** Characters that print nothing or reorder what prints (tab and newline aside). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('hostile text in every format', () => {
  it.each(FORMAT_NAMES.filter((n) => n !== 'github'))('%s: no line a CI log would run as a command', (name) => {
    expect(commandLines(out(name))).toEqual([]);
  });

  it.each(FORMAT_NAMES)('%s: no invisible or reordering character', (name) => {
    expect(out(name)).not.toMatch(INVISIBLE);
  });

  it('text: one line per field, as for a plain report', () => {
    const lines = out('text').split('\n');
    // Three findings of three lines, the suppressed one's two, the probe, eval, the layer, the summary, the table.
    expect(
      lines.filter((l) => l.startsWith('error  ') || l.startsWith('warn   ') || l.startsWith('info   ')),
    ).toHaveLength(3);
    expect(lines.filter((l) => l.includes('injected'))).toHaveLength(16);
    expect(lines.every((l) => !l.includes('\r'))).toBe(true);
  });

  it('github: exactly one workflow command per finding, the rest plain log lines', () => {
    const lines = out('github').split('\n');
    const commands = commandLines(out('github'));
    expect(commands).toHaveLength(3);
    expect(commands.map((c) => c.slice(0, c.indexOf(' ')))).toEqual(['::error', '::warning', '::notice']);
    for (const c of commands) {
      const [, properties, message] = /^::\w+ ([^:]*)::(.*)$/.exec(c)!;
      expect(properties.split(',').map((p) => p.split('=')[0])).toEqual(['file', 'line', 'col', 'title']);
      expect(message).not.toMatch(/[\r\n]/);
    }
    // Three findings, the suppressed one, the probes' and the eval's section lines, the summary.
    expect(lines.length).toBe(3 + 1 + 2 + 1);
  });

  it.each(['markdown', 'agent'] as const)('%s: no HTML, comment, link, image or emphasis of its own making', (name) => {
    // Code spans hold their text literally (a backtick cannot close one early: it is written as ').
    const md = out(name).replace(/`[^`\n]*`/g, '`…`');
    // Every `<` that is not escaped opens one of the formatter's own tags.
    expect(md.match(/(?<!\\)<(?!\/?(?:details|summary|br)>)/g)).toBeNull();
    expect(md).not.toMatch(/(?<!\\)\[(?:click|pixel)(?<!\\)\]/);
    expect(md).not.toMatch(/(?<!\\)\*\*bold/);
    expect(md).not.toMatch(/(?<![\\'])`code/);
    // The only links are the rule pages, on the studio.
    for (const [, href] of md.matchAll(/(?<!\\)\]\(([^)]*)\)/g)) expect(href).toBe('http://127.0.0.1:3000/rules');
  });

  it('markdown: every table row keeps its columns', () => {
    const cells = (row: string) => row.split(/(?<!\\)\|/).length;
    const lines = out('markdown').split('\n');
    let columns = 0;
    let rows = 0;
    lines.forEach((line, i) => {
      if (!line.startsWith('|')) return;
      if (lines[i + 1]?.startsWith('|---')) columns = cells(line);
      else if (!line.startsWith('|---')) {
        rows++;
        expect(cells(line), line).toBe(columns);
      }
    });
    expect(rows).toBeGreaterThan(8);
  });

  it('html: no element, attribute or link the report did not make', () => {
    const doc = new DOMParser().parseFromString(out('html'), 'text/html');
    expect(doc.querySelectorAll('script, img, iframe, object, embed')).toHaveLength(0);
    const attributes = [...doc.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));
    expect(attributes.filter((a) => a.startsWith('on'))).toEqual([]);
    for (const a of doc.querySelectorAll('a')) expect(a.getAttribute('href')).toBe('http://127.0.0.1:3000/rules');
    expect(doc.body.textContent).toContain('<script>alert(1)</script>');
    expect(doc.querySelectorAll('section.pack')).toHaveLength(1);
  });

  it('junit: well-formed XML, the hostile text inside its attributes and elements', () => {
    const doc = new DOMParser().parseFromString(out('junit'), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    const failures = [...doc.querySelectorAll('failure')];
    expect(failures.length).toBe(3);
    expect(failures[0]!.getAttribute('message')).toContain('<!-- hidden -->');
  });

  it('sarif: braces doubled in message strings, paths percent-encoded per segment, rule links on the studio', () => {
    const log = JSON.parse(out('sarif')) as {
      runs: {
        tool: { driver: { rules: { helpUri: string }[] } };
        results: {
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    const run = log.runs[0]!;
    expect(run.results[0]!.message.text).toContain('{{0}}');
    expect(run.results[0]!.message.text).not.toMatch(/(?<!\{)\{0\}(?!\})/);
    const uri = run.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri;
    expect(uri).not.toMatch(/[#?\s]/);
    expect(decodeURIComponent(uri.split('/')[1]!)).toBe('my pack#1\n::error::dir');
    for (const rule of run.tool.driver.rules) expect(rule.helpUri).toBe('http://127.0.0.1:3000/rules');
  });

  it('json: the report itself, every text as it was', () => {
    const parsed = JSON.parse(out('json')) as { reports: Report[] };
    expect(parsed.reports[0]!.findings[0]!.message).toBe(report.findings[0]!.message);
    expect(parsed.reports[0]!.pack_id).toBe(report.pack_id);
  });
});

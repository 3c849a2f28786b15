// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { agentReadiness } from '@/lib/agent';
import type { AgentTool } from '@/lib/agent/input';
import { createReport, ran, type Report } from '@/lib/core/report';
import { HCP_CATEGORIES } from '@/lib/formats/hcp/categories';
import { FORMATTERS, FORMAT_NAMES, type FormatterContext } from '.';
import { validateSarif, DECLINED_NOTES } from './test-multitool';
import { reportSectionsOf } from '@/lib/formats';

/**
 * The agent-readiness layer in every format: labelled as outside the score, its figures and findings there, and its
 * text (a pack's command keys, descriptions, Skill lines) escaped for each format's syntax like every other text.
 */
const PAYLOAD =
  'one\n::error file=x.json,line=1::injected ##vso[task.setvariable variable=x]1 | cell | <!-- hidden --> ' +
  '<script>alert(1)</script> [click](javascript:alert(1)) **bold** `code` {0} \u202Eevil\u202C end';

const at = (line: number) => ({ file: 'surface.json', pointer: `/verbs/x|${PAYLOAD}`, line, column: 3 });
const tool = (command: string, description: string, line: number): AgentTool => ({
  command,
  tool: {
    name: command.replace(/[^a-z]/g, '-'),
    description,
    inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  },
  args: ['q'],
  descriptionAt: at(line),
  argsAt: at(line + 1),
});

const agent = agentReadiness({
  tools: [
    tool(`list ${PAYLOAD}`, `List the open tasks of the project, newest first. ${PAYLOAD}`, 4),
    tool(`search ${PAYLOAD}`, `Search the open tasks of the project by text, newest first. ${PAYLOAD}`, 9),
  ],
  instructions: { file: 'HARNESS.md', text: `# HCP — X\n${PAYLOAD}` },
  tasks: [
    { text: `find ${PAYLOAD}`, source: 'hot-path', intended: `list ${PAYLOAD}`, at: { ...at(12), file: 'HARNESS.md' } },
  ],
  skill: {
    lines: [{ line: 20, text: `x ${PAYLOAD}`, source: 'fence', command: null, drift: 1 }],
    findings: [
      {
        id: 'agent/skill-unknown-command',
        part: 'skill',
        severity: 'warn',
        file: 'HARNESS.md',
        pointer: PAYLOAD,
        line: 20,
        column: 1,
        message: `runs ${PAYLOAD}`,
        fix: `teach ${PAYLOAD}`,
        subject: `x ${PAYLOAD}`,
      },
    ],
    probed: false,
    flagsVerified: 0,
    flagsUnverified: 0,
  },
  accepted: [],
});

const report: Report = {
  ...createReport({
    pack_id: 'x',
    format: 'hcp',
    scoredCategories: HCP_CATEGORIES,
    findings: [],
    layers: [ran('structure'), ran('static')],
  }),
  agent,
};

const context: FormatterContext = {
  docsBase: 'http://127.0.0.1:3000',
  rule: () => undefined,
  sectionsOf: reportSectionsOf,
  packDirs: ['packs/x'],
};
const out = (name: (typeof FORMAT_NAMES)[number]) => FORMATTERS[name].format([report], context);

describe('the agent-readiness layer in every format', () => {
  it('has what the test means it to: drift, a confusable pair, host refusals', () => {
    expect(agent.figures.skillDrift).toBe(1);
    expect(agent.figures.pairsFlagged).toBe(1);
    expect(agent.confusion.misranked).toBe(0);
    // OpenAI strict refuses both (optional q); their names are too long for OpenAI, Gemini and Anthropic.
    expect(agent.hosts.cells.map((c) => c.host)).toEqual([
      'openai-strict',
      'gemini',
      'anthropic',
      'openai-strict',
      'gemini',
      'anthropic',
    ]);
  });

  it.each(FORMAT_NAMES.filter((n) => n !== 'json'))('%s: labelled as outside the score, with its figures', (name) => {
    const text = out(name);
    expect(text).toMatch(/agent.readiness/i);
    expect(text).toMatch(/not part of the score|not-scored|scored":false|"scored": false/);
  });

  it.each(FORMAT_NAMES.filter((n) => n !== 'github' && n !== 'json'))('%s: no line a CI log would run', (name) => {
    expect(
      out(name)
        .split('\n')
        .filter((l) => /^\s*(::|##\[)/.test(l) || /##vso\[/i.test(l)),
    ).toEqual([]);
  });

  it('github: the Skill drift is one warning annotation titled as the layer; the rest one plain line', () => {
    const commands = out('github')
      .split('\n')
      .filter((l) => /^\s*::/.test(l));
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatch(
      /^::warning file=packs\/x\/HARNESS\.md,line=20,col=1,title=agent\/skill-unknown-command \(agent readiness - not part of the score\)::/,
    );
    expect(commands[0]).not.toMatch(/[\r\n]/);
  });

  it('markdown: every table row keeps its columns, no HTML of its own making', () => {
    const md = out('markdown');
    const cells = (row: string) => row.split(/(?<!\\)\|/).length;
    const lines = md.split('\n');
    let columns = 0;
    lines.forEach((line, i) => {
      if (!line.startsWith('|')) return;
      if (lines[i + 1]?.startsWith('|---')) columns = cells(line);
      else if (!line.startsWith('|---')) expect(cells(line), line).toBe(columns);
    });
    expect(md.replace(/`[^`\n]*`/g, '`…`').match(/(?<!\\)<(?!\/?(?:details|summary|br)>)/g)).toBeNull();
    expect(md).toContain('**Agent readiness** (not part of the score): Skill drift 1');
  });

  it('html: its section, and no element or attribute the report did not make', () => {
    const doc = new DOMParser().parseFromString(out('html'), 'text/html');
    expect(doc.querySelector('[data-agent-readiness]')).not.toBeNull();
    expect(doc.querySelectorAll('script, img, iframe')).toHaveLength(0);
    expect(
      [...doc.querySelectorAll('*')]
        .flatMap((el) => [...el.attributes].map((a) => a.name))
        .filter((a) => a.startsWith('on')),
    ).toEqual([]);
    expect(doc.querySelector('[data-agent-readiness]')!.textContent).toContain('<script>alert(1)</script>');
  });

  it('junit: well-formed, its figures as properties and its findings as output, never failures', () => {
    const doc = new DOMParser().parseFromString(out('junit'), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('property[name="agent-readiness-skill-drift"]')!.getAttribute('value')).toBe('1');
    expect(doc.querySelectorAll('failure')).toHaveLength(0);
    expect(doc.querySelector('testsuite > system-out')!.textContent).toContain('agent/skill-unknown-command');
  });

  it('sarif: its findings are results of its own rules, tagged as the layer; the Multitool finds nothing wrong', () => {
    const text = out('sarif');
    const run = JSON.parse(text).runs[0];
    const results = run.results as { ruleId: string; level: string; properties: { layer: string; scored: boolean } }[];
    expect(results.map((r) => [r.ruleId, r.level])).toEqual(
      expect.arrayContaining([
        ['agent/skill-unknown-command', 'warning'],
        ['agent/confusable-pair', 'note'],
        ['agent/host-refuses', 'note'],
      ]),
    );
    expect(results.every((r) => r.properties.layer === 'agent-readiness' && r.properties.scored === false)).toBe(true);
    expect(run.properties.agentReadiness[0]).toMatchObject({ pack: 'x', skillDrift: 1, pairsFlagged: 1 });
    const verdict = validateSarif(text);
    expect(verdict.status).toBe(0);
    expect(verdict.results.filter((r) => !DECLINED_NOTES.includes(r.ruleId))).toEqual([]);
  }, 120_000);

  it('json: the section as the report carries it', () => {
    expect(JSON.parse(out('json')).agent).toEqual(agent);
  });
});

describe('numbers in the agent-readiness layer', () => {
  it.each(FORMAT_NAMES)(
    '%s: grouped as "1,234" without Intl (its locale data costs a CLI start tens of ms)',
    (name) => {
      const big: Report = { ...report, agent: { ...agent, figures: { ...agent.figures, tokens: 123456 } } };
      const intl = vi.spyOn(Number.prototype, 'toLocaleString');
      try {
        const text = FORMATTERS[name].format([big], context);
        expect(intl).not.toHaveBeenCalled();
        // JSON and SARIF carry the number itself.
        if (name !== 'json' && name !== 'sarif') expect(text).toContain('123,456');
      } finally {
        intl.mockRestore();
      }
    },
  );
});

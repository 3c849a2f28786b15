// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createReport, ran } from '@/lib/core/report';
import { catalogue } from '@/lib/rules-catalogue';
import { xmlText as xml } from './escape';
import { junitFormatter } from './junit';
import { cliContext, finding, hcpReport, recuedReport } from './test-fixtures';

const parse = (text: string) => {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

describe('junit', () => {
  it('a suite per pack, a test case per rule of its format (classname = pack, name = rule id)', () => {
    const doc = parse(junitFormatter.format([hcpReport, recuedReport], cliContext));
    const suites = [...doc.getElementsByTagName('testsuite')];
    expect(suites.map((s) => s.getAttribute('name'))).toEqual(['ledger', 'acme-tasks']);
    const hcpRules = catalogue()
      .filter((r) => r.group !== 'composition')
      .map((r) => r.id);
    const recuedRules = catalogue()
      .filter((r) => r.group === 'composition')
      .map((r) => r.id);
    const names = (s: Element) => [...s.getElementsByTagName('testcase')].map((c) => c.getAttribute('name'));
    expect(names(suites[0]!)).toEqual(hcpRules);
    expect(names(suites[1]!)).toEqual(recuedRules);
    expect(
      [...suites[0]!.getElementsByTagName('testcase')].every((c) => c.getAttribute('classname') === 'ledger'),
    ).toBe(true);
    expect(doc.documentElement.getAttribute('tests')).toBe(String(hcpRules.length + recuedRules.length));
  });

  it('a failure per finding, its text saying where and the fix; a layer that did not run skips its rules', () => {
    const doc = parse(junitFormatter.format([hcpReport], cliContext));
    const failures = [...doc.getElementsByTagName('failure')];
    expect(failures).toHaveLength(3);
    expect(doc.getElementsByTagName('testsuite')[0]!.getAttribute('failures')).toBe('3');
    const extra = failures.find((f) => f.parentElement!.getAttribute('name') === 'L-extra_verb')!;
    expect(extra.getAttribute('type')).toBe('error');
    expect(extra.textContent).toBe(
      'policy.json /verbs/refund:9:2\npolicy verb "refund" not in pack manifest\nfix: Remove the "refund" row.',
    );
    const probeCase = [...doc.getElementsByTagName('testcase')].find((c) => c.getAttribute('name') === 'R001')!;
    expect(probeCase.getElementsByTagName('skipped')[0]!.getAttribute('message')).toBe('bin "ledger" not allow-listed');
    const note = failures.find((f) => f.parentElement!.getAttribute('name') === 'S002')!;
    expect(note.getAttribute('message')).toBe('A note <b>& more</b>');
  });

  it('two findings of one rule are two failures in one case; an id outside the catalogue gets its own case', () => {
    const two = createReport({
      pack_id: 'p',
      format: 'hcp',
      scored: false,
      layers: [ran('structure')],
      findings: [finding({ line: 1 }), finding({ line: 2 }), finding({ id: 'X-new' })],
    });
    const doc = parse(junitFormatter.format([two], cliContext));
    const cases = [...doc.getElementsByTagName('testcase')];
    expect(cases.find((c) => c.getAttribute('name') === 'M001')!.getElementsByTagName('failure')).toHaveLength(2);
    expect(cases.at(-1)!.getAttribute('name')).toBe('X-new');
  });

  it('escapes the five XML entities, shows control characters and drops what XML 1.0 forbids', () => {
    expect(xml(`<a href="x">Tom & Jerry's</a>\u0001\ud800`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;\\u0001',
    );
  });
});

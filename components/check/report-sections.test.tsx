// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createReport, ran, type Report } from '@/lib/core/report';
import { registerFormat } from '@/lib/formats';
import { hcpReport } from '@/lib/report/formatters/test-fixtures';
import { tinyFormat } from '@/lib/formats/testing/tiny';
import { registerSectionPanels } from '../section-panels';
import { TINY_SECTION_PANELS } from '../testing/tiny/measures-panel';
import { ReportSections } from './report-sections';

afterEach(cleanup);

let unregister: () => void;
beforeAll(() => {
  unregister = registerFormat(tinyFormat);
});
afterAll(() => unregister());

const tiny = (sections: Report['sections']) =>
  createReport({
    pack_id: 'widget',
    format: 'tiny',
    findings: [],
    scoredCategories: ['tiny'],
    layers: [ran('static'), ran('measure')],
    sections,
  });

describe("a report's sections in the studio", () => {
  it("draws a format's section from its view when the format has no panel of its own (the tiny format's measures)", () => {
    render(<ReportSections report={tiny({ measures: [{ field: 'name', chars: 8 }] })} />);
    const section = screen.getByTestId('report-section-measures');
    expect(screen.getByRole('heading', { name: 'Measures' })).toBeTruthy();
    expect(within(section).getByText('1 field(s) measured, 8 characters')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Characters']);
    expect(
      within(section)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['name', '8']);
  });

  it("draws a pack's hostile text as inert text, in the view's table and in the format's own panel", () => {
    // a field name is the pack's own (tiny.json's keys): a pack you did not write
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'java\tscript:\x01alert(1)',
      '\x1b[31mred\x1b[0m\x1b]8;;https://evil.example\x07link',
    ];
    const report = tiny({ measures: hostile.map((field) => ({ field, chars: 1 })) });
    const drawn = (container: HTMLElement) => {
      expect(container.querySelectorAll('script, img, a, iframe').length).toBe(0);
      for (const text of hostile) expect(container.textContent).toContain(text);
    };
    drawn(render(<ReportSections report={report} />).container);
    cleanup();
    const unregisterPanels = registerSectionPanels(tinyFormat.id, TINY_SECTION_PANELS);
    try {
      const { container } = render(<ReportSections report={report} />);
      expect(screen.getByTestId('tiny-measures-panel')).toBeTruthy();
      drawn(container);
    } finally {
      unregisterPanels();
    }
  });

  it('draws nothing for a section the run left empty, or one its format does not declare', () => {
    const { container } = render(<ReportSections report={tiny({ measures: [], unknown: [1] })} />);
    expect(container.textContent).toBe('');
  });

  it('leaves out the sections drawn elsewhere (a layer card of the dashboard)', () => {
    const { container } = render(
      <ReportSections report={tiny({ measures: [{ field: 'name', chars: 8 }] })} except={['measures']} />,
    );
    expect(container.textContent).toBe('');
  });

  it("draws a section with its format's own panel where it has one (the probe table, the eval table)", () => {
    render(<ReportSections report={hcpReport} />);
    const probes = screen.getByTestId('report-section-probes');
    expect(within(probes).getByText('ledger --help')).toBeTruthy();
    const evalSection = screen.getByTestId('report-section-eval');
    expect(within(evalSection).getByText('lists')).toBeTruthy();
    expect(within(evalSection).getByText('exit 2')).toBeTruthy();
  });
});

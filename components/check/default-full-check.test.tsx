// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tinyFormat } from '@/lib/formats/testing/tiny';
import { measureLayer, measuresSection } from '@/lib/formats/testing/tiny/measures';
import { defaultFullCheck } from './default-full-check';
import { LayerCard } from './layer-card';

afterEach(cleanup);

/** The dashboard a format gets from its declarations alone: the test-only format's measure layer and section. */
const check = defaultFullCheck(tinyFormat)!;
const [measure] = check.layers;

describe('the default dashboard of a format, from its declarations', () => {
  it('is none for a format that declares no layer and no section', () => {
    expect(defaultFullCheck({ id: 'bare' })).toBeNull();
    expect(defaultFullCheck({ id: 'bare', optionalLayers: [], reportSections: [] })).toBeNull();
  });

  it('has a layer per declared one, named by the section it fills, and words made of those names', () => {
    expect(check.layers.map((l) => [l.declared, l.section, l.title])).toEqual([
      [measureLayer, measuresSection.id, measuresSection.title],
    ]);
    expect(check.words).toEqual({
      beyond: 'measures',
      ticked: 'Measures is ticked',
      unticked: 'Measures starts unticked',
      leftOff: 'Measures was left off',
    });
    expect(check.plannedWrites({ 'tiny.json': '{}' })).toEqual([]);
  });

  it("draws the layer's items as they finish, then the report's section, with the section's view", () => {
    const { rerender } = render(
      <LayerCard layer={measure} section={undefined} items={[{ field: 'name', chars: 8 }]} asked running />,
    );
    const cells = () =>
      within(screen.getByTestId('report-section-measures'))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells()).toEqual(['name', '8']);
    const reported = [
      { field: 'name', chars: 8 },
      { field: 'title', chars: 4 },
    ];
    rerender(<LayerCard layer={measure} section={reported} items={[]} asked running={false} />);
    expect(cells()).toEqual(['name', '8', 'title', '4']);
  });

  it('says it waits while nothing finished, and draws nothing it cannot read as its section', () => {
    const { rerender } = render(<LayerCard layer={measure} section={undefined} items={[]} asked running />);
    expect(screen.getByText('Waiting for the first item…')).toBeTruthy();
    rerender(<LayerCard layer={measure} section={[{ field: 'name' }]} items={[]} asked running={false} />);
    expect(screen.queryByTestId('report-section-measures')).toBeNull();
    expect(screen.getByText('Nothing from measures.')).toBeTruthy();
  });

  it('keeps a layer that fills no section: its tick and progress, under its own label', () => {
    const plain = defaultFullCheck({ id: 'bare', optionalLayers: [{ ...measureLayer, section: undefined }] })!;
    expect(plain.layers.map((l) => [l.section, l.title])).toEqual([[measureLayer.id, measureLayer.label]]);
    expect(plain.layers[0].table(undefined, [{ field: 'name', chars: 8 }])).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layersFromFlags } from '@/lib/formats/check-layers';
import { tinyFormat } from '@/lib/formats/testing/tiny';
import { measureLayer } from '@/lib/formats/testing/tiny/measures';
import { CheckProgress } from './check-progress';
import type { CheckLayer } from './full-check';
import { LayerCard } from './layer-card';
import { LayerTick } from './layer-tick';
import { pollAnswer, type CheckAnswer } from './test-poll-answer';

afterEach(cleanup);

/**
 * A format's layer as the dashboard knows it, from a format that is not HCP: the test-only format's own declaration
 * (its id, tick label and flag), and a panel where each measure is a list item.
 */
const measure: CheckLayer = {
  declared: measureLayer,
  doing: 'measuring the fields',
  section: 'measures',
  progressLabel: 'Measures',
  title: 'Measures',
  subtitle: 'Each field measured.',
  waiting: 'Waiting for the first measure…',
  none: 'Nothing measured.',
  table: (section, items) => {
    const rows = ((section as string[] | undefined) ?? []).length ? (section as string[]) : (items as string[]);
    return rows.length ? (
      <ul data-testid="measures">
        {rows.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    ) : null;
  },
};

const running = (more: Partial<CheckAnswer>) => pollAnswer('running', more);

describe("the dashboard's progress, from the format's layers", () => {
  it('names the phase the way the layer does and draws a bar for each layer that was asked for', () => {
    render(
      <CheckProgress
        data={running({ progress: { phase: 'measure', sections: { measures: { done: 2, total: 5 } } } })}
        options={{ measure: true }}
        layers={[measure]}
      />,
    );
    expect(screen.getByTestId('check-progress').textContent).toContain('Running: measuring the fields');
    const bar = screen.getByRole('progressbar', { name: 'Measures' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['2', '5']);
  });

  it("draws no bar when another format's layer of the same shape is ticked in its place", () => {
    render(<CheckProgress data={running({})} options={{ probe: true, eval: true }} layers={[measure]} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("draws no bar for a layer left unticked, and says the shared phases in the dashboard's own words", () => {
    render(<CheckProgress data={running({})} options={{ measure: false }} layers={[measure]} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('check-progress').textContent).toContain('Running: lint and the static rules');
  });
});

describe("a layer's card", () => {
  it('shows the items finished so far, then the report section once the report is there', () => {
    const { rerender } = render(<LayerCard layer={measure} section={undefined} items={['name']} asked running />);
    expect(screen.getByRole('heading', { name: 'Measures' })).toBeTruthy();
    expect(screen.getByTestId('measures').textContent).toBe('name');
    rerender(<LayerCard layer={measure} section={['name', 'title']} items={['name']} asked running={false} />);
    expect(screen.getByTestId('measures').textContent).toBe('nametitle');
  });

  it('says what it waits for while asked and running, that nothing ran once over, and is absent when not asked', () => {
    const { rerender, container } = render(<LayerCard layer={measure} section={undefined} items={[]} asked running />);
    expect(screen.getByText('Waiting for the first measure…')).toBeTruthy();
    rerender(<LayerCard layer={measure} section={undefined} items={[]} asked running={false} />);
    expect(screen.getByText('Nothing measured.')).toBeTruthy();
    rerender(<LayerCard layer={measure} section={undefined} items={[]} asked={false} running={false} />);
    expect(container.textContent).toBe('');
  });
});

describe("a layer's tick box, from the format's declaration", () => {
  it('is labelled as the format says and sets its own layer by id', () => {
    const onChange = vi.fn();
    render(<LayerTick layer={measureLayer} ticked={{}} onChange={onChange} />);
    const box = screen.getByLabelText('With measures') as HTMLInputElement;
    expect([box.checked, box.dataset.testid]).toEqual([false, 'opt-measure']);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ measure: true });
  });

  it('reads the same declaration the CLI reads: its flag asks for it, off by default', () => {
    expect(tinyFormat.optionalLayers).toEqual([measureLayer]);
    expect(layersFromFlags(tinyFormat, new Set())).toEqual({ measure: false });
    expect(layersFromFlags(tinyFormat, new Set(['measure']))).toEqual({ measure: true });
    render(
      <LayerTick layer={measureLayer} ticked={layersFromFlags(tinyFormat, new Set(['measure']))} onChange={() => {}} />,
    );
    expect((screen.getByTestId('opt-measure') as HTMLInputElement).checked).toBe(true);
  });
});

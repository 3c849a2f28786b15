import { z } from 'zod';
import { notRequested, ran, type Report } from '../../../core/report';
import { JsonSource } from '../../../json/source';
import { asks } from '../../check-layers';
import type { FormatServerPart, OptionalLayer, ReportSection } from '../../types';
import { tinyRunner, tinyServedPack } from './runner';

/**
 * The tiny format's layer beyond its static check, probe-like: asked for with `--measure`, it "measures" each field of
 * tiny.json (its length) item by item, telling progress as each finishes, and adds them to the report as its own
 * section. It is here to show that a format's extra layer, section and panel need nothing outside its folder.
 */

export const TINY_MEASURE_LAYER = 'measure';
/** The report section the layer fills. */
const MEASURES_SECTION = 'measures';

/** Its declaration: its own flag and tick box, off by default; it reads tiny.json and starts no process. */
export const measureLayer: OptionalLayer = {
  id: TINY_MEASURE_LAYER,
  label: 'With measures',
  defaultOn: false,
  flag: 'measure',
  runsProcesses: false,
  writes: false,
  section: MEASURES_SECTION,
};

const MeasureSchema = z.object({ field: z.string(), chars: z.number().int().min(0) });
export type Measure = z.infer<typeof MeasureSchema>;

/** The `measures` section: every formatter draws it from its view, and so does the studio (the format has no panel). */
export const measuresSection: ReportSection<Measure[]> = {
  id: MEASURES_SECTION,
  title: 'Measures',
  schema: z.array(MeasureSchema),
  present: (measures) => measures.length > 0,
  view: (measures) => ({
    title: 'Measures',
    summary: `${measures.length} field(s) measured, ${measures.reduce((n, m) => n + m.chars, 0)} characters`,
    columns: ['Field', 'Characters'],
    rows: measures.map((m) => [m.field, String(m.chars)]),
  }),
};

function measure(text: string | undefined): Measure[] {
  const source = new JsonSource(text ?? '{}');
  const root = source.ok && source.value && typeof source.value === 'object' ? source.value : {};
  return Object.entries(root).map(([field, value]) => ({ field, chars: JSON.stringify(value).length }));
}

const NOT_ASKED = notRequested(measureLayer);

/**
 * The tiny format's server part: its static check, then the measure layer when it is asked for; its
 * commands run through the shared runtime and are served by the shared MCP face (./runner.ts).
 */
export function tinyServerPart<Pack extends { id: string; text: string | undefined }>(
  check: (pack: Pack) => Report,
): FormatServerPart<Pack> {
  return {
    runner: tinyRunner,
    mcpPack: tinyServedPack,
    fullCheck: async (pack, _dir, options) => {
      const report = check(pack);
      if (!asks(options.layers, TINY_MEASURE_LAYER)) return { ...report, layers: [...report.layers, NOT_ASKED] };
      options.onProgress?.({ type: 'phase', phase: TINY_MEASURE_LAYER });
      const measures = measure(pack.text);
      measures.forEach((item, i) =>
        options.onProgress?.({ type: 'item', section: measuresSection.id, done: i + 1, total: measures.length, item }),
      );
      options.onProgress?.({ type: 'phase', phase: 'done' });
      return {
        ...report,
        layers: [...report.layers, ran(TINY_MEASURE_LAYER)],
        sections: { ...report.sections, [measuresSection.id]: measures },
      };
    },
  };
}

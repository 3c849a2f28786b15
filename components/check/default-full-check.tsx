'use client';
import { listFiles } from '@/lib/core/unparsed';
import type { AnyPackFormat, OptionalLayer } from '@/lib/formats/types';
import type { ReportSection } from '@/lib/report/formatters/section-view';
import type { CheckLayer, FullCheck } from './full-check';
import { SectionBody } from './report-sections';

/**
 * The dashboard of a format that declares layers beyond its static check (`optionalLayers`) or report sections but
 * brings no dashboard of its own: built from those declarations alone. Each layer is its tick box, its progress and a
 * card that draws the section it fills (`OptionalLayer.section`) with the format's panel, else the section's view;
 * the sections no layer fills are drawn under the report (CheckRun). Null for a format with neither: its studio has
 * no check view.
 */
export function defaultFullCheck(
  format: Pick<AnyPackFormat, 'id' | 'optionalLayers' | 'reportSections'>,
): FullCheck | null {
  const declared = format.optionalLayers ?? [];
  const sections = format.reportSections ?? [];
  if (declared.length === 0 && sections.length === 0) return null;
  const layers = declared.map((layer) =>
    defaultLayer(
      format.id,
      layer,
      sections.find((s) => s.id === layer.section),
    ),
  );
  const names = listFiles(layers.map((l) => l.title));
  const one = layers.length === 1;
  return {
    words: {
      beyond: layers.length ? names.toLowerCase() : 'nothing more',
      ticked: `${names} ${one ? 'is' : 'are'} ticked`,
      unticked: `${names} ${one ? 'starts' : 'start'} unticked`,
      leftOff: one ? `${names} was left off` : `One of ${names} was left off`,
    },
    layers,
    // A format declares no writes of its layers to the studio: one whose layer writes brings its own dashboard.
    plannedWrites: () => [],
  };
}

function defaultLayer(formatId: string, layer: OptionalLayer, section: ReportSection | undefined): CheckLayer {
  const title = section?.title ?? layer.label;
  return {
    declared: layer,
    doing: `running ${title.toLowerCase()}`,
    // A layer with no section of its own keys its (empty) items by its id.
    section: section?.id ?? layer.id,
    progressLabel: title,
    title,
    subtitle: section ? `What this layer adds to the report: its ${section.title.toLowerCase()}.` : '',
    waiting: 'Waiting for the first item…',
    none: `Nothing from ${title.toLowerCase()}.`,
    table(reported, items) {
      if (!section) return null;
      // The report's section once it is there, else the items finished so far, read as the section's schema reads.
      const parsed = section.schema.safeParse(reported ?? items);
      return parsed.success && section.present(parsed.data) ? (
        <SectionBody formatId={formatId} section={section} data={parsed.data} />
      ) : null;
    },
  };
}

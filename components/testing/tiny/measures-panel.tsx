'use client';
import { measuresSection } from '@/lib/formats/testing/tiny/measures';
import type { SectionPanelProps } from '../../check/report-sections';

/**
 * The test-only format's own studio panel for its `measures` section: each field with a bar as long as its text,
 * where the generic section table would list numbers. It shows a format's panel needs nothing outside its folders
 * (lib/formats/testing/tiny for the engine, this one for the studio) beyond its registration.
 */
export function MeasuresPanel({ data }: SectionPanelProps) {
  const parsed = measuresSection.schema.safeParse(data);
  if (!parsed.success) return null;
  const widest = Math.max(1, ...parsed.data.map((m) => m.chars));
  return (
    <ul className="space-y-1" data-testid="tiny-measures-panel" aria-label="Measured fields">
      {parsed.data.map((m) => (
        <li key={m.field} className="flex items-center gap-3 text-sm">
          <span className="w-24 font-mono">{m.field}</span>
          <span
            className="h-2 rounded-full bg-accent-solid"
            style={{ width: `${(m.chars / widest) * 60}%` }}
            aria-hidden
          />
          <span className="text-muted tabular-nums">{m.chars} characters</span>
        </li>
      ))}
    </ul>
  );
}

/** Its panels by section id, for registerSectionPanels. */
export const TINY_SECTION_PANELS = { [measuresSection.id]: MeasuresPanel };

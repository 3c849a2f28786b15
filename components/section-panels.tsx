'use client';
import type { SectionPanel } from './check/report-sections';
import { HCP_SECTION_PANELS } from './hcp/section-panels';

/**
 * Each format's own panels for its report sections, by format id then section id, as components/studios.tsx lists
 * studios: a format with none (or a section without one) is drawn from the view its engine gives the section.
 */
const PANELS: Record<string, Record<string, SectionPanel>> = {
  hcp: HCP_SECTION_PANELS,
};

/**
 * Adds a format's panels beside those above, as lib/formats' registerFormat adds a format (a format registered at
 * run time, the tests' test-only format); returns the undo.
 */
export function registerSectionPanels(formatId: string, panels: Record<string, SectionPanel>): () => void {
  const before = PANELS[formatId];
  PANELS[formatId] = { ...before, ...panels };
  return () => {
    if (before) PANELS[formatId] = before;
    else delete PANELS[formatId];
  };
}

export function sectionPanel(formatId: string, sectionId: string): SectionPanel | null {
  return PANELS[formatId]?.[sectionId] ?? null;
}

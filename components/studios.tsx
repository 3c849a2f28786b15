'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { StudioPageProps } from './studio/studio-shell';

/** A format's studio: its client descriptor on the shell, loaded with its engine only when a pack of it opens. */
export interface StudioEntry {
  formatId: string;
  Studio: ComponentType<StudioPageProps>;
}

/**
 * The registry of studios, one per pack format, as lib/formats lists the formats: adding a format's studio is its
 * folder under components/ (a descriptor on components/studio) and a line here.
 */
export const STUDIOS: readonly StudioEntry[] = [
  { formatId: 'hcp', Studio: dynamic(() => import('./hcp/studio')) },
  { formatId: 'recued', Studio: dynamic(() => import('./recued/studio')) },
];

const registered: StudioEntry[] = [...STUDIOS];

/** Adds a studio after the built-in ones (a test's) and returns the call that takes it out again. */
export function registerStudio(entry: StudioEntry): () => void {
  if (registered.some((s) => s.formatId === entry.formatId))
    throw new Error(`a studio for "${entry.formatId}" is registered already`);
  registered.push(entry);
  return () => {
    const i = registered.indexOf(entry);
    if (i >= 0) registered.splice(i, 1);
  };
}

export function studioOf(formatId: string): StudioEntry | null {
  return registered.find((s) => s.formatId === formatId) ?? null;
}

/** A format with no studio of its own opens in the plain shell (its files, the live check, the findings). */
const PlainStudio = dynamic(() => import('./studio/plain-studio'));

/** The page of one pack, whatever its format: its format's studio over the files the server read. */
export function PackPage(props: StudioPageProps & { formatId: string }) {
  const { formatId, ...rest } = props;
  const entry = studioOf(formatId);
  return entry ? <entry.Studio {...rest} /> : <PlainStudio formatId={formatId} {...rest} />;
}

'use client';
import dynamic from 'next/dynamic';

/** Monaco in a lazy chunk, as on the HCP pack page. */
export const RecuedWorkbench = dynamic(() => import('./recued-workbench'), {
  ssr: false,
  loading: () => <div className="flex h-full items-center justify-center text-sm text-zinc-500">Loading editor…</div>,
});

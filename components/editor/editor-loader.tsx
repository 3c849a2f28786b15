'use client';
import dynamic from 'next/dynamic';

/** Monaco lives in these lazy chunks: only the pack page loads them, never the workspace page. */
export const MonacoWorkbench = dynamic(() => import('./monaco-workbench'), {
  ssr: false,
  loading: () => <EditorPlaceholder label="Loading editor…" />,
});

export const ConflictDiff = dynamic(() => import('./conflict-diff'), {
  ssr: false,
  loading: () => <EditorPlaceholder label="Loading both versions…" />,
});

function EditorPlaceholder({ label }: { label: string }) {
  return <div className="flex h-full items-center justify-center text-sm text-muted">{label}</div>;
}

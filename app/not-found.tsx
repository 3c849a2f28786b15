import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Not found' };

/** Any unknown address (a rule id that does not exist, a pack that was deleted) lands here, in the studio's own look. */
export default function NotFound() {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center gap-4 px-6 py-16">
      <p className="font-mono text-sm text-muted">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Nothing here</h1>
      <p className="text-fg-soft">
        This address names no pack, composition or rule. It may have been renamed or deleted, or the link has a typo.
      </p>
      <nav aria-label="Ways back" className="flex flex-wrap gap-3">
        <Link
          href="/"
          className="rounded-md bg-accent-solid px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-solid-hover"
        >
          Back to the workspace
        </Link>
        <Link
          href="/rules"
          className="rounded-md border border-line-strong px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
        >
          Browse the rules
        </Link>
      </nav>
    </main>
  );
}

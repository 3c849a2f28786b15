import Link from 'next/link';
import { ProjectMatrix, type MatrixView } from './project-matrix';

/** Packs × builds with its pages: "First packs" once paged on, "Next N packs" while more follow. */
export function ProjectPacks({
  view,
  base,
  paged,
  perPage,
}: {
  view: MatrixView;
  base: string;
  /** Whether this page starts after the first pack (so "First packs" leads back). */
  paged: boolean;
  perPage: number;
}) {
  return (
    <>
      <h2 className="mt-6 mb-2 text-lg font-semibold">Packs × builds</h2>
      {view.builds.length === 0 ? (
        <p className="text-muted">No build yet: CI uploads one with packstudio upload.</p>
      ) : (
        <ProjectMatrix view={view} />
      )}
      <nav className="mt-2 flex gap-4 text-sm" aria-label="Pack pages">
        {paged && (
          <Link href={base} className="text-accent hover:underline">
            First packs
          </Link>
        )}
        {view.nextPack !== null && (
          <Link href={`${base}?after=${encodeURIComponent(view.nextPack)}`} className="text-accent hover:underline">
            Next {perPage} packs
          </Link>
        )}
      </nav>
    </>
  );
}

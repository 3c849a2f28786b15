import { PackPages } from './pack-pages';
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
      <PackPages
        className="mt-2 flex gap-4 text-sm"
        first={paged ? base : undefined}
        next={view.nextPack !== null ? `${base}?after=${encodeURIComponent(view.nextPack)}` : undefined}
        perPage={perPage}
      />
    </>
  );
}

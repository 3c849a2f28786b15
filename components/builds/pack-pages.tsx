import Link from 'next/link';

/** "First packs" and "Next N packs" under a paged list of packs; each shows only when it has a page to go to. */
export function PackPages({
  first,
  next,
  perPage,
  className,
}: {
  /** The first page, when this one is not it. */
  first?: string;
  /** The next page, when more packs follow. */
  next?: string;
  perPage: number;
  className: string;
}) {
  return (
    <nav className={className} aria-label="Pack pages">
      {first !== undefined && (
        <Link href={first} className="text-accent hover:underline">
          First packs
        </Link>
      )}
      {next !== undefined && (
        <Link href={next} className="text-accent hover:underline">
          Next {perPage} packs
        </Link>
      )}
    </nav>
  );
}

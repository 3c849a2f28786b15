'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const LINKS = [
  {
    href: '/',
    label: 'Workspace',
    active: (p: string) => p === '/' || p.startsWith('/packs') || p.startsWith('/compositions'),
  },
  { href: '/rules', label: 'Rules', active: (p: string) => p.startsWith('/rules') },
  { href: '/reports', label: 'Reports', active: (p: string) => p.startsWith('/reports') },
];

const PROJECTS = { href: '/projects', label: 'Projects', active: (p: string) => p.startsWith('/projects') };

/** `review`: the studio runs as a review server (`packstudio serve`), whose projects get a link of their own. */
export function SiteNav({ review = false }: { review?: boolean }) {
  const pathname = usePathname() ?? '/';
  return (
    <nav className="flex items-center gap-1 text-sm">
      {(review ? [...LINKS, PROJECTS] : LINKS).map((l) => (
        <Link
          key={l.href}
          href={l.href}
          aria-current={l.active(pathname) ? 'page' : undefined}
          className="rounded-md px-2.5 py-1.5 font-medium text-muted transition-colors hover:text-fg aria-[current=page]:bg-surface-muted aria-[current=page]:text-fg"
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

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

export function SiteNav() {
  const pathname = usePathname() ?? '/';
  return (
    <nav className="flex items-center gap-1 text-sm">
      {LINKS.map((l) => (
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

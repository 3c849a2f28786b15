'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const LINKS = [
  { href: '/', label: 'Workspace', active: (p: string) => p === '/' || p.startsWith('/packs') || p.startsWith('/compositions') },
  { href: '/rules', label: 'Rules', active: (p: string) => p.startsWith('/rules') },
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
          className="rounded-md px-2.5 py-1.5 font-medium text-zinc-500 transition-colors hover:text-zinc-900 aria-[current=page]:bg-zinc-100 aria-[current=page]:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100 dark:aria-[current=page]:bg-zinc-800 dark:aria-[current=page]:text-zinc-100"
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}

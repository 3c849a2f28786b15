import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import './globals.css';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'Pack Studio', description: 'Write, check and preview agent tool packs.' };

/** Applied before paint so a dark-mode user never sees a white flash. */
const themeScript = `try{var t=localStorage.getItem('theme');if(t==='dark'||(!t&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}catch(e){}`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen bg-white text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers>
          <header className="flex h-12 items-center gap-6 border-b border-zinc-200 px-4 dark:border-zinc-800">
            <Link href="/" className="font-semibold tracking-tight">Pack Studio</Link>
            <nav className="flex gap-4 text-sm text-zinc-600 dark:text-zinc-400">
              <Link href="/">Workspace</Link>
              <Link href="/rules">Rules</Link>
            </nav>
          </header>
          {children}
        </Providers>
      </body>
    </html>
  );
}

import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SiteNav } from '@/components/site-nav';
import { PublisherHeader } from '@/components/recued/publisher-header';
import { applyStoredTheme } from '@/components/theme';
import { ThemeToggle } from '@/components/theme-toggle';
import { isReviewServer } from '@/lib/node/builds-server/mode';
import { NONCE_HEADER } from '@/lib/studio/server/security-headers';
import './globals.css';
import { siteMetadata } from './metadata';
import { Providers } from './providers';

export const metadata = siteMetadata;

/** Applied before paint so a dark-mode user never sees a white flash. */
const themeScript = `(${applyStoredTheme.toString()})()`;

/**
 * Every page renders per request: the page policy's nonce (proxy.ts) is new each time, and Next puts it on its own
 * scripts; the theme script gets it here. So no page is prerendered without one.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script id="theme" nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-screen flex-col bg-canvas text-fg antialiased">
        <Providers>
          <header className="sticky top-0 z-20 flex h-12 shrink-0 items-center gap-2 border-b border-line bg-surface/90 px-3 backdrop-blur sm:gap-4 sm:px-4">
            <Link href="/" className="flex shrink-0 items-center gap-2 font-semibold tracking-tight whitespace-nowrap">
              <span
                aria-hidden
                className="grid size-6 place-items-center rounded-md bg-accent-solid text-[11px] font-bold text-white"
              >
                PS
              </span>
              {/* On a phone the mark alone, so the nav fits on one line; the name stays the link's accessible name. */}
              <span className="max-sm:sr-only">Pack Studio</span>
            </Link>
            <SiteNav review={isReviewServer()} />
            <div className="ml-auto flex min-w-0 items-center gap-2">
              <PublisherHeader />
              <ThemeToggle />
            </div>
          </header>
          {children}
        </Providers>
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import { safeLink } from '@/lib/studio/safe-url';

/**
 * A link to an address the studio did not write (a pack's hint, a report opened from disk): through safeLink, so a
 * `javascript:` or `data:` address, however it is disguised, shows as text and is never followed. An http(s)
 * address opens in a new tab without a referrer; `newTab` does the same for a path of the studio.
 */
export function SafeLink({
  href,
  newTab = false,
  className,
  children,
}: {
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const link = safeLink(href);
  if (!link)
    return (
      <span className={className} data-unsafe-href="">
        {children}
      </span>
    );
  const blank = link.external || newTab;
  return (
    <a
      href={link.href}
      className={className}
      {...(blank ? { target: '_blank', rel: link.external ? 'noopener noreferrer' : 'noopener' } : {})}
    >
      {children}
    </a>
  );
}

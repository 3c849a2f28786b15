import type { Metadata } from 'next';

/** The site's metadata, apart from the layout so it can be read without rendering the header's server actions. */
export const siteMetadata: Metadata = {
  title: { default: 'Pack Studio', template: '%s · Pack Studio' },
  description: 'Write, check and preview agent tool packs.',
  // public/: the web manifest and the icons it names (app/icon.svg stays the favicon).
  manifest: '/manifest.webmanifest',
  icons: { apple: '/icons/apple-touch-icon.png' },
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `next dev` on 127.0.0.1 blocks its own HMR requests without this.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // A native addon (lib/node/history), the Redis queue's client (lib/node/workers) and pg, whose optional native
  // half a bundler cannot resolve (lib/node/builds-store): loaded by Node, never bundled.
  serverExternalPackages: ['better-sqlite3', 'bullmq', 'ioredis', 'pg'],
  experimental: {
    // MAX_SAVE_BODY_BYTES (lib/studio/limits.ts; app/next-config.test.ts holds the two equal): the largest body a
    // save of a file the studio allows can need, so an over-size save gets the studio's own message, not Next's 413.
    serverActions: { bodySizeLimit: 6 * 1024 * 1024 + 64 * 1024 },
  },
  // The API import runs in the browser (lib/recued/import/load.ts) with its own in-memory file resolver; the
  // parser's disk resolver still names `fs`, which the browser build maps to an empty module.
  turbopack: { resolveAlias: { fs: { browser: './lib/recued/import/no-fs.ts' } } },
};
export default nextConfig;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `next dev` on 127.0.0.1 blocks its own HMR requests without this.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // A native addon: loaded by Node at run time, never bundled (lib/node/history).
  serverExternalPackages: ['better-sqlite3'],
};
export default nextConfig;

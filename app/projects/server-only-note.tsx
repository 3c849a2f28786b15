/** What the project pages say in the single-user studio, which keeps no builds. */
export function NotAReviewServer() {
  return (
    <main className="mx-auto w-full max-w-3xl px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Projects</h1>
      <p className="mt-2 text-muted">
        This studio is the single-user one. Projects, builds and reviews live on a review server: start it with{' '}
        <code className="font-mono">packstudio serve</code> (with <code className="font-mono">DATABASE_URL</code> for
        PostgreSQL), and upload checks from CI with <code className="font-mono">packstudio upload</code>.
      </p>
    </main>
  );
}

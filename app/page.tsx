import Link from 'next/link';
import { join } from 'node:path';
import { staticReport } from '@/lib/hcp/report';
import { loadPackFromDir } from '@/lib/node/load-dir';
import { listPackIds, workspaceDir } from '@/lib/node/workspace';

export const dynamic = 'force-dynamic';

export default async function WorkspacePage() {
  const root = workspaceDir();
  const packs = await listPackIds(root);
  const rows = await Promise.all(
    packs.filter((p) => p.format === 'hcp').map(async (p) => ({ id: p.id, report: staticReport(await loadPackFromDir(join(root, p.id))) })),
  );
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">Workspace</h1>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {rows.map(({ id, report }) => (
          <li key={id} className="flex items-center justify-between py-3">
            <Link href={`/packs/${id}`} className="font-medium">{id}</Link>
            <span className="tabular-nums">{report.grade} · {report.score}/100</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

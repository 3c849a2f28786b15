import { WorkspaceView } from '@/components/workspace/workspace-view';
import { formatFacts, packFormats } from '@/lib/formats';
import { parseWorkspaceQuery, queryWorkspace } from '@/lib/studio/workspace-query';
import { listWorkspace } from './actions/workspace-actions';

export const dynamic = 'force-dynamic';

/**
 * The workspace, searched, filtered, sorted and cut to one page on the server from the URL: the browser gets one
 * page of rows, never the whole workspace (1,000 packs would be megabytes of HTML).
 */
export default async function WorkspacePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const formats = packFormats();
  const query = parseWorkspaceQuery(
    await searchParams,
    formats.map((f) => f.id),
  );
  const facts = formats.map(formatFacts);
  const listed = await listWorkspace();
  if (!listed.ok) return <WorkspaceView query={query} error={listed.error} root={null} page={null} formats={facts} />;
  return (
    <WorkspaceView
      query={query}
      error={null}
      root={listed.root}
      page={queryWorkspace(listed.packs, query)}
      formats={facts}
    />
  );
}

import { WorkspaceView } from '@/components/workspace/workspace-view';
import { listWorkspace } from './actions/workspace-actions';

export const dynamic = 'force-dynamic';

export default async function WorkspacePage() {
  const initial = await listWorkspace();
  return <WorkspaceView initial={initial} />;
}

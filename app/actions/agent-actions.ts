'use server';
import 'server-only';

import { agentLaunchRequest, type AgentLaunch } from '@/lib/node/mcp/launch';
import type { ActionResult } from '@/lib/studio/results';
import { guarded } from './guard';

/** "Use in an agent": the absolute pack folder, Node and packstudio entry a host's configuration names. Input: { packId }. */
export async function agentLaunch(input: unknown): Promise<ActionResult<AgentLaunch>> {
  return guarded('find the pack for an agent host', () => agentLaunchRequest(input));
}

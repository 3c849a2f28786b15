'use server';
import 'server-only';

import { agentLaunchRequest, type LaunchFacts } from '@/lib/node/mcp/launch';
import {
  pollTryRequest,
  startTryRequest,
  stopTryRequest,
  type PollTryResult,
  type StartTryResult,
} from '@/lib/node/mcp/try-request';
import type { ActionResult } from '@/lib/studio/server/results';
import { guarded } from './guard';

/**
 * "Use in an agent": what a host's configuration names on this machine (the pack folder, Node, the packstudio
 * entry, the CLI to allow-list, the project folder). Input: { packId }.
 */
export async function agentLaunch(input: unknown): Promise<ActionResult<LaunchFacts>> {
  return guarded('find the pack for an agent host', () => agentLaunchRequest(input));
}

/** "Try this config": queues a try of one host's configuration, built here again. Input: { packId, host, grant }. */
export async function tryAgentConfig(input: unknown): Promise<StartTryResult> {
  return guarded('try a host configuration', () => startTryRequest(input));
}

/** A try's place in the queue and, once done, what a host would see. Input: { jobId }. */
export async function pollAgentConfigTry(input: unknown): Promise<PollTryResult> {
  return guarded('read a configuration try', async () => pollTryRequest(input));
}

/** Cancels a try: out of the line, or its server's process group killed. Input: { jobId }. */
export async function cancelAgentConfigTry(input: unknown): Promise<ReturnType<typeof stopTryRequest>> {
  return guarded('cancel a configuration try', async () => stopTryRequest(input));
}

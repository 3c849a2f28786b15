import { hcpAgentReadiness } from '../hcp/agent-input';
import { checkStatic } from '../hcp/check';
import { loadPackFromTexts, type PackTexts } from '../hcp/load';
import { medianMicrosEach } from './measure';

/**
 * What the agent-readiness layer costs a check: the layer alone (Skill drift, the confusion index, tokens, the host
 * matrix) against the static check of the same pack, measured in the same run. The studio computes it live in its
 * readiness view, apart from the findings' live check, so it never slows a keystroke's findings.
 */
export interface AgentLayerCost {
  name: string;
  layerMicros: number;
  staticMicros: number;
}

export function agentLayerCost(name: string, texts: PackTexts, budgetMs = 600): AgentLayerCost {
  const pack = () => loadPackFromTexts(texts);
  const [layerMicros, staticMicros] = medianMicrosEach(
    [() => hcpAgentReadiness(pack()), () => checkStatic(pack())],
    budgetMs,
    5,
  ) as [number, number];
  return { name, layerMicros, staticMicros };
}

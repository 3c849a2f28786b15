import type { AgentFinding, AgentPart, AgentPlace, AgentSeverity } from '../core/agent-readiness';
import { compareText } from '../core/text-order';

/** One finding of the layer, at a place in a pack file. */
export function agentFinding(raw: {
  id: string;
  part: AgentPart;
  severity: AgentSeverity;
  at: AgentPlace;
  subject: string;
  message: string;
  fix: string;
}): AgentFinding {
  const { at, ...rest } = raw;
  return {
    id: rest.id,
    part: rest.part,
    severity: rest.severity,
    ...at,
    message: rest.message,
    fix: rest.fix,
    subject: rest.subject,
  };
}

const SEVERITY = { warn: 0, info: 1 } as const;

/** Warnings first, then by file, line, column and id: the order every format lists them in. */
export function sortAgentFindings(findings: readonly AgentFinding[]): AgentFinding[] {
  return [...findings].sort(
    (a, b) =>
      SEVERITY[a.severity] - SEVERITY[b.severity] ||
      compareText(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareText(a.id, b.id) ||
      compareText(a.subject, b.subject),
  );
}

/** The findings a reader acts on one by one: all but the host refusals, which the host matrix shows cell by cell. */
export function listedFindings(findings: readonly AgentFinding[]): AgentFinding[] {
  return findings.filter((f) => f.part !== 'hosts');
}

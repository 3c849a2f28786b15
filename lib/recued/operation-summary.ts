import type { Operation, Progress } from './schema';
import { get, isRec, num, rec, str, type Parsed } from './walk';

export interface OperationSummary {
  risk: string;
  approval: string;
  idempotency: string;
  timeout: string;
  progress: string;
  /** Only for a detached op: what "ready" means. */
  service?: string;
}

/** Plain words for what an operation may do and how long it may run, for the studio's preview. */
export function operationSummary(op: Operation): OperationSummary {
  const value: Parsed<Operation> = isRec(op) ? op : {};
  const bind = rec(value, 'bind');
  const progress = rec(bind, 'progress');
  const detached = rec(bind, 'detached');
  const timeout = num(value, 'timeout_ms');
  const summary: OperationSummary = {
    risk: riskWords(str(value, 'risk')),
    approval: approvalWords(str(value, 'approval')),
    idempotency: idempotencyWords(str(value, 'idempotency')),
    timeout: timeoutWords(timeout, progress !== undefined, get(value, 'timeout_ms') !== undefined),
    progress: progress ? progressWords(progress) : 'No progress declared',
  };
  if (detached) {
    const readiness = rec(rec(detached, 'supervision'), 'readiness');
    const target =
      str(readiness, 'url') ??
      str(readiness, 'path') ??
      (num(readiness, 'port') !== undefined ? `port ${num(readiness, 'port')}` : undefined);
    summary.service = readiness
      ? `Long-running service; ready when ${str(readiness, 'kind') ?? 'its readiness check'} passes${target ? ` (${target})` : ''}`
      : 'Long-running service with no readiness check';
  }
  return summary;
}

function riskWords(risk: string | undefined): string {
  if (risk === 'read') return 'Reads data; changes nothing';
  if (risk === 'write') return 'Changes data';
  return 'Risk not declared';
}

function approvalWords(approval: string | undefined): string {
  if (approval === 'never') return 'Runs without asking; only the grant decides';
  if (approval === 'ask') return 'Asks for approval before it runs';
  if (approval === 'always') return 'Always asks for approval, in every mode';
  return approval ? `Approval "${approval}"` : 'Approval not declared';
}

function idempotencyWords(idempotency: string | undefined): string {
  if (idempotency === 'safe') return 'Safe to repeat: it changes nothing';
  if (idempotency === 'idempotent') return 'Repeating it has the same effect as running it once';
  if (idempotency && /^(non|not|un)[-_]?/.test(idempotency)) return 'Running it twice may act twice';
  return idempotency ? `Idempotency "${idempotency}"` : 'Idempotency not declared';
}

function timeoutWords(timeout: number | undefined, hasProgress: boolean, declared: boolean): string {
  if (timeout === undefined) return declared ? 'Time limit not readable' : "The server's default time limit";
  if (timeout === 0)
    return hasProgress
      ? 'No time limit; stopped only when progress stalls'
      : 'No time limit at all (refused: declare progress)';
  return `Up to ${duration(timeout)}`;
}

function progressWords(progress: Parsed<Progress>): string {
  const adapter = str(progress, 'adapter');
  const stall = num(progress, 'stall_ms');
  const first = num(progress, 'first_output_ms');
  const parts = [
    `${str(progress, 'contract') === 'heartbeat' ? 'Heartbeat' : 'Progress'}${adapter ? ` from ${adapter}` : ''}`,
  ];
  if (stall !== undefined) parts.push(`stopped after ${duration(stall)} without progress`);
  if (first !== undefined) parts.push(`must print something within ${duration(first)}`);
  return parts.join('; ');
}

export function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return [h && `${h} h`, m && `${m} min`, sec && `${sec} s`].filter(Boolean).join(' ');
}

import { CONFIRM_FAMILIES, MORE_CHANGE_WORDS, PAY_NOUNS, READ_WORDS, WRITE_WORDS } from '../../core/vocabulary';
import type { ApiOperation } from './model';
import { pathSegments } from './names';
import { words } from './words';

/**
 * Risk, approval and idempotency from what an operation does (the document's 🔑): the method decides the default
 * (GET and HEAD read, every other method writes), and a GET whose path or operation names an action that changes
 * something is a write, with the word that says so. Never downgraded by a reassuring name.
 */

/** Words that, in a GET's path or name, say the request changes something. */
export const CHANGE_WORDS: ReadonlySet<string> = new Set(
  [...WRITE_WORDS, ...MORE_CHANGE_WORDS].filter((w) => !READ_WORDS.has(w)),
);

const PAY_WORDS: ReadonlySet<string> = new Set([...CONFIRM_FAMILIES.pay, ...PAY_NOUNS]);

export interface RiskDecision {
  risk: 'read' | 'write';
  approval: 'never' | 'ask';
  idempotency?: 'safe' | 'idempotent';
  /** Why a GET is a write: `its path names "send"`. */
  because?: string;
  /** A delete or a payment: said in the output, asked like every write. */
  kind?: 'delete' | 'payment';
}

/** The word in a GET's path segments, operationId or summary that names a change, with where it was found. */
export function changeWordOf(op: ApiOperation): { word: string; where: string } | undefined {
  for (const seg of pathSegments(op.path.replace(/#.*$/, ''))) {
    if (seg.kind !== 'static') continue;
    const found = words(seg.text).find((w) => CHANGE_WORDS.has(w));
    if (found) return { word: found, where: 'its path' };
  }
  const idVerb = op.operationId ? words(op.operationId.replace(/^[^/]*\//, ''))[0] : undefined;
  if (idVerb && CHANGE_WORDS.has(idVerb)) return { word: idVerb, where: 'its operationId' };
  const summaryVerb = op.summary ? words(op.summary)[0] : undefined;
  if (summaryVerb && CHANGE_WORDS.has(summaryVerb)) return { word: summaryVerb, where: 'its summary' };
  return undefined;
}

export function decideRisk(op: ApiOperation): RiskDecision {
  const reads = op.method === 'GET' || op.method === 'HEAD';
  const change = reads ? changeWordOf(op) : undefined;
  if (reads && !change) return { risk: 'read', approval: 'never', idempotency: 'safe' };
  const pays = pathSegments(op.path.replace(/#.*$/, '')).some(
    (s) => s.kind === 'static' && words(s.text).some((w) => PAY_WORDS.has(w)),
  );
  return {
    risk: 'write',
    approval: 'ask',
    ...(op.method === 'PUT' || op.method === 'DELETE' ? { idempotency: 'idempotent' as const } : {}),
    ...(change ? { because: `${change.where} names "${change.word}"` } : {}),
    ...(op.method === 'DELETE' ? { kind: 'delete' as const } : pays ? { kind: 'payment' as const } : {}),
  };
}

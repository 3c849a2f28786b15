import { docsUrl, sortFindings, type Finding } from '@/lib/core/finding';
import { createReport, ran, type Report } from '@/lib/core/report';
import { JsonSource } from '@/lib/json/source';
import { CHECKS, type CheckContext, type CheckRuleId, type Hit } from './checks';
import type { RecuedRuleId } from './rule-ids';
import { RULES_META } from './rules-meta';
import { schemaHits, type SchemaHit } from './schema-findings';
import { DEFAULT_PUBLISHER } from './vocabulary';
import { str, viewPack } from './walk';

export interface CheckOptions {
  /** The signed-in handle; default "local". */
  publisher?: string;
  /** The report's pack id when the document has no slug: its folder name. */
  packId?: string;
}

/** Findings past this many per rule are folded into one, so a huge file cannot flood a report. */
export const MAX_FINDINGS_PER_RULE = 100;

/** Checks a pack.json as publish and install would. Never throws, whatever the input. */
export function checkComposition(text: string, opts: CheckOptions = {}): Report {
  const fallbackId = opts.packId ?? 'unknown';
  let source: JsonSource | null = null;
  try {
    source = new JsonSource(typeof text === 'string' ? text : '');
    if (source.error) {
      const hit = { pointer: '', message: source.error.message, fix: 'Correct the JSON at this line and column; pack.json is strict JSON (no comments or trailing commas).' };
      return report(fallbackId, [toFinding('C-json-syntax', hit, source)]);
    }
    const ctx: CheckContext = { publisher: opts.publisher?.trim() || DEFAULT_PUBLISHER };
    const view = viewPack(source.value);
    const checked: [RecuedRuleId, Hit][] = [];
    for (const [id, check] of Object.entries(CHECKS) as [CheckRuleId, (typeof CHECKS)[CheckRuleId]][]) {
      try {
        for (const hit of check(view, ctx)) checked.push([id, hit]);
      } catch (error) {
        checked.push(['C-check-crashed', crashHit(id, error)]);
      }
    }
    const schema = withoutCovered(schemaHits(source.value), checked).map(({ missing: _, ...hit }): [RecuedRuleId, Hit] => ['C-schema', hit]);
    const all = [...checked, ...schema];
    const src = source;
    return report(str(view.root, 'slug') || fallbackId, capPerRule(all).map(([id, hit]) => toFinding(id, hit, src)));
  } catch (error) {
    // Last resort: the engine itself failed (e.g. out of memory building a report).
    return report(fallbackId, [toFinding('C-check-crashed', crashHit('the engine', error), null)]);
  }
}

/** A composition's report: Recued does not score, and its one layer is the static check. */
function report(packId: string, findings: Finding[]): Report {
  return createReport({ pack_id: packId, format: 'recued', scored: false, findings: sortFindings(findings), layers: [ran('static')] });
}

function toFinding(id: RecuedRuleId, hit: Hit, source: JsonSource | null): Finding {
  const meta = RULES_META[id];
  const { line, column } = source ? source.locate(hit.pointer) : { line: 1, column: 1 };
  return {
    id,
    severity: hit.severity ?? meta.severity,
    category: meta.category,
    file: 'pack.json',
    pointer: hit.pointer,
    line,
    column,
    message: hit.message,
    fix: hit.fix,
    docs: docsUrl(id),
  };
}

/**
 * A check's error at the same place says it with the document's reason; the generic schema
 * message would only repeat it. A missing key belongs to its parent object, so an error there covers it.
 */
function withoutCovered(schema: SchemaHit[], checked: [RecuedRuleId, Hit][]): SchemaHit[] {
  const covered = new Set(checked.filter(([id, hit]) => (hit.severity ?? RULES_META[id].severity) === 'error').map(([, hit]) => hit.pointer));
  const seen = new Set<string>();
  return schema.filter((hit) => {
    const key = hit.pointer + '\n' + hit.message;
    const parent = hit.pointer.slice(0, hit.pointer.lastIndexOf('/'));
    if (covered.has(hit.pointer) || (hit.missing && covered.has(parent)) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function capPerRule(hits: [RecuedRuleId, Hit][]): [RecuedRuleId, Hit][] {
  const counts = new Map<RecuedRuleId, number>();
  for (const [id] of hits) counts.set(id, (counts.get(id) ?? 0) + 1);
  const kept = new Map<RecuedRuleId, number>();
  const out: [RecuedRuleId, Hit][] = [];
  for (const [id, hit] of hits) {
    const n = (kept.get(id) ?? 0) + 1;
    kept.set(id, n);
    if (n <= MAX_FINDINGS_PER_RULE) out.push([id, hit]);
    else if (n === MAX_FINDINGS_PER_RULE + 1) {
      const more = (counts.get(id) ?? n) - MAX_FINDINGS_PER_RULE;
      out.push([id, { ...hit, message: `…and ${more} more ${id} finding${more === 1 ? '' : 's'} like the ones above (not listed). First of them: ${hit.message}` }]);
    }
  }
  return out;
}

function crashHit(where: string, error: unknown): Hit {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    pointer: '',
    message: `${where} stopped on this document (${reason.slice(0, 200)}), so the file was not fully checked.`,
    fix: 'Report this document to the Pack Studio maintainers; meanwhile fix the other findings.',
  };
}

import { sortFindings, type Finding, type RawFinding } from '@/lib/core/finding';
import { offer } from '@/lib/core/offer';
import { createReport, ran, type Report } from '@/lib/core/report';
import type { RuleMeta } from '@/lib/core/rule';
import { MAX_FINDINGS_PER_RULE, capped, crashFinding, runRules } from '@/lib/core/run-rules';
import { JsonSource } from '@/lib/json/source';
import { RECUED_CATEGORY_TABLE } from '@/lib/formats/recued/categories';
import { RECUED_FILE, RECUED_FILES } from '@/lib/formats/recued/files';
import { applySuppressions } from '@/lib/suppress/apply';
import { COMPOSITION_RULES, ENGINE_RULES, type CompositionContext } from './checks';
import { recuedPolicySummary } from './policy-summary';
import { schemaFinding, schemaHits, type SchemaHit } from './schema-findings';
import { DEFAULT_PUBLISHER } from './vocabulary';
import { str, viewPack } from './walk';

export interface CheckOptions {
  /** The signed-in handle; default "local". */
  publisher?: string;
  /** The report's pack id when the document has no slug: its folder name. */
  packId?: string;
  /** packstudio.json's text beside pack.json, when there is one: its suppressions apply to the report. */
  suppressions?: string;
}

export { MAX_FINDINGS_PER_RULE };

/** Which layer reports each id a packstudio.json entry names: a composition has one, the static check. */
const SUPPRESSION_SCOPE = { categories: Object.values(RECUED_CATEGORY_TABLE), files: RECUED_FILES } as const;

/** Checks a pack.json as publish and install would. Never throws, whatever the input. */
export function checkComposition(text: string, opts: CheckOptions = {}): Report {
  const fallbackId = opts.packId ?? 'unknown';
  try {
    const src = new JsonSource(typeof text === 'string' ? text : '');
    const locate = (meta: RuleMeta<any>, raw: RawFinding) => toFinding(meta, raw, src);
    if (src.error) {
      const { remedy } = src.error;
      const raw: RawFinding = {
        file: 'pack.json',
        pointer: '',
        message: src.error.message,
        fix:
          remedy?.fix ??
          'Correct the JSON at this line and column; pack.json is strict JSON (no comments or trailing commas).',
        ...(remedy ? offer('fix', remedy.title, [{ file: 'pack.json', ...remedy.edit }]) : {}),
      };
      // The rules did not run: no suppression can be called unmatched.
      return applySuppressions(report(fallbackId, [locate(ENGINE_RULES.jsonSyntax.meta, raw)]), opts.suppressions, {
        ...SUPPRESSION_SCOPE,
        partial: true,
      });
    }
    const ctx: CompositionContext = {
      ...viewPack(src.value),
      publisher: opts.publisher?.trim() || DEFAULT_PUBLISHER,
      file: RECUED_FILE,
      text: src.text,
    };
    const checked = runRules(COMPOSITION_RULES, ctx, { locate, crashFile: 'pack.json' });
    const schema = capped(
      ENGINE_RULES.schemaShape.meta.id,
      withoutCovered(schemaHits(src.value), checked).map((hit) => schemaFinding(ctx, hit)),
      MAX_FINDINGS_PER_RULE,
    );
    const checkedReport = applySuppressions(
      report(str(ctx.root, 'slug') || fallbackId, [
        ...checked,
        ...schema.map((raw) => locate(ENGINE_RULES.schemaShape.meta, raw)),
      ]),
      opts.suppressions,
      SUPPRESSION_SCOPE,
    );
    return { ...checkedReport, policy: recuedPolicySummary(src.value) };
  } catch (error) {
    // Last resort: the engine itself failed outside any rule (e.g. out of memory building a report).
    return report(fallbackId, [
      toFinding(ENGINE_RULES.checkCrashed.meta, crashFinding('the engine', error, 'pack.json'), null),
    ]);
  }
}

/** A composition's report: Recued does not score, and its one layer is the static check. */
function report(packId: string, findings: Finding[]): Report {
  return createReport({
    pack_id: packId,
    format: 'recued',
    scoredCategories: null,
    findings: sortFindings(findings),
    layers: [ran('static')],
  });
}

function toFinding(meta: RuleMeta<any>, raw: RawFinding, source: JsonSource | null): Finding {
  const { line, column } = source ? source.locate(raw.pointer) : { line: 1, column: 1 };
  return {
    id: meta.id,
    severity: raw.severity ?? meta.severity,
    category: meta.category,
    file: 'pack.json',
    pointer: raw.pointer,
    line,
    column,
    message: raw.message,
    fix: raw.fix,
    docs: meta.url,
    ...(raw.quickFix ? { quickFix: raw.quickFix } : {}),
  };
}

/**
 * A check's error at the same place says it with the document's reason; the generic schema
 * message would only repeat it. A missing key belongs to its parent object, so an error there covers it.
 */
function withoutCovered(schema: SchemaHit[], checked: Finding[]): SchemaHit[] {
  const covered = new Set(checked.filter((f) => f.severity === 'error').map((f) => f.pointer));
  const seen = new Set<string>();
  return schema.filter((hit) => {
    const key = hit.pointer + '\n' + hit.message;
    const parent = hit.pointer.slice(0, hit.pointer.lastIndexOf('/'));
    if (covered.has(hit.pointer) || (hit.missing && covered.has(parent)) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import type { z } from 'zod';
import type { PackFileName, QuickFix } from '../../core/finding';
import { isRecord, quote } from '../../core/guards';
import type { JsonSource } from '../../json/source';
import { pointer } from '../../json/pointer';
import { problemsOf } from '../../json/schema-problems';
import { cellText } from '../../markdown/skill';
import { impliedRow } from '../command-names';
import { inlineJson } from '../../json/edit';
import { offer, removeIn, setIn } from '../quick-fix';
import { packId, type LoadedPack } from '../load';
import type { CommandView } from '../model';
import { EvalFileSchema } from '../schemas/eval';
import { PolicySchema } from '../schemas/policy';
import { SurfaceSchema } from '../schemas/surface';
import { hotPathTable } from '../skill-table';
import { certainlyValid } from './certainly-valid';
import type { LintKind } from './rules';

export interface LintIssue {
  kind: LintKind;
  message: string;
  file: PackFileName;
  pointer: string;
  fix: string;
  /** HARNESS.md rows have a line but no heading of their own. */
  line?: number;
  quickFix?: QuickFix;
}

/** Structure layer: the files exist, parse, have their shape and agree with each other. `[]` on a clean pack. */
export function lintLoadedPack(pack: LoadedPack): LintIssue[] {
  const issues: LintIssue[] = [];
  const add: Add = (kind, file, ptr, message, fix, line, offered) =>
    issues.push({ kind, file, pointer: ptr, message, fix, ...(line ? { line } : {}), ...offered });
  const id = packId(pack);
  const { model } = pack;

  if (!pack.surface)
    add(
      'invalid_meta',
      'surface.json',
      '',
      `HCP pack "${id}" missing surface.json manifest`,
      'Create surface.json with at least "id" and "verbs".',
    );
  if (!pack.policy)
    add(
      'missing_policy',
      'policy.json',
      '',
      `HCP pack "${id}" missing policy.json`,
      `Create policy.json with "surface_id": "${id}" and one "verbs" row per command.`,
    );
  if (!pack.skill && !model.surface?.harness)
    add(
      'missing_harness',
      'HARNESS.md',
      '',
      `HCP pack "${id}" missing HARNESS.md skill`,
      `Create HARNESS.md starting with "# HCP — ${model.name ?? id}".`,
    );

  for (const [file, source] of [
    ['surface.json', pack.surface],
    ['policy.json', pack.policy],
    ['hcp.eval.json', pack.evalFile],
  ] as const)
    if (source?.error) {
      const { message, line, column, remedy } = source.error;
      add(
        'invalid_json',
        file,
        '',
        `${file} is not valid JSON: ${message} (line ${line}, column ${column})`,
        remedy?.fix ?? `Fix the JSON syntax at line ${line}, column ${column}.`,
        undefined,
        remedy && offer('fix', remedy.title, [{ file, ...remedy.edit }]),
      );
    }

  if (pack.surface?.ok) lintSurface(pack, add);
  if (pack.policy?.ok) schemaIssues(pack.policy, PolicySchema, 'invalid_policy', 'policy.json', add);
  if (pack.evalFile?.ok) schemaIssues(pack.evalFile, EvalFileSchema, 'invalid_eval', 'hcp.eval.json', add);
  if (pack.surface?.ok && pack.policy?.ok) lintCoverage(pack, add);
  if (pack.surface?.ok && pack.skill) lintSkillDrift(pack, add);
  return issues;
}

/** Names in messages and fixes, in full and JSON-escaped: the spec's `verb "transfer" missing from policy.json`. */
const json = (name: string | undefined) => JSON.stringify(name ?? '');

type Add = (
  kind: LintKind,
  file: PackFileName,
  ptr: string,
  message: string,
  fix: string,
  line?: number,
  offered?: { quickFix?: QuickFix },
) => void;

function lintSurface(pack: LoadedPack, add: Add) {
  const { model } = pack;
  const s = model.surface;
  if (!s) {
    add(
      'invalid_meta',
      'surface.json',
      '',
      'surface.json must be a JSON object',
      'Make the file a JSON object: { "id": "…", "verbs": { … } }.',
    );
    return;
  }
  schemaIssues(pack.surface!, SurfaceSchema, 'invalid_meta', 'surface.json', add);
  const hasVerbs = model.commands.length > 0;
  if (model.kind === 'wrap') {
    if (!model.wrap?.bin)
      add(
        'binding',
        'surface.json',
        '/wrap',
        'wrap adapter requires wrap.bin',
        'Set "wrap": { "bin": "./bin/<tool>" } or the CLI\'s name on PATH.',
      );
    if (!hasVerbs && s.pass_through === undefined)
      add(
        'wrap',
        'surface.json',
        '/verbs',
        'wrap requires named commands or pass_through',
        'Name the hot-path commands in "verbs".',
      );
  }
  // An absent mode takes the control plane's default, mothership; only a different declared mode contradicts it.
  const mode = model.binding?.mode;
  if (model.plane === 'control' && mode !== undefined && mode !== 'mothership')
    add(
      'binding',
      'surface.json',
      '/binding/mode',
      'control plane packs default Binding mothership',
      'Set "binding": { "mode": "mothership" }, or "plane": "runtime".',
      undefined,
      offer(
        'suggestion',
        'Set "binding.mode" to "mothership"',
        setIn(pack, 'surface.json', ['binding', 'mode'], 'mothership'),
      ),
    );
  if (!hasVerbs && model.kind !== 'sense_only' && model.kind !== 'wrap' && isRecord(s.verbs))
    add(
      'invalid_meta',
      'surface.json',
      '/verbs',
      `verbs is empty; only a sense_only pack may have no commands (kind is "${model.kind}")`,
      'Name the pack\'s commands in "verbs", or set "kind": "sense_only" with stimulusTriggers.',
    );
  if (model.kind === 'openapi' && s.openapi === undefined)
    add(
      'invalid_meta',
      'surface.json',
      model.kindPointer,
      'openapi adapter requires openapi ref',
      'Add "openapi": { "url": "https://…/openapi.json" } or { "path": "openapi.json" }.',
    );
  if (model.kind === 'sense_only' && model.triggers.length === 0)
    add(
      'invalid_meta',
      'surface.json',
      model.kindPointer,
      'sense_only adapter requires at least one stimulus trigger_ref',
      'Declare "stimulusTriggers": [{ "ref": "…" }].',
    );
  const meta = s.hcp;
  if (meta && typeof meta === 'object' && 'pack_id' in meta && meta.pack_id !== model.id)
    add(
      'invalid_meta',
      'surface.json',
      '/hcp/pack_id',
      `hcp.pack_id ${quote((meta as { pack_id: unknown }).pack_id)} !== id ${quote(model.id)}`,
      `Set "hcp.pack_id" to ${quote(model.id)}.`,
      undefined,
      model.id === undefined
        ? {}
        : offer(
            'fix',
            `Set "hcp.pack_id" to ${json(model.id)}`,
            setIn(pack, 'surface.json', ['hcp', 'pack_id'], model.id),
          ),
    );
}

function lintCoverage(pack: LoadedPack, add: Add) {
  const { model } = pack;
  const policy = model.policy;
  if (!model.surface || !policy) return;
  const id = model.id;
  if (policy.surfaceId !== undefined && id !== undefined && policy.surfaceId !== id)
    add(
      'missing_verb',
      'policy.json',
      '/surface_id',
      `policy surface_id ${json(policy.surfaceId)} !== ${json(id)}`,
      `Set "surface_id": ${json(id)} in policy.json.`,
      undefined,
      offer('fix', `Set "surface_id" to ${json(id)}`, setIn(pack, 'policy.json', ['surface_id'], id)),
    );
  const rows = new Set(policy.verbs.map((r) => r.key));
  const commands = new Set(model.commands.map((c) => c.key));
  for (const c of model.commands)
    if (!rows.has(c.key))
      add(
        'missing_verb',
        'policy.json',
        '/verbs',
        `verb ${json(c.key)} missing from policy.json`,
        missingRowFix(c),
        undefined,
        missingRowOffer(pack, c),
      );
  for (const r of policy.verbs)
    if (!commands.has(r.key))
      add(
        'extra_verb',
        'policy.json',
        r.pointer,
        `policy verb ${json(r.key)} not in pack manifest`,
        `Remove the ${json(r.key)} row from policy.json, or add the command to surface.json.`,
        undefined,
        offer(
          'suggestion',
          `Remove the ${json(r.key)} row from policy.json`,
          removeIn(pack, 'policy.json', ['verbs', r.key]),
        ),
      );
  const stimuli = new Set(policy.stimuli.map((r) => r.key));
  const refs = new Set(model.triggers.map((t) => t.ref));
  for (const t of model.triggers)
    if (!stimuli.has(t.ref))
      add(
        'missing_stimulus',
        'policy.json',
        '/stimuli',
        `stimulus ${json(t.ref)} missing from policy.json`,
        `Add "stimuli": { ${json(t.ref)}: { "risk": "read" } } to policy.json.`,
        undefined,
        offer(
          'fix',
          `Add stimulus ${json(t.ref)}: { "risk": "read" } to policy.json`,
          setIn(pack, 'policy.json', ['stimuli', t.ref], { risk: 'read' }),
        ),
      );
  for (const r of policy.stimuli) {
    if (!refs.has(r.key))
      add(
        'extra_stimulus',
        'policy.json',
        r.pointer,
        `policy stimulus ${json(r.key)} not in stimulusTriggers`,
        `Remove the ${json(r.key)} row from policy.json "stimuli", or declare { "ref": ${json(r.key)} } in stimulusTriggers.`,
        undefined,
        offer(
          'suggestion',
          `Remove the stimulus ${json(r.key)} row from policy.json`,
          removeIn(pack, 'policy.json', ['stimuli', r.key]),
        ),
      );
    if (r.risk === 'write')
      add(
        'write_stimulus',
        'policy.json',
        pointer('stimuli', r.key, 'risk'),
        `policy stimulus ${json(r.key)} is a write; a trigger announces a change and is always "read"`,
        `Set "risk": "read" for stimulus ${json(r.key)}.`,
        undefined,
        offer(
          'fix',
          `Set "risk": "read" for stimulus ${json(r.key)}`,
          setIn(pack, 'policy.json', ['stimuli', r.key, 'risk'], 'read'),
        ),
      );
  }
}

function lintSkillDrift(pack: LoadedPack, add: Add) {
  const table = pack.skill && hotPathTable(pack.skill);
  if (!table) return; // S005 reports the missing table.
  const commands = new Set(pack.model.commands.map((c) => c.key));
  const listed = new Map(table.rows.map((r) => [cellText(r.cells[0] ?? ''), r.line] as const));
  const heading = table.section ? table.section.text : '';
  for (const [name, line] of listed)
    if (name && !commands.has(name))
      add(
        'skill_drift',
        'HARNESS.md',
        heading,
        `Skill drift: the hot-path table lists ${json(name)}, which surface.json lacks`,
        `Remove the ${json(name)} row from the hot-path table in HARNESS.md, or add the command to surface.json.`,
        line,
      );
  for (const c of pack.model.commands)
    if (!listed.has(c.key))
      add(
        'skill_drift',
        'HARNESS.md',
        heading,
        `Skill drift: command ${json(c.key)} is missing from the hot-path table`,
        `Add a row "| \`${c.key}\` | … |" to the hot-path table in HARNESS.md.`,
        table.line,
      );
}

function schemaIssues(source: JsonSource, schema: z.ZodType, kind: LintKind, file: PackFileName, add: Add) {
  // zod's full parse runs only when the quick test cannot vouch for the document.
  if (certainlyValid(schema, source.value)) return;
  const result = schema.safeParse(source.value);
  if (result.success) return;
  for (const problem of problemsOf(result.error.issues, source.value, { rootName: file, max: MAX_SCHEMA_ISSUES }))
    add(kind, file, problem.pointer, `${file} ${problem.pointer || '/'}: ${problem.message}`, problem.fix);
}

/** Schema problems listed per file; a line after them counts the rest. */
const MAX_SCHEMA_ISSUES = 50;

/**
 * The row the command's own files imply is a `fix`; a command whose files imply nothing gets a `read` row only as a
 * suggestion, since a wrong guess there would let a write run unconfirmed.
 */
function missingRowOffer(pack: LoadedPack, command: CommandView): { quickFix?: QuickFix } {
  const implied = impliedRow(command);
  const row = implied ? (JSON.parse(implied.row) as unknown) : { risk: 'read' };
  const title = `Add ${json(command.key)}: ${inlineJson(row)} to policy.json`;
  return offer(implied ? 'fix' : 'suggestion', title, setIn(pack, 'policy.json', ['verbs', command.key], row));
}

/** The row to add names the risk the command's own files imply, and says what implied it; a guess is said to be one. */
function missingRowFix(command: CommandView): string {
  const implied = impliedRow(command);
  if (implied) return `Add ${json(command.key)}: ${implied.row} to policy.json "verbs" (${implied.because}).`;
  return `Add ${json(command.key)}: { "risk": "read" } to policy.json "verbs" if it only reads, or { "risk": "write" } if it changes anything.`;
}

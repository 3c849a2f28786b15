import { asRecord, asString, asStringArray, asStringList, entries, isRecord, type JsonRecord } from '../core/guards';
import { fieldsOf, type Fields, type Tolerant } from '../core/tolerant';
import { pointer } from '../json/pointer';
import type { ApprovalRule } from '../node/runtime/runner';
import type { EvalCase, EvalFile, Expect } from './schemas/eval';
import type { Policy, VerbPolicy } from './schemas/policy';
import type { ArgProperty, Args, Binding, Command, Preview, Surface, Title, Wrap } from './schemas/surface';

/**
 * A tolerant view of a pack's JSON: every field the rules read, narrowed to its expected type or left undefined.
 * Rules read this, never the raw JSON, so a pack with wrong types everywhere still gets a report.
 *
 * The schemas are the one source of the names and types: each field is read through `Fields<schema type>` (a name
 * the schema lacks does not compile) and typed as the `Tolerant<schema type>` of its field (enums widened to their
 * primitive, so a rule can hold and name a wrong value). What a view adds (keys, pointers, defaults) is its own.
 */
type TolerantArg = Tolerant<ArgProperty>;
type TolerantCommand = Tolerant<Command>;
type TolerantWrap = Tolerant<Wrap>;
type TolerantPolicyRow = Tolerant<VerbPolicy>;
type Trigger = NonNullable<Surface['stimulusTriggers']>[number];

export interface ArgView {
  /** The key in args.properties. */
  name: string;
  pointer: string;
  description?: TolerantArg['description'];
  examples: NonNullable<TolerantArg['examples']>;
  /** Whether args.required lists it. */
  required: boolean;
  /** The single-type form only; a list of types is left to the schema check. */
  type?: Extract<TolerantArg['type'], string>;
}

/** Each title form as a list: one template or several, tried in order. */
export type TemplateForms = { [Phase in keyof Tolerant<Title>]-?: Extract<Tolerant<Title>[Phase], string[]> };

export interface PreviewView extends Pick<Tolerant<Preview>, 'kind' | 'title'> {
  fields: NonNullable<Tolerant<Preview>['fields']>;
}

export interface CommandView extends Pick<TolerantCommand, 'description' | 'cli'> {
  /** The key in surface.json verbs. */
  key: string;
  pointer: string;
  args: ArgView[];
  /** Names listed in args.required, declared or not. */
  required: NonNullable<Tolerant<Args>['required']>;
  jsonFlag?: TolerantCommand['json_flag'];
  policyHint?: TolerantCommand['policy'];
  title: TemplateForms | null;
  preview: PreviewView | null;
  /** The command as written, for the rules that report a field by what it holds (not a list, empty, absent). */
  raw: Fields<Command>;
}

export interface PolicyRow {
  /** The key in policy.json verbs or stimuli. */
  key: string;
  pointer: string;
  risk?: TolerantPolicyRow['risk'];
  /** As written: the rules name any value that is not `true` or "always". */
  confirm?: Fields<VerbPolicy>['confirm'];
  idempotent?: TolerantPolicyRow['idempotent'];
}

export interface EvalCaseView extends Pick<Tolerant<EvalCase>, 'name' | 'verb'> {
  index: number;
  pointer: string;
  /** The arguments by name, as written. */
  args: JsonRecord;
  /** As written: the judge tests each field's type itself. */
  expect: Fields<Expect>;
}

export interface PackModel extends Pick<Tolerant<Surface>, 'id' | 'name' | 'cliBin' | 'plane'> {
  /** kind, or its alias adapter_kind; `composite` by default. */
  kind: NonNullable<Tolerant<Surface>['kind']>;
  kindPointer: string;
  binding: Tolerant<Binding> | null;
  wrap: {
    bin?: TolerantWrap['bin'];
    jsonFlag?: TolerantWrap['json_flag'];
    jsonFlagPosition?: TolerantWrap['json_flag_position'];
    workspaceMode?: NonNullable<TolerantWrap['workspace']>['mode'];
    argvTemplate?: TolerantWrap['argv_template'];
    agentEnv: NonNullable<TolerantWrap['agent_env']>;
    /** wrap as written, for the rules that report a field by what it holds. */
    raw: Fields<Wrap>;
  } | null;
  passThrough: Fields<Surface>['pass_through'];
  openapi: Fields<Surface>['openapi'];
  commands: CommandView[];
  triggers: { ref: NonNullable<Tolerant<Trigger>['ref']>; pointer: string }[];
  policy: { surfaceId?: Tolerant<Policy>['surface_id']; verbs: PolicyRow[]; stimuli: PolicyRow[] } | null;
  evalCases: EvalCaseView[] | null;
  /** surface.json as written, when it is an object. */
  surface: Fields<Surface> | null;
}

export function buildModel(surface: unknown, policy: unknown, evalFile: unknown): PackModel {
  const s = fieldsOf<Surface>(surface) ?? null;
  const kindKey = s && 'kind' in s ? 'kind' : s && 'adapter_kind' in s ? 'adapter_kind' : 'kind';
  return {
    id: asString(s?.id),
    name: asString(s?.name),
    kind: asString(s?.[kindKey]) ?? 'composite',
    kindPointer: pointer(kindKey),
    cliBin: asString(s?.cliBin),
    plane: asString(s?.plane),
    binding: bindingView(s?.binding),
    wrap: wrapView(s?.wrap),
    passThrough: s?.pass_through,
    openapi: s?.openapi,
    commands: entries(s?.verbs).map(([key, value]) => commandView(key, value)),
    triggers: Array.isArray(s?.stimulusTriggers)
      ? (s.stimulusTriggers as unknown[]).flatMap((t, i) => {
          const ref = asString(fieldsOf<Trigger>(t)?.ref);
          return ref === undefined ? [] : [{ ref, pointer: pointer('stimulusTriggers', i, 'ref') }];
        })
      : [],
    policy: policyView(policy),
    evalCases: evalView(evalFile),
    surface: s,
  };
}

function bindingView(value: unknown): PackModel['binding'] {
  const b = fieldsOf<Binding>(value);
  if (!b) return null;
  return {
    mode: asString(b.mode),
    hub: asString(b.hub),
    family: asString(b.family),
    connect_provider_id: asString(b.connect_provider_id),
  };
}

function wrapView(value: unknown): PackModel['wrap'] {
  const w = fieldsOf<Wrap>(value);
  if (!w) return null;
  const agentEnv = Object.fromEntries(
    entries(w.agent_env).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return {
    bin: asString(w.bin),
    jsonFlag: asStringArray(w.json_flag),
    jsonFlagPosition: asString(w.json_flag_position),
    workspaceMode: asString(fieldsOf<NonNullable<Wrap['workspace']>>(w.workspace)?.mode),
    argvTemplate: asStringArray(w.argv_template),
    agentEnv,
    raw: w,
  };
}

function commandView(key: string, value: unknown): CommandView {
  const raw = fieldsOf<Command>(value) ?? {};
  const base = pointer('verbs', key);
  const argsSchema = fieldsOf<Args>(raw.args);
  const required = asStringArray(argsSchema?.required) ?? [];
  const args = entries(argsSchema?.properties).map(([name, prop]): ArgView => {
    const p = fieldsOf<ArgProperty>(prop) ?? {};
    return {
      name,
      pointer: pointer('verbs', key, 'args', 'properties', name),
      description: asString(p.description),
      examples: Array.isArray(p.examples) ? p.examples : [],
      required: required.includes(name),
      type: asString(p.type),
    };
  });
  const title = fieldsOf<Title>(raw.title);
  const preview = fieldsOf<Preview>(raw.preview);
  return {
    key,
    pointer: base,
    description: asString(raw.description),
    cli: asStringArray(raw.cli),
    args,
    required,
    jsonFlag: asStringArray(raw.json_flag),
    policyHint: asString(raw.policy),
    title: title ? { live: asStringList(title.live), done: asStringList(title.done) } : null,
    preview: preview
      ? {
          kind: asString(preview.kind),
          title: asString(preview.title),
          fields: Object.fromEntries(
            entries(preview.fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
          ),
        }
      : null,
    raw,
  };
}

function policyView(value: unknown): PackModel['policy'] {
  const p = fieldsOf<Policy>(value);
  if (!p) return null;
  const rows = (section: 'verbs' | 'stimuli') =>
    entries(p[section]).map(([key, row]): PolicyRow => {
      const r = fieldsOf<VerbPolicy>(row);
      const idempotent = r?.idempotent;
      return {
        key,
        pointer: pointer(section, key),
        risk: asString(r?.risk),
        confirm: r?.confirm,
        ...(typeof idempotent === 'boolean' ? { idempotent } : {}),
      };
    });
  return { surfaceId: asString(p.surface_id), verbs: rows('verbs'), stimuli: rows('stimuli') };
}

function evalView(value: unknown): EvalCaseView[] | null {
  const cases = fieldsOf<EvalFile>(value)?.cases;
  if (!Array.isArray(cases)) return null;
  return cases.map((c, index) => {
    const r = fieldsOf<EvalCase>(c) ?? {};
    return {
      index,
      pointer: pointer('cases', index),
      name: asString(r.name),
      verb: asString(r.verb),
      args: asRecord(r.args) ?? {},
      expect: fieldsOf<Expect>(r.expect) ?? {},
    };
  });
}

/** The policy row of a command, if policy.json has one. */
export function policyRow(model: PackModel, key: string): PolicyRow | undefined {
  const rows = model.policy?.verbs;
  return rows && rowsByKey(rows).get(key);
}

/**
 * Rules look up a row per command, several rules over; a search each time is quadratic in the number of commands.
 * The index is built once per rows array (a model is never changed after buildModel) and keeps the first row of a key, as a search would.
 */
const rowIndexes = new WeakMap<readonly PolicyRow[], Map<string, PolicyRow>>();

function rowsByKey(rows: readonly PolicyRow[]): Map<string, PolicyRow> {
  let index = rowIndexes.get(rows);
  if (!index) {
    index = new Map();
    for (const row of rows) if (!index.has(row.key)) index.set(row.key, row);
    rowIndexes.set(rows, index);
  }
  return index;
}

export function isWrite(model: PackModel, key: string): boolean {
  return policyRow(model, key)?.risk === 'write';
}

/** What a call of the command needs and does: only a policy row that says `read` makes it a read (fail closed). */
export function commandRisk(model: PackModel, key: string): 'read' | 'write' {
  return policyRow(model, key)?.risk === 'read' ? 'read' : 'write';
}

export function isConfirmGated(model: PackModel, key: string): boolean {
  const confirm = policyRow(model, key)?.confirm;
  return confirm === true || confirm === 'always';
}

/**
 * Whether a person must approve this call before it runs. `policy`: the spec's confirm gate only (policy.json's
 * confirm true or "always"), as the reference runtime asks for an agent's calls and eval's. `every-write`: also every
 * command that is not a read (no policy row counts as a write, as the grants count it): the studio's Run tab, where
 * the approval card is the person's one chance to stop a write.
 */
export function needsApproval(model: PackModel, key: string, rule: ApprovalRule): boolean {
  return isConfirmGated(model, key) || (rule === 'every-write' && commandRisk(model, key) === 'write');
}

export { isRecord };

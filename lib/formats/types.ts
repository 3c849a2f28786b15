import type { Category, CategoryInfo } from '../core/categories';
import type { AgentReadiness } from '../core/agent-readiness';
import type { PolicySummary } from '../core/policy-summary';
import type { LayerName, PackFormatId, Report, WorkdirRecord } from '../core/report';
import type { RuleMeta } from '../core/rule';
import type { SuppressionsFile } from '../core/suppressions-file';
import type { ServedPack } from '../node/mcp/served-pack';
import type { PackRunner } from '../node/runtime/runner';
import type { ReportSection } from '../report/formatters/section-view';

/** What the workspace list shows of a pack besides its report. */
export interface PackSummary {
  name: string | null;
  /** One line. */
  description: string | null;
  /** How many commands or operations it declares; null when the format does not count them. */
  commands: number | null;
}

/** A preview the studio shows beside the editor for this format (the React component is chosen by `id`). */
export interface StudioPreview<Id extends string = string> {
  id: Id;
  label: string;
}

/** How a person reads a format's name and verdicts: the studio's and the formatters' words for it. */
export interface FormatWords {
  /** One pack of the format ("Tiny pack"); its plural adds an s. */
  label: string;
  /** The workspace's counts ("3 Tiny"). */
  shortLabel: string;
  /** The workspace's format filter. */
  filterLabel: string;
  /** The workspace row's line while the pack has no description yet. */
  noDescription: string;
  /** A format that does not score: the word for a pack with no error, and for one with an error. */
  verdict?: { pass: string; fail: string };
}

/**
 * One pack format: everything the workspace, the file guards, the actions, the CLI, the formatters and the editing
 * session need to know about it. Adding a format is one folder under lib/formats exporting one of these (and, for
 * layers that run processes, a server part in its node.ts), plus its registry entry.
 */
export interface PackFormat<
  Id extends PackFormatId = PackFormatId,
  File extends string = string,
  Pack = unknown,
  Options extends object = object,
  Preview extends string = string,
> extends FormatWords {
  /** Stable id: the workspace list and `Report.format` carry it. */
  id: Id;
  /** Every file the studio reads and saves for this format, in display order; packstudio.json among them. */
  files: readonly File[];
  /** The file the editor opens first, and the one that marks a folder as a pack of this format for `--workspace`. */
  mainFile: File;
  /** Whether a folder holding these names is a pack of this format. */
  detect(fileNames: readonly string[]): boolean;
  /**
   * Its categories of rules, in the order its scored reports list them (structure first): which files their rules
   * need, which layer reports them, the rule index's words.
   */
  categories: readonly CategoryInfo<Category, File>[];
  /** The order the rule index shows its categories in. */
  indexOrder: readonly Category[];
  /** Its layers, in the order a report lists them. */
  layers: readonly LayerName[];
  /**
   * The layers of its full check beyond lint and the static rules that a check may leave off (a probe of the CLI it
   * wraps, its eval cases), in the order they run: the CLI's flags, the studio's ticks and a "full" check are read
   * from them.
   */
  optionalLayers?: readonly OptionalLayer[];
  /** Whether its reports give a score (their score fields are null otherwise). */
  scored: boolean;
  /** Every rule it reports, in the rule index's order within each category: rule pages, SARIF's rules, JUnit's cases. */
  rules: readonly RuleMeta<any>[];
  /** The file `check --init-evals` writes the starter eval cases to, for a format that has eval cases. */
  evalFile?: File;
  /** Parses the texts (a missing file stays missing); never throws. */
  load(texts: Partial<Record<File, string>>, packId: string): Pack;
  /**
   * The static check, as publish or `check` would run it without executing anything, packstudio.json applied.
   * Never throws. `check --fix` takes its fixes from it.
   */
  check(pack: Pack, options?: Options): Report;
  /**
   * The agent-readiness layer (lib/core/agent-readiness.ts) of a format whose commands an agent calls: never part of
   * the spec score. Static (no process runs); the CLI's checks add it to every report, the studio computes it in its
   * own view as the author types. A format's server part may add what only a run shows (the probes' help texts).
   */
  agentReadiness?(pack: Pack): AgentReadiness;
  /**
   * What the pack lets an agent do and what a person must approve, from its files (lib/core/policy-summary.ts): the
   * record every report of the format carries as `policy` and the policy diff compares (a report against the files,
   * too). A format without one diffs as "policy not recorded".
   */
  policySummary?(pack: Pack): PolicySummary;
  describe(pack: Pack): PackSummary;
  /** The JSON Schemas the editor validates and completes with, by file. */
  jsonSchemas: Partial<Record<File, object>>;
  /** The texts of a new pack of this format (a new pack has no suppressions file). */
  scaffold(packId: string, options?: Options): Record<Exclude<File, SuppressionsFile>, string>;
  /** What the studio previews for this format, in tab order. */
  previews: readonly StudioPreview<Preview>[];
  /**
   * Its reference tool's names for the environment variables every run reads, read after the neutral ones
   * (lib/core/workdir.ts PACK_PROJECT_DIR, PACK_HOME): so its users' settings keep working.
   */
  environment?: { projectDir?: readonly string[]; home?: readonly string[] };
  /**
   * What its layers beyond the static check add to a report, in the order a report lists them (none for a format whose
   * report is its findings alone). Each is carried in `Report.sections` under its id.
   */
  reportSections?: readonly ReportSection[];
}

/** A format as generic code reads it: its file, pack and option types erased. */
export type AnyPackFormat = PackFormat<string, string, any, any, string>;

/** What a format's words are as plain data, for a client component the server renders (no function, no engine). */
export type FormatFacts = FormatWords & Pick<PackFormat, 'id' | 'scored'>;

/**
 * One optional layer of a format's full check, as the format declares it: the CLI's flag for it, the studio's tick
 * box, and whether asking for it starts processes.
 */
export interface OptionalLayer {
  /** The report's layer name, and its key in `CheckLayers`. */
  id: LayerName;
  /** The studio's tick box ("With probe"). */
  label: string;
  /** Whether `check` runs it unless its flag leaves it off (the studio ticks every layer when the CLI resolves). */
  defaultOn: boolean;
  /** The CLI flag, without `--`, that turns it on (a layer off by default) or off (one on by default). */
  flag: string;
  /** It starts the pack's CLI: run folders are made for it, and a studio with workers sends it there. */
  runsProcesses: boolean;
  /** It may run a write: ticked, the dashboard names the writes before the check starts. */
  writes: boolean;
  /**
   * The report section its run fills (an id of the format's `reportSections`): the studio's default dashboard draws
   * that section in the layer's card, live as its items finish. A format with a dashboard of its own may leave it out.
   */
  section?: string;
}

/** Which of a format's optional layers a check asks for, by layer id (a layer absent is not asked for). */
export type CheckLayers = Readonly<Record<LayerName, boolean>>;

/**
 * The options of a full check, whatever the format: each format's server part reads the layers it declares and
 * leaves the others.
 */
export interface FullCheckOptions {
  /** The format's optional layers asked for (lib/formats/check-layers.ts). */
  layers: CheckLayers;
  timeoutMs: number;
  /**
   * The run's folders (lib/node/project withRunFolders): where a `project` CLI runs and the scratch folder every
   * other one runs in; the report says which was used. Without them the runtime makes its own scratch folder.
   */
  folders?: RunFolders;
  /** The signed-in publisher a format with publishers checks for (its default otherwise). */
  publisher?: string;
  /** Called as each probe and eval case finishes, for progress bars. */
  onProgress?: (event: ProgressEvent) => void;
  /** Told, before a layer runs, of each step that will run a write, and where (the CLI prints these). */
  onNote?: (line: string) => void;
  /** The runtime's private store (the format names its variable); a fresh temp directory per run unless given. */
  packHome?: string;
  /** Bare CLI names that may run from PATH; `PACKSTUDIO_ALLOWLIST` by default. */
  allowlist?: string[];
  /** At most this many probes at once; the machine's cores by default. */
  concurrency?: number;
  /** Cancels the check: no new process starts, the running ones are killed, and the check rejects. */
  signal?: AbortSignal;
}

/** Where a run's CLI runs, as the server made the folders for it. */
export interface RunFolders {
  projectDir: string;
  scratchDir: string;
  /** What the report says about where the CLI ran, for the pack's workspace mode. */
  record(mode: string | undefined): WorkdirRecord;
}

/** A step of a check that will run a write (an eval case), said before it runs. */
export interface PlannedWrite {
  /** 0-based, as in the pack's file (`/cases/N`). */
  index: number;
  name: string;
  verb: string;
  /** True when the write is confirm-gated and the step confirms it. */
  confirmed: boolean;
}

export type ProgressEvent =
  | { type: 'workdir'; workdir: WorkdirRecord }
  | { type: 'writes'; writes: PlannedWrite[] }
  /** One item of a section as its layer finishes it (a probe's run, an eval case): shown before the report is whole. */
  | { type: 'item'; section: string; done: number; total: number; item: unknown }
  /** A layer starting (`static` first, `done` at the end). */
  | { type: 'phase'; phase: LayerName | 'done' };

/**
 * A format's server part (lib/formats/<id>/node.ts): what runs processes or reads beyond the files. A format
 * without one gets its static check as its full check.
 */
export interface FormatServerPart<Pack = any> {
  /** Every layer `options` asks for, on the pack loaded from `packDir`; packstudio.json applied. */
  fullCheck(pack: Pack, packDir: string, options: FullCheckOptions): Promise<Report>;
  /**
   * How the shared runtime (lib/node/runtime) runs the pack's commands: the program, its workspace mode, the store's
   * variable, and each call's gate and argv. The faces every format shares (Run, the MCP face) reach the format
   * through it; a format's own layers (a probe layer, eval) may build it themselves. A format without one runs no
   * command.
   */
  runner?(pack: Pack): PackRunner;
  /**
   * The pack as the shared MCP face (`packstudio mcp DIR`, lib/node/mcp/server.ts) serves it, for a format whose
   * commands an agent calls: its tools, its instructions, its runner and consent answers; or the file it needs that
   * does not parse. A format without one is not served. Asynchronous, so what only serving needs loads only then.
   */
  mcpPack?(pack: Pack): Promise<ServedPack | { unparsed: string }>;
  /**
   * Whether the CLI the pack wraps resolves here (in the pack, or on PATH and allowed), looked up, never run: the
   * studio ticks every optional layer by default when it does. A format without one never runs a CLI.
   */
  cliResolves?(pack: Pack, packDir: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export type { ReportSection } from '../report/formatters/section-view';

import { sortFindings, type Finding } from '../../core/finding';
import { ran, type LayerRecord, type Report } from '../../core/report';
import type { EvalSummary, ProbeRecord } from '../../hcp/records';
import { hcpAgentReadiness, type HelpTexts } from '../../hcp/agent-input';
import { checkStatic, withHelpSuggestions } from '../../hcp/check';
import { announceEvalWrites, evalWrites } from '../../hcp/eval-writes';
import type { LoadedPack } from '../../hcp/load';
import { hcpReport, NOT_REQUESTED } from '../../hcp/report';
import { hcpRunner } from '../../hcp/runner';
import { confirmSpecFlags } from '../../node/wrap/confirm-spec-flags';
import type { ProbeObservation } from '../../hcp/rules/probe/types';
import { asks } from '../check-layers';
import type { FormatServerPart, FullCheckOptions } from '../types';

export type { FullCheckOptions, ProgressEvent } from '../types';

/**
 * HCP's full check, server-only: static rules, then the probe layer and the eval layer, each when `options.layers`
 * asks for it (HCP_OPTIONAL_LAYERS, ./categories.ts). The report's layers say which ran; one asked for that could not run says why (plainly, never faked).
 * The layers that run the CLI are loaded when asked for: a static check (`check --no-eval`) never loads the process
 * runner and Node's child_process, net and dgram behind it.
 */
export async function runFullCheck(loaded: LoadedPack, packDir: string, options: FullCheckOptions): Promise<Report> {
  // Here the CLI's Fig spec can be read: P004 then suggests a flag it names (the browser's live check cannot).
  const pack: LoadedPack = { ...loaded, specFlags: await confirmSpecFlags(loaded) };
  const progress = options.onProgress ?? (() => {});
  const runtime = {
    timeoutMs: options.timeoutMs,
    projectDir: options.folders?.projectDir,
    scratchDir: options.folders?.scratchDir,
    packHome: options.packHome,
    allowlist: options.allowlist,
    signal: options.signal,
  };
  if (options.folders) progress({ type: 'workdir', workdir: options.folders.record(pack.model.wrap?.workspaceMode) });
  const askedProbe = asks(options.layers, 'probe');
  const askedEval = asks(options.layers, 'eval');
  if (askedEval) progress({ type: 'writes', writes: evalWrites(pack.model) });
  progress({ type: 'phase', phase: 'static' });
  const findings: Finding[] = checkStatic(pack);
  const layers: LayerRecord[] = [ran('structure'), ran('static')];
  let probes: ProbeRecord[] = [];
  let help: HelpTexts | null = null;
  let evalSummary: EvalSummary | null = null;

  if (!askedProbe) layers.push(NOT_REQUESTED.probe);
  else {
    progress({ type: 'phase', phase: 'probe' });
    const { runProbeLayer } = await import('../../node/probe');
    const layer = await runProbeLayer(pack, packDir, {
      ...runtime,
      concurrency: options.concurrency,
      onRecord: (record, done, total) => progress({ type: 'item', section: 'probes', done, total, item: record }),
    });
    layers.push(layer.notRun ? { layer: 'probe', status: 'not_run', reason: layer.notRun } : ran('probe'));
    probes = layer.records;
    findings.push(...layer.findings);
    if (!layer.notRun) {
      help = helpTexts(layer.observations);
      findings.splice(0, findings.length, ...withHelpSuggestions(pack, findings, help));
    }
  }

  if (!askedEval) layers.push(NOT_REQUESTED.eval);
  else {
    const { evalBlocked, runEvalLayer } = await import('../../node/eval');
    const blocked = await evalBlocked(pack, packDir, runtime);
    if (blocked) {
      // The eval rules' file-only findings are already among the static ones.
      layers.push({ layer: 'eval', status: 'not_run', reason: blocked });
    } else {
      if (options.onNote && options.folders) announceEvalWrites(pack.model, options.folders, options.onNote);
      progress({ type: 'phase', phase: 'eval' });
      const layer = await runEvalLayer(pack, packDir, {
        ...runtime,
        onCase: (result, done, total) => progress({ type: 'item', section: 'eval', done, total, item: result }),
      });
      evalSummary = layer.summary;
      layers.push(ran('eval'));
      // The layer judges every eval rule again, with the runs: its findings replace the static eval ones.
      findings.splice(0, findings.length, ...findings.filter((f) => f.category !== 'eval'), ...layer.findings);
    }
  }
  progress({ type: 'phase', phase: 'done' });
  const ranCli = layers.some((l) => (l.layer === 'probe' || l.layer === 'eval') && l.status === 'ran');
  const workdir = ranCli && options.folders ? options.folders.record(pack.model.wrap?.workspaceMode) : undefined;
  const report = hcpReport(pack, { findings: sortFindings(findings), layers, probes, eval: evalSummary, workdir });
  return { ...report, agent: hcpAgentReadiness(pack, help) };
}

/** What the probes read of the CLI's help, by subcommand path ('' for the bin's own): the Skill's flags are checked against it. */
function helpTexts(observations: readonly ProbeObservation[]): HelpTexts {
  const texts = new Map<string, string>();
  for (const o of observations) {
    // Only a help that answered: an error text (an unknown subcommand, R014's) lists no flags to judge by.
    if ((o.purpose !== 'help' && o.purpose !== 'subcommand-help') || o.exit_code !== 0 || o.timed_out) continue;
    const key = o.purpose === 'help' ? '' : (o.words ?? []).join(' ');
    texts.set(key, `${o.stdout ?? ''}\n${o.stderr ?? ''}`);
  }
  return texts;
}

/**
 * The HCP format's server part: its full check runs the probe and eval layers; its commands run through the shared
 * runtime with HCP's gate and argv, and are served by the shared MCP face.
 */
export const hcpServerPart: FormatServerPart<LoadedPack> = {
  fullCheck: runFullCheck,
  runner: hcpRunner,
  mcpPack: async (pack) => {
    if (!pack.surface?.ok) return { unparsed: 'surface.json' };
    // Loaded here, not at start: the tool listing and the confirm question cost every other command's start-up.
    const { hcpServedPack } = await import('../../hcp/mcp-face');
    return hcpServedPack(pack);
  },
  cliResolves: async (pack, packDir) => {
    const bin = pack.model.wrap?.bin;
    if (!bin) return { ok: false, reason: 'the pack has no wrap.bin' };
    const { allowlistFromEnv, resolveBin } = await import('../../node/runtime');
    const found = await resolveBin(bin, packDir, allowlistFromEnv());
    return found.ok ? { ok: true } : { ok: false, reason: found.error };
  },
};

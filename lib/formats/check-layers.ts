import type { AnyPackFormat, CheckLayers, OptionalLayer } from './types';

/**
 * A format's optional layers (types.ts OptionalLayer) as every caller reads them: the CLI's flags, the studio's
 * ticks and defaults, a job's key and whether a check needs run folders. None of it names a layer of any format.
 */

/** The format's optional layers, in the order they run (none for a format whose full check is its static check). */
export function optionalLayersOf(format: Pick<AnyPackFormat, 'optionalLayers'>): readonly OptionalLayer[] {
  return format.optionalLayers ?? [];
}

/**
 * The layers a check asks for, in the format's order: each declared layer as `asked` says, else as `fallback`
 * answers for it (the CLI: its default; the studio's start action: on). Layers the format does not declare are
 * dropped, so a key or a report never carries another format's words.
 */
export function resolveLayers(
  format: Pick<AnyPackFormat, 'optionalLayers'>,
  asked: Partial<CheckLayers> | undefined,
  fallback: (layer: OptionalLayer) => boolean = (layer) => layer.defaultOn,
): CheckLayers {
  return Object.fromEntries(optionalLayersOf(format).map((l) => [l.id, asked?.[l.id] ?? fallback(l)]));
}

/** Every declared layer on (the studio's default when the pack's CLI resolves) or off. */
export function allLayers(format: Pick<AnyPackFormat, 'optionalLayers'>, on: boolean): CheckLayers {
  return resolveLayers(format, undefined, () => on);
}

/** Whether the check asks for this layer. */
export const asks = (layers: CheckLayers, id: string): boolean => layers[id] === true;

/** Whether the check asks for a layer of the format that starts processes: only such a check needs run folders. */
export function asksForProcesses(format: Pick<AnyPackFormat, 'optionalLayers'>, layers: CheckLayers): boolean {
  return optionalLayersOf(format).some((l) => l.runsProcesses && asks(layers, l.id));
}

/** `--probe`, `--no-eval`, …: every registered format's flags, each once, for the argument parser. */
export function layerFlags(formats: readonly Pick<AnyPackFormat, 'optionalLayers'>[]): string[] {
  return [...new Set(formats.flatMap((f) => optionalLayersOf(f).map((l) => l.flag)))];
}

/** The flags as usage shows them, by name: `[--no-eval] [--probe]`. */
export function layerUsage(formats: readonly Pick<AnyPackFormat, 'optionalLayers'>[]): string {
  return layerFlags(formats)
    .sort()
    .map((flag) => `[--${flag}]`)
    .join(' ');
}

/** The flags a full check of packs of these formats needs: each optional layer off by default asks for its own. */
export function fullCheckFlags(formats: readonly Pick<AnyPackFormat, 'optionalLayers'>[]): string[] {
  return [
    ...new Set(
      formats.flatMap((f) =>
        optionalLayersOf(f)
          .filter((l) => !l.defaultOn)
          .map((l) => l.flag),
      ),
    ),
  ];
}

/** The layers the command line asks for: a layer off by default runs with its flag, one on by default runs without. */
export function layersFromFlags(
  format: Pick<AnyPackFormat, 'optionalLayers'>,
  flags: ReadonlySet<string>,
): CheckLayers {
  return resolveLayers(format, undefined, (l) => (l.defaultOn ? !flags.has(l.flag) : flags.has(l.flag)));
}

/**
 * The layers as stored or sent before formats declared them, or as now: `{ layers: {…} }`, or each layer's boolean
 * at the top level (`{ probe, eval }`, the old shape). Anything else asks for nothing.
 */
export function storedLayers(value: unknown): CheckLayers {
  if (!isRecord(value)) return {};
  const source = isRecord(value.layers) ? value.layers : value;
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The layers as a job's key writes them (`probe=false\0eval=true`), in the order asked: one check, one key. */
export function layersKey(layers: CheckLayers): string {
  return Object.entries(layers)
    .map(([id, on]) => `${id}=${on}`)
    .join('\0');
}

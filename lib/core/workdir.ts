import type { WorkdirRecord } from './report';

/**
 * The environment variables every format's runs read, by their neutral names: the project folder a `project` CLI runs
 * in, and the runtime's private home. A format may name its own for them (lib/formats `environment`: its reference
 * tool's names), read after these.
 */
export const PROJECT_DIR_VARIABLE = 'PACK_PROJECT_DIR';
export const HOME_VARIABLE = 'PACK_HOME';

/** The first of `names` set (non-empty) in `env`, with the name that set it. */
export function fromEnvironment(
  env: Readonly<Record<string, string | undefined>> | undefined,
  names: readonly string[],
): { name: string; value: string } | null {
  for (const name of names) {
    const value = env?.[name];
    if (value) return { name, value };
  }
  return null;
}

function chosenBy(workdir: WorkdirRecord): string {
  switch (workdir.source) {
    case 'flag':
      return '--project';
    case 'env':
      return workdir.variable ?? PROJECT_DIR_VARIABLE;
    default:
      return "the pack's project folder setting";
  }
}

/** Where a run's CLI ran, in words: `the project folder /x (--project)`, `a scratch folder /y (empty, removed after the run)`. */
export function describeWorkdir(workdir: WorkdirRecord): string {
  const note = workdir.note ? `; ${workdir.note}` : '';
  switch (workdir.kind) {
    case 'project':
      return `the project folder ${workdir.dir} (${chosenBy(workdir)})${note}`;
    case 'scratch':
      return `a scratch folder ${workdir.dir} (empty, made for this run and removed after it)${note}`;
    case 'workspace':
      return `the pack's private folder under the runtime's home (workspace mode "workspace")${note}`;
    case 'ephemeral':
      return `a fresh folder for each command (workspace mode "ephemeral")${note}`;
  }
}

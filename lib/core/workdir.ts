import type { WorkdirRecord } from './report';

const CHOSEN_BY: Record<NonNullable<WorkdirRecord['source']>, string> = {
  flag: '--project',
  env: 'HCP_PROJECT_DIR',
  setting: "the pack's project folder setting",
};

/** Where a run's CLI ran, in words: `the project folder /x (--project)`, `a scratch folder /y (empty, removed after the run)`. */
export function describeWorkdir(workdir: WorkdirRecord): string {
  const note = workdir.note ? `; ${workdir.note}` : '';
  switch (workdir.kind) {
    case 'project':
      return `the project folder ${workdir.dir} (${CHOSEN_BY[workdir.source ?? 'setting']})${note}`;
    case 'scratch':
      return `a scratch folder ${workdir.dir} (empty, made for this run and removed after it)${note}`;
    case 'workspace':
      return `the pack's private folder under HCP_HOME (wrap.workspace.mode "workspace")${note}`;
    case 'ephemeral':
      return `a fresh folder for each command (wrap.workspace.mode "ephemeral")${note}`;
  }
}

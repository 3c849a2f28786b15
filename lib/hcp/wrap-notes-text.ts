import { plural } from '../report/formatters/types';

/** What the commands view needs of wrap's notes to say how the pack was drafted. */
export interface DraftRun {
  cli: string;
  layout: string;
  spec?: string | null;
  helpRuns: number;
  ms: number;
}

/** "Drafted by packstudio wrap from git (git help, Fig spec “git”), 12 help runs in 340 ms. " — with its trailing space. */
export function draftedByLine(run: DraftRun): string {
  const spec = run.spec ? `, Fig spec “${run.spec}”` : '';
  return `Drafted by packstudio wrap from ${run.cli} (${run.layout} help${spec}), ${run.helpRuns} help runs in ${run.ms} ms. `;
}

/** The message after a command change is applied in the editor: how many files, that it is not saved, how to undo. */
export function changeAppliedLine(label: string, files: number, modifier: string): string {
  return `${label}: ${plural(files, 'file')} changed, not saved yet. ${modifier}+Z in the editor undoes it; ${modifier}+S saves.`;
}

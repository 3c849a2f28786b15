import type { wrapNotes } from '@/app/actions/wrap-actions';
import type { CommandEntry } from '@/lib/hcp/command-edits';

/** Wrap's notes as the action answers them (components never import lib/node, not even a type). */
export type Notes = NonNullable<Extract<Awaited<ReturnType<typeof wrapNotes>>, { ok: true }>['notes']>;

/** A command of the pack as the list shows it. */
export interface PackCommand {
  key: string;
  description: string | null;
  risk: 'read' | 'write' | null;
  confirm: boolean;
}

/** What the author asked for, planned over the editor's texts by lib/hcp/command-edits. */
export type CommandChange =
  | { kind: 'remove'; key: string }
  | { kind: 'add'; entry: CommandEntry }
  | { kind: 'swap'; out: string; entry: CommandEntry };

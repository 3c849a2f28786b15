/** One line of a project's audit log: who did what, to which pack and build, and why. */
export interface AuditEntry {
  id: number;
  at: number;
  actor: string;
  action: string;
  pack: string | null;
  buildId: number | null;
  filesHash: string | null;
  subject: string | null;
  reason: string;
}

/** What every server action answers: a result or a plain error, never a stack trace. */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };

export function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

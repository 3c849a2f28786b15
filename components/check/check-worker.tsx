/**
 * Where a check runs when the studio sends its full checks to worker machines (REDIS_URL): waiting for a worker to
 * connect, or the worker that has it. Nothing without REDIS_URL, where neither is ever set.
 */
export function CheckWorker({ worker, waiting }: { worker?: string; waiting?: string }) {
  if (waiting)
    return (
      <p className="text-sm" data-testid="check-worker">
        Waiting for a worker: <span className="text-muted">{waiting}</span>
      </p>
    );
  if (!worker) return null;
  return (
    <p className="text-sm text-muted" data-testid="check-worker">
      Checked on worker <code className="break-all">{worker}</code>; the folders below are that machine&apos;s.
    </p>
  );
}

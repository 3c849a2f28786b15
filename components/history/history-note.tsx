/** A check that ran but could not be stored in the history: the result above stands, the history says why it missed it. */
export function HistoryNotRecorded({ error }: { error: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-warn-line bg-warn-soft px-4 py-3 text-sm text-warn-fg"
      data-testid="history-not-recorded"
    >
      This check ran, but was not recorded in the history: {error}
    </p>
  );
}

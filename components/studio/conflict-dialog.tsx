'use client';
import { useEffect, useState } from 'react';
import type { ConflictChoice, PendingConflict } from '@/lib/studio/conflicts';
import { ConflictDiff } from '../editor/editor-loader';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * A save the disk refused: both versions side by side. Keep mine overwrites the disk's new version, take disk
 * replaces the editor's text, and the right side can be edited into a merge and saved as that.
 */
export function ConflictDialog({
  conflict,
  remaining,
  onChoose,
}: {
  conflict: PendingConflict<string> | null;
  remaining: number;
  onChoose(choice: ConflictChoice): Promise<void>;
}) {
  const [merged, setMerged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stamp = conflict ? `${conflict.file}:${conflict.diskVersion}:${conflict.mine.length}` : '';
  useEffect(() => setMerged(null), [stamp]);

  const choose = async (choice: ConflictChoice) => {
    setBusy(true);
    try {
      await onChoose(choice);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={!!conflict}
      onClose={() => void choose({ kind: 'cancel' })}
      title={conflict ? `${conflict.file} changed on disk` : ''}
      wide
    >
      {conflict && (
        <div className="flex min-h-0 flex-1 flex-col" data-testid="conflict-dialog">
          <p className="px-5 py-3 text-sm text-fg-soft">
            {conflict.reason}, so your save was refused and nothing was overwritten. Choose which version to keep
            {remaining > 0 ? ` (${remaining} more file${remaining > 1 ? 's' : ''} after this one)` : ''}. You can also
            edit the right side into a merge.
          </p>
          <div className="grid grid-cols-2 border-y border-line bg-surface-subtle text-xs font-medium text-muted">
            <div className="px-5 py-1.5">On disk now {conflict.diskText === null && '(deleted)'}</div>
            <div className="px-5 py-1.5">Yours (editable){merged !== null && ' — edited'}</div>
          </div>
          <div className="min-h-0 flex-1">
            <ConflictDiff
              key={stamp}
              file={conflict.file}
              disk={conflict.diskText ?? ''}
              mine={conflict.mine}
              onMineChange={setMerged}
            />
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-5 py-3">
            <Button variant="ghost" onClick={() => void choose({ kind: 'cancel' })} disabled={busy}>
              Decide later
            </Button>
            <Button onClick={() => void choose({ kind: 'disk' })} disabled={busy} data-testid="take-disk">
              {conflict.diskText === null ? 'Accept the deletion' : 'Take disk version'}
            </Button>
            <Button
              onClick={() => void choose({ kind: 'merged', text: merged ?? conflict.mine })}
              disabled={busy || merged === null}
              data-testid="save-merged"
            >
              Save merged
            </Button>
            <Button
              variant="primary"
              onClick={() => void choose({ kind: 'mine', text: conflict.mine })}
              disabled={busy}
              data-testid="keep-mine"
            >
              Keep mine (overwrite)
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

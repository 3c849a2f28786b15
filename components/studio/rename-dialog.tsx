'use client';
import { useEffect, useRef, useState } from 'react';
import type { TextEdit } from '@/lib/core/finding';
import type { EditorTexts, RenameOffer, RenameSupport } from '@/lib/studio/rename-support';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Input } from '../ui/field';
import { modifierLabel } from './use-studio-shortcuts';

export interface RenameDialogProps {
  offer: RenameOffer | null;
  support: RenameSupport;
  /** The editor's texts now (unsaved edits included): the rename is planned on them. */
  texts(): EditorTexts;
  onRename(edits: TextEdit[], label: string): void;
  onClose(): void;
  /** Where the focus goes once the dialog has closed after a rename (the editor, so Ctrl+Z undoes it). */
  focusAfterRename?(): void;
}

/**
 * A finding's "Rename…": asks for the new name (starting from the one the finding suggests), says as the author
 * types why a name would be refused and which files the rename changes, and hands the edits to the editor, which
 * applies them as one undo step, the same rename F2 makes.
 */
export function RenameDialog({ offer, support, texts, onRename, onClose, focusAfterRename }: RenameDialogProps) {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const renamed = useRef(false);
  useEffect(() => {
    if (!offer) return;
    renamed.current = false;
    setName(offer.prefill);
    // After the dialog opened: select the name so typing replaces it.
    requestAnimationFrame(() => input.current?.select());
  }, [offer]);

  const to = name.trim();
  const plan = offer ? support.plan(texts(), offer.from, to) : null;
  const unchanged = !!offer && to === offer.from;
  const files = plan?.ok ? [...new Set(plan.edits.map((e) => e.file))] : [];
  const submit = () => {
    if (!offer || !plan?.ok || unchanged) return;
    onRename(plan.edits, `Rename ${JSON.stringify(offer.from)} to ${JSON.stringify(to)}`);
    renamed.current = true;
    onClose();
  };

  return (
    <Dialog
      open={!!offer}
      onClose={onClose}
      title={
        offer ? (
          <>
            Rename command <code className="font-mono">{offer.from}</code>
          </>
        ) : (
          ''
        )
      }
      finalFocus={() => {
        if (!renamed.current || !focusAfterRename) return false;
        focusAfterRename();
        return true;
      }}
    >
      {offer && (
        <form
          className="flex flex-col gap-3 px-5 py-4"
          data-testid="rename-dialog"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            New name
            <Input
              ref={input}
              value={name}
              onChange={(e) => setName(e.target.value)}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={plan?.ok === false}
              aria-describedby="rename-status"
              data-testid="rename-input"
              className="h-9 font-normal text-fg"
            />
          </label>
          <p
            id="rename-status"
            role="status"
            data-testid="rename-status"
            className={`min-h-10 text-xs leading-relaxed ${plan?.ok === false ? 'text-error' : 'text-muted'}`}
          >
            {plan?.ok === false
              ? plan.reason
              : unchanged
                ? 'That is its name now: type the new one.'
                : `Changes ${plan?.ok ? plan.edits.length : 0} places in ${files.length} file${files.length === 1 ? '' : 's'} (${files.join(', ')}) as one edit: one undo (${modifierLabel()}+Z) restores every file. Nothing is written until you save.`}
          </p>
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" type="submit" disabled={!plan?.ok || unchanged} data-testid="rename-apply">
              Rename
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

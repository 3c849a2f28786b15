'use client';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field, Input } from '../ui/field';
import { useWorkspacePublisher } from './use-workspace-publisher';

/** The pages that check compositions (the workspace and the packs): the others (rules, reports) ask the server nothing. */
const CHECKING_PAGE = (path: string) => path === '/' || path.startsWith('/packs') || path.startsWith('/compositions');

/**
 * The workspace's publisher handle in the header: shown where checks use it, asked for once while nobody has set it
 * ("Set publisher"), changed from here for the whole workspace.
 */
export function PublisherHeader() {
  const path = usePathname() ?? '/';
  if (!CHECKING_PAGE(path)) return null;
  return <PublisherButton />;
}

function PublisherButton() {
  const { publisher, loaded, save } = useWorkspacePublisher();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  if (!loaded) return null;
  const submit = () =>
    save.mutate(typed, {
      onSuccess: () => setOpen(false),
    });
  return (
    <>
      <Button
        variant={publisher.set ? 'ghost' : 'outline'}
        size="sm"
        onClick={() => {
          setTyped(publisher.set ? publisher.handle : '');
          save.reset();
          setOpen(true);
        }}
        data-testid="header-publisher"
        title="The publisher handle this workspace's checks assume, as if you were signed in to Recued as it"
        className="max-w-40 font-mono max-sm:max-w-20 max-sm:px-1.5"
      >
        {publisher.set ? (
          <span className="truncate">
            <span className="sr-only">Publisher </span>@{publisher.handle}
          </span>
        ) : (
          <span className="font-sans text-accent">
            Set<span className="max-sm:sr-only"> publisher</span>
            <span className="sm:hidden" aria-hidden>
              {' '}
              @
            </span>
          </span>
        )}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Publisher handle of this workspace">
        <form
          className="space-y-3 px-5 py-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-fg-soft">
            The handle you publish to Recued as. Every check of this workspace assumes it: the pack pages, the workspace
            list and imports. It is kept in the workspace (<code className="font-mono text-xs">.packstudio/</code>), not
            in this browser.
          </p>
          <Field label="Handle" className="text-sm">
            <Input
              autoFocus
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="local"
              maxLength={65}
              spellCheck={false}
              autoComplete="off"
              data-testid="header-publisher-input"
            />
          </Field>
          {save.error && (
            <p role="alert" className="text-sm text-error">
              {save.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={save.isPending} data-testid="header-publisher-save">
              Save
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

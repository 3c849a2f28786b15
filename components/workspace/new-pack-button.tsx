'use client';
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * The shell every "New pack from…" shares: the workspace's button, and the dialog its form opens in (closed by the
 * form's Cancel, Escape or the backdrop, as every Dialog).
 */
export function NewPackButton({
  label,
  title,
  dialogTitle,
  testId,
  wide = false,
  children,
}: {
  label: string;
  title: string;
  dialogTitle: string;
  testId: string;
  wide?: boolean;
  /** The form, given how to close the dialog. */
  children(close: () => void): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid={testId} title={title}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} title={dialogTitle} wide={wide}>
        {children(close)}
      </Dialog>
    </>
  );
}

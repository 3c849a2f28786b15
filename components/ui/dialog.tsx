'use client';
import { Dialog as Primitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * A modal on Radix Dialog: focus moves in and stays inside (Tab and Shift+Tab wrap), Escape closes, the page behind
 * is hidden from assistive technology and takes no clicks, and the focus goes back where it was when it closes
 * (or to `finalFocus`, such as the editor after a rename). A click outside does not close it: a half-written reason
 * or merge is not lost to a stray click.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
  finalFocus,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Moves the focus when the dialog closes (true), instead of back to the element that had it before (false). */
  finalFocus?(): boolean;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/50 backdrop-blur-[1px]" />
        <Primitive.Content
          // The title names the dialog; what it says follows in its body, read in order.
          aria-describedby={undefined}
          onInteractOutside={(e) => e.preventDefault()}
          // Radix gives the focus back to its own Trigger; these dialogs open from any button, so we keep the one
          // that had the focus when it opened (before the dialog takes it) and give it back.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!finalFocus?.()) opener.current?.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] -translate-x-1/2 -translate-y-1/2 flex-col overflow-auto rounded-xl border border-line bg-surface-raised text-fg shadow-2xl focus:outline-none',
            wide ? 'h-[85vh] w-[min(1200px,95vw)]' : 'w-[min(440px,92vw)]',
          )}
        >
          {/* Radix names the dialog by its title (aria-labelledby, its own ids). */}
          <Primitive.Title className="border-b border-line px-5 py-3 text-base font-semibold">{title}</Primitive.Title>
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/** A modal on the native <dialog>: focus stays inside, Escape closes, the page behind is inert. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
  labelledBy,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const titleId = labelledBy ?? 'dialog-title';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto rounded-xl border border-line bg-surface-raised p-0 text-fg shadow-2xl backdrop:bg-zinc-950/50 backdrop:backdrop-blur-[1px] ${wide ? 'h-[85vh] w-[min(1200px,95vw)] max-w-none' : 'w-[min(440px,92vw)]'}`}
    >
      {open && (
        <div className={`flex flex-col ${wide ? 'h-full' : ''}`}>
          <h2 id={titleId} className="border-b border-line px-5 py-3 text-base font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

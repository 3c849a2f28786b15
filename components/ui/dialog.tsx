'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/** A modal on the native <dialog>: focus stays inside, Escape closes, the page behind is inert. */
export function Dialog({ open, onClose, title, children, wide = false, labelledBy }: { open: boolean; onClose(): void; title: ReactNode; children: ReactNode; wide?: boolean; labelledBy?: string }) {
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
      className={`m-auto rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/50 backdrop:backdrop-blur-[1px] dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 ${wide ? 'h-[85vh] w-[min(1200px,95vw)] max-w-none' : 'w-[min(440px,92vw)]'}`}
    >
      {open && (
        <div className={`flex flex-col ${wide ? 'h-full' : ''}`}>
          <h2 id={titleId} className="border-b border-zinc-200 px-5 py-3 text-base font-semibold dark:border-zinc-800">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

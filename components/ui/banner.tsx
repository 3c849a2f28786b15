import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'ok' | 'error';

const TONES: Record<BannerTone, string> = {
  info: 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-200',
  ok: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200',
  error: 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-200',
};

/** A one-line strip under a toolbar; errors are announced at once (role=alert), the rest politely (role=status). */
export function Banner({ tone, children, onClose, testId }: { tone: BannerTone; children: ReactNode; onClose?(): void; testId?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-testid={testId} className={`flex items-center gap-2 px-4 py-1.5 text-xs ${TONES[tone]}`}>
      <span className="min-w-0 flex-1">{children}</span>
      {onClose && (
        <button type="button" onClick={onClose} aria-label="Dismiss" className="rounded px-1 opacity-60 hover:opacity-100">
          ✕
        </button>
      )}
    </div>
  );
}

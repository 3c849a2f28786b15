import type { ReactNode } from 'react';
import { Button } from './button';

export type BannerTone = 'info' | 'ok' | 'warn' | 'error';

const TONES: Record<BannerTone, string> = {
  info: 'bg-accent-soft text-accent-fg',
  ok: 'bg-ok-soft text-ok-fg',
  warn: 'bg-warn-soft text-warn-fg',
  error: 'bg-error-soft text-error-fg',
};

/** A one-line strip under a toolbar; errors and warnings are announced at once (role=alert), the rest politely (role=status). */
export function Banner({
  tone,
  children,
  onClose,
  testId,
}: {
  tone: BannerTone;
  children: ReactNode;
  onClose?(): void;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' || tone === 'warn' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-center gap-2 px-4 py-1.5 text-xs ${TONES[tone]}`}
    >
      <span className="min-w-0 flex-1">{children}</span>
      {onClose && (
        <Button
          variant="bare"
          onClick={onClose}
          aria-label="Dismiss"
          className="rounded px-1 opacity-60 hover:opacity-100"
        >
          ✕
        </Button>
      )}
    </div>
  );
}

import type { ConfirmGate } from './card-model';

const STYLES: Record<ConfirmGate['mode'], string> = {
  always: 'bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500',
  true: 'bg-white text-zinc-700 ring-zinc-300 dark:bg-zinc-900 dark:text-zinc-300 dark:ring-zinc-600',
  none: 'bg-zinc-100 text-zinc-500 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-400 dark:ring-zinc-700',
};

const ICONS: Record<ConfirmGate['mode'], string> = { always: '🔒', true: '↷', none: '∅' };

/** What policy.json's confirm means for this card: always asked, skipped in run mode, or never shown. */
export function GateBadge({ gate }: { gate: ConfirmGate }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[gate.mode]}`}
      title={gate.detail}
      data-testid="confirm-badge"
      data-confirm={gate.mode}
    >
      <span aria-hidden>{ICONS[gate.mode]}</span>
      {gate.label}
    </span>
  );
}

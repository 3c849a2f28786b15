import type { ConfirmGate } from '@/lib/hcp/approval-card';

const STYLES: Record<ConfirmGate['mode'], string> = {
  always: 'bg-accent-solid text-white ring-accent',
  true: 'bg-surface-raised text-fg-soft ring-line-strong',
  none: 'bg-surface-muted text-muted ring-line',
};

const ICONS: Record<ConfirmGate['mode'], string> = {
  always:
    'M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z',
  true: 'M3.288 4.818A1.5 1.5 0 0 0 1 6.095v7.81a1.5 1.5 0 0 0 2.288 1.276l6.323-3.905c.155-.096.285-.213.389-.344v2.973a1.5 1.5 0 0 0 2.288 1.276l6.323-3.905a1.5 1.5 0 0 0 0-2.552l-6.323-3.906A1.5 1.5 0 0 0 10 6.095v2.972a1.506 1.506 0 0 0-.389-.343L3.288 4.818Z',
  none: 'M5.965 4.904l9.131 9.131a6.5 6.5 0 0 0-9.131-9.131Zm8.07 10.192L4.904 5.965a6.5 6.5 0 0 0 9.131 9.131ZM4.343 4.343a8 8 0 1 1 11.314 11.314A8 8 0 0 1 4.343 4.343Z',
};

/** What policy.json's confirm means for this card: always asked, skipped in run mode, or never shown. */
export function GateBadge({ gate }: { gate: ConfirmGate }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STYLES[gate.mode]}`}
      title={gate.detail}
      data-testid="confirm-badge"
      data-confirm={gate.mode}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="size-3.5" aria-hidden>
        <path fillRule="evenodd" clipRule="evenodd" d={ICONS[gate.mode]} />
      </svg>
      {gate.label}
    </span>
  );
}

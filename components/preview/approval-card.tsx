import Link from 'next/link';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { CardKind, CardModel } from '@/lib/hcp/approval-card';
import { GateBadge } from './gate-badge';
import { KindBody } from './kind-bodies';
import { KindIcon } from './kind-icon';
import { Button } from '../ui/button';

const KIND_LABEL: Record<CardKind, string> = {
  payment: 'Payment',
  message: 'Message',
  event: 'Event',
  removal: 'Removal',
  publish: 'Publish',
  record: 'Record',
  fields: 'Approval',
};

const APPROVE_LABEL: Record<CardKind, string> = {
  payment: 'Pay',
  message: 'Send',
  event: 'Add event',
  removal: 'Remove',
  publish: 'Publish',
  record: 'Save',
  fields: 'Approve',
};

const DECLINE_CLASS = 'rounded-lg px-3 py-1.5 text-sm font-medium text-fg-soft ring-1 ring-line-strong ring-inset';

/**
 * The card a person sees before the command runs: kind, title, the filled fields, and the two answers. `children`
 * follow the fields (the Recued card's request line). With `onAnswer` the answers are real buttons (the Run tab)
 * and the card is a question asked now: it takes the focus when it appears (on Decline, the answer that runs
 * nothing) and Esc declines it.
 */
export function ApprovalCard({
  card,
  packName,
  children,
  onAnswer,
}: {
  card: CardModel;
  packName: string;
  children?: ReactNode;
  onAnswer?: (approved: boolean) => void;
}) {
  const removal = card.kind === 'removal';
  const approveClass = `rounded-lg px-3 py-1.5 text-sm font-semibold text-white shadow-sm ${removal ? 'bg-error-solid' : 'bg-accent-solid'}`;
  const titleId = useId();
  const asking = onAnswer !== undefined;
  return (
    <div
      role={asking ? 'dialog' : undefined}
      aria-labelledby={asking ? titleId : undefined}
      onKeyDown={
        asking
          ? (e) => {
              if (e.key !== 'Escape') return;
              e.preventDefault();
              onAnswer(false);
            }
          : undefined
      }
      data-testid={`approval-card-${card.verb}`}
      data-kind={card.kind}
      className={`w-full max-w-md overflow-hidden rounded-2xl border bg-surface-raised shadow-lg shadow-zinc-900/5 dark:shadow-black/30 ${
        removal ? 'border-error-line ring-4 ring-red-500/5' : 'border-line'
      }`}
    >
      <div className={`flex items-center gap-2 px-5 pt-4 text-xs font-medium ${removal ? 'text-error' : 'text-muted'}`}>
        <span
          className={`grid size-7 place-items-center rounded-lg ${
            removal ? 'bg-error-soft text-error' : 'bg-accent-soft text-accent'
          }`}
        >
          <KindIcon kind={card.kind} className="size-4" />
        </span>
        <span className="uppercase tracking-wide">{KIND_LABEL[card.kind]}</span>
        <span className="text-line-strong">·</span>
        <span className="truncate font-mono normal-case">
          {packName} {card.verb}
        </span>
      </div>
      <h3
        id={titleId}
        className="px-5 pt-2 text-lg font-semibold leading-snug text-fg"
        data-testid="approval-card-title"
      >
        {card.title}
      </h3>
      {card.unknownKind !== undefined && (
        <p className="mx-5 mt-2 rounded-md bg-warn-soft px-2.5 py-1.5 text-xs text-warn">
          Unknown kind “{card.unknownKind}”, shown as a field table.{' '}
          <Link href="/rules/M024" className="underline">
            M024
          </Link>
        </p>
      )}
      <div className="px-5 pt-4 pb-5">
        <KindBody card={card} />
        {children}
      </div>
      <div
        className={`flex flex-wrap items-center gap-2 border-t px-5 py-3 ${removal ? 'border-error-line bg-error-soft/50' : 'border-line-soft bg-canvas/70'}`}
      >
        <GateBadge gate={card.gate} />
        {/* The two answers stay together, and move under the badge as one when the card is too narrow for all three. */}
        <span className="ml-auto flex gap-2">
          {onAnswer ? (
            <>
              <DeclineButton onDecline={() => onAnswer(false)} />
              <Button
                variant="bare"
                onClick={() => onAnswer(true)}
                data-testid="approval-approve"
                className={`${approveClass} hover:opacity-90`}
              >
                {APPROVE_LABEL[card.kind]}
              </Button>
            </>
          ) : (
            <>
              <span aria-hidden className={DECLINE_CLASS}>
                Decline
              </span>
              <span aria-hidden className={approveClass}>
                {APPROVE_LABEL[card.kind]}
              </span>
            </>
          )}
        </span>
      </div>
    </div>
  );
}

/**
 * The Run tab's Decline: focused when the card appears, so Enter or Esc answers it without a mouse. Once answered
 * the card goes, and the focus goes back where it was (the Run button), as a dialog hands it back.
 */
function DeclineButton({ onDecline }: { onDecline(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement;
    button.current?.focus();
    button.current?.scrollIntoView?.({ block: 'nearest' });
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <Button
      ref={button}
      variant="bare"
      onClick={onDecline}
      data-testid="approval-decline"
      className={`${DECLINE_CLASS} hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent`}
    >
      Decline
    </Button>
  );
}

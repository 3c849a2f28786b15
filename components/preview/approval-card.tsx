import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CardKind, CardModel } from './card-model';
import { GateBadge } from './gate-badge';
import { KindBody } from './kind-bodies';
import { KindIcon } from './kind-icon';

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

/** The card a person sees before the command runs: kind, title, the filled fields, and the two answers. `children` follow the fields (the Recued card's request line). */
export function ApprovalCard({ card, packName, children }: { card: CardModel; packName: string; children?: ReactNode }) {
  const removal = card.kind === 'removal';
  return (
    <div
      data-testid={`approval-card-${card.verb}`}
      data-kind={card.kind}
      className={`w-full max-w-md overflow-hidden rounded-2xl border bg-white shadow-lg shadow-zinc-900/5 dark:bg-zinc-900 dark:shadow-black/30 ${
        removal ? 'border-red-200 ring-4 ring-red-500/5 dark:border-red-900/80' : 'border-zinc-200 dark:border-zinc-700/80'
      }`}
    >
      <div className={`flex items-center gap-2 px-5 pt-4 text-xs font-medium ${removal ? 'text-red-700 dark:text-red-300' : 'text-zinc-500 dark:text-zinc-400'}`}>
        <span
          className={`grid size-7 place-items-center rounded-lg ${
            removal ? 'bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-300' : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300'
          }`}
        >
          <KindIcon kind={card.kind} className="size-4" />
        </span>
        <span className="uppercase tracking-wide">{KIND_LABEL[card.kind]}</span>
        <span className="text-zinc-300 dark:text-zinc-600">·</span>
        <span className="truncate font-mono normal-case">
          {packName} {card.verb}
        </span>
      </div>
      <h3 className="px-5 pt-2 text-lg font-semibold leading-snug text-zinc-950 dark:text-white" data-testid="approval-card-title">
        {card.title}
      </h3>
      {card.unknownKind !== undefined && (
        <p className="mx-5 mt-2 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-800 dark:bg-amber-950/50 dark:text-amber-300">
          Unknown kind “{card.unknownKind}”, shown as a field table.{' '}
          <Link href="/rules/M024" className="underline">M024</Link>
        </p>
      )}
      <div className="px-5 pt-4 pb-5">
        <KindBody card={card} />
        {children}
      </div>
      <div className={`flex items-center gap-2 border-t px-5 py-3 ${removal ? 'border-red-100 bg-red-50/50 dark:border-red-900/50 dark:bg-red-950/20' : 'border-zinc-100 bg-zinc-50/70 dark:border-zinc-800 dark:bg-zinc-950/40'}`}>
        <GateBadge gate={card.gate} />
        <span className="ml-auto" />
        <span aria-hidden className="rounded-lg px-3 py-1.5 text-sm font-medium text-zinc-600 ring-1 ring-zinc-300 ring-inset dark:text-zinc-300 dark:ring-zinc-600">
          Decline
        </span>
        <span
          aria-hidden
          className={`rounded-lg px-3 py-1.5 text-sm font-semibold text-white shadow-sm ${removal ? 'bg-red-600 dark:bg-red-500' : 'bg-indigo-600 dark:bg-indigo-500'}`}
        >
          {APPROVE_LABEL[card.kind]}
        </span>
      </div>
    </div>
  );
}

import type { JSX } from 'react';
import { dateTile, type CardKind, type CardModel, type FieldRow } from '@/lib/hcp/approval-card';
import { FieldList, FieldSlot, FieldValue, label } from './field-value';

/** The body of an approval card, laid out for its kind; fields no role took follow as a list. */
export function KindBody({ card }: { card: CardModel }) {
  const Body = BODIES[card.kind];
  return <Body card={card} />;
}

const BODIES: Record<CardKind, (props: { card: CardModel }) => JSX.Element> = {
  payment: PaymentBody,
  message: MessageBody,
  event: EventBody,
  removal: RemovalBody,
  publish: PublishBody,
  record: RecordBody,
  fields: FieldsBody,
};

function Rest({ card, divided = true }: { card: CardModel; divided?: boolean }) {
  if (card.rest.length === 0) return null;
  return <FieldList fields={card.rest} className={divided ? 'mt-4 border-t border-line-soft pt-4' : ''} />;
}

function PaymentBody({ card }: { card: CardModel }) {
  const { amount, currency, payee } = card.slots;
  return (
    <div>
      <div className="flex items-baseline gap-2">
        {amount ? (
          <FieldSlot field={amount} as="span">
            <FieldValue field={amount} className="text-4xl font-semibold tracking-tight tabular-nums text-fg" />
          </FieldSlot>
        ) : null}
        {currency && (
          <FieldSlot field={currency} as="span">
            <FieldValue field={currency} className="text-lg font-medium text-muted" />
          </FieldSlot>
        )}
      </div>
      {payee && (
        <FieldSlot field={payee} className="mt-3 flex items-center gap-3 rounded-xl bg-surface-muted/60 px-3 py-2.5">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold uppercase text-accent-strong">
            {payee.value?.charAt(0) ?? '?'}
          </span>
          <span className="min-w-0">
            <span className="block text-xs text-muted">To</span>
            <FieldValue field={payee} className="block truncate font-medium" />
          </span>
        </FieldSlot>
      )}
      <Rest card={card} />
    </div>
  );
}

function MessageBody({ card }: { card: CardModel }) {
  const { to, subject, body } = card.slots;
  return (
    <div>
      <dl className="space-y-1 text-sm">
        {to && <HeaderLine field={to} name="To" />}
        {subject && <HeaderLine field={subject} name="Subject" strong />}
      </dl>
      {body && (
        <FieldSlot
          field={body}
          className="mt-3 whitespace-pre-wrap rounded-xl border-l-4 border-accent-line bg-surface-subtle px-4 py-3 text-[15px] leading-6"
        >
          <FieldValue field={body} />
        </FieldSlot>
      )}
      <Rest card={card} />
    </div>
  );
}

function HeaderLine({ field, name, strong }: { field: FieldRow; name: string; strong?: boolean }) {
  return (
    <FieldSlot field={field} className="flex gap-3 border-b border-line-soft pb-1.5">
      <dt className="w-16 shrink-0 text-muted">{name}</dt>
      <dd className={`min-w-0 ${strong ? 'font-semibold' : ''}`}>
        <FieldValue field={field} />
      </dd>
    </FieldSlot>
  );
}

function EventBody({ card }: { card: CardModel }) {
  const { what, date, time, end, place } = card.slots;
  const tile = dateTile(date?.value ?? null);
  return (
    <div>
      <div className="flex gap-4">
        {date && (
          <FieldSlot field={date} className="w-16 shrink-0 overflow-hidden rounded-xl border border-line text-center">
            {tile ? (
              <>
                <span className="block bg-red-500 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">
                  {tile.month}
                </span>
                <span className="block py-1 text-2xl font-semibold tabular-nums">{tile.day}</span>
              </>
            ) : (
              <span className="block px-1 py-2 text-xs">
                <FieldValue field={date} />
              </span>
            )}
          </FieldSlot>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          {what && (
            <FieldSlot field={what} className="text-lg font-semibold leading-snug">
              <FieldValue field={what} />
            </FieldSlot>
          )}
          {(tile?.time || time || end) && (
            <div className="flex flex-wrap gap-x-1.5 text-sm text-fg-soft">
              {tile?.time && <span>{tile.time}</span>}
              {time && (
                <FieldSlot field={time} as="span">
                  <FieldValue field={time} />
                </FieldSlot>
              )}
              {end && (
                <FieldSlot field={end} as="span">
                  <span className="text-faint">until </span>
                  <FieldValue field={end} />
                </FieldSlot>
              )}
            </div>
          )}
          {place && (
            <FieldSlot field={place} className="flex items-center gap-1.5 text-sm text-fg-soft">
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-faint" aria-hidden>
                <path
                  fillRule="evenodd"
                  d="m9.69 18.933.003.001C9.89 19.02 10 19 10 19s.11.02.308-.066l.002-.001.006-.003.018-.008a5.741 5.741 0 0 0 .281-.14c.186-.096.446-.24.757-.433.62-.384 1.445-.966 2.274-1.765C15.302 14.988 17 12.493 17 9A7 7 0 1 0 3 9c0 3.492 1.698 5.988 3.355 7.584a13.731 13.731 0 0 0 2.273 1.765 11.842 11.842 0 0 0 .976.544l.062.029.018.008.006.003ZM10 11.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Z"
                  clipRule="evenodd"
                />
              </svg>
              <FieldValue field={place} />
            </FieldSlot>
          )}
          {tile && <p className="text-xs text-faint">{date?.value}</p>}
        </div>
      </div>
      <Rest card={card} />
    </div>
  );
}

function RemovalBody({ card }: { card: CardModel }) {
  const { target } = card.slots;
  return (
    <div>
      {target && (
        <FieldSlot field={target} className="rounded-xl border border-error-line bg-error-soft px-4 py-3">
          <span className="block text-xs font-medium uppercase tracking-wide text-error">
            Will be removed · {label(target.name)}
          </span>
          <FieldValue field={target} className="mt-1 block font-mono text-base font-semibold text-error-fg" />
        </FieldSlot>
      )}
      <Rest card={card} />
    </div>
  );
}

function PublishBody({ card }: { card: CardModel }) {
  const { what, target } = card.slots;
  return (
    <div>
      <div className="flex items-center gap-3">
        {what && (
          <FieldSlot field={what} className="min-w-0 flex-1 rounded-xl bg-surface-muted/60 px-3 py-2">
            <span className="block text-xs text-muted capitalize">{label(what.name)}</span>
            <FieldValue field={what} className="block truncate font-mono font-medium" />
          </FieldSlot>
        )}
        {what && target && (
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-indigo-500" aria-label="goes to">
            <path
              fillRule="evenodd"
              d="M3 10a.75.75 0 0 1 .75-.75h10.638L10.23 5.29a.75.75 0 1 1 1.04-1.08l5.5 5.25a.75.75 0 0 1 0 1.08l-5.5 5.25a.75.75 0 1 1-1.04-1.08l4.158-3.96H3.75A.75.75 0 0 1 3 10Z"
              clipRule="evenodd"
            />
          </svg>
        )}
        {target && (
          <FieldSlot
            field={target}
            className="min-w-0 flex-1 rounded-xl border border-accent-line bg-accent-soft px-3 py-2"
          >
            <span className="block text-xs text-accent-strong">Published to</span>
            <FieldValue field={target} className="block truncate font-semibold text-accent-fg" />
          </FieldSlot>
        )}
      </div>
      <Rest card={card} divided={Boolean(what || target)} />
    </div>
  );
}

function RecordBody({ card }: { card: CardModel }) {
  return (
    <dl className="divide-y divide-line-soft rounded-xl border border-line">
      {card.rest.map((f) => (
        <FieldSlot key={f.name} field={f} className="flex gap-4 px-3 py-2 text-sm">
          <dt className="w-28 shrink-0 truncate font-mono text-xs leading-5 text-muted">{f.name}</dt>
          <dd className="min-w-0 flex-1">
            <FieldValue field={f} />
          </dd>
        </FieldSlot>
      ))}
    </dl>
  );
}

function FieldsBody({ card }: { card: CardModel }) {
  if (card.rest.length === 0) return <p className="text-sm text-muted italic">This preview declares no fields.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <th className="py-1.5 pr-4 font-medium">Field</th>
          <th className="py-1.5 font-medium">Value</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line-soft">
        {card.rest.map((f) => (
          <tr
            key={f.name}
            data-field={f.name}
            data-absent={f.value === null ? (f.absence ?? 'optional') : undefined}
            title={`${f.name}: ${f.template}`}
          >
            <td className="py-1.5 pr-4 align-top font-mono text-xs leading-5 text-muted">{f.name}</td>
            <td className="py-1.5 align-top">
              <FieldValue field={f} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

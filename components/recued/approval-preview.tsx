'use client';
import { useMemo, useState } from 'react';
import { ApprovalCard } from '../preview/approval-card';
import type { ArgInput, CardModel, FieldRow } from '@/lib/hcp/approval-card';
import { TryForm } from '../preview/try-form';
import { approvalView, needsApproval, type ApprovalView, type RequestPart } from '@/lib/recued/ui-approval';
import { UrlText } from '../ui/url-text';
import { ingredientBase, type CompositionView, type OperationRow } from '@/lib/recued/ui-model';

/** The card a person sees before each operation with approval "ask" or "always", with a form to try argument values. */
export function ApprovalPreviews({ view, packName }: { view: CompositionView; packName: string }) {
  const asked = view.operations.filter(needsApproval);
  const unasked = view.operations.filter((op) => op.risk === 'write' && !needsApproval(op));
  return (
    <div className="space-y-6" data-testid="approval-previews">
      {asked.length === 0 && (
        <p className="rounded-xl border border-line bg-surface-subtle px-4 py-3 text-sm text-fg-soft">
          No operation has <code className="font-mono">approval: &quot;ask&quot;</code>, so no one is ever shown a card:
          each runs on its grant alone.
        </p>
      )}
      {asked.map((op) => (
        <ApprovalPanel
          key={`${op.pointer}:${op.op}`}
          op={op}
          base={ingredientBase(view, op.ingredient)}
          packName={packName}
        />
      ))}
      {unasked.length > 0 && (
        <p className="rounded-xl border border-warn-line bg-warn-soft/70 px-4 py-3 text-xs leading-5 text-warn-fg">
          {unasked.map((op) => op.op).join(', ')} {unasked.length === 1 ? 'changes' : 'change'} data without asking
          anyone: no card is shown before {unasked.length === 1 ? 'it runs' : 'they run'}.
        </p>
      )}
    </div>
  );
}

function ApprovalPanel({ op, base, packName }: { op: OperationRow; base: string | null; packName: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const card = useMemo(() => approvalView(op, base, packName, values), [op, base, packName, values]);
  const inputs: ArgInput[] = op.args.map((a) => ({
    name: a.key,
    required: a.required,
    type: a.type ?? undefined,
    description: a.affectsTarget ? 'Names the one record this operation changes.' : (a.description ?? undefined),
  }));
  return (
    <section className="space-y-4" data-testid={`approval-${op.op}`}>
      <ApprovalCard card={cardModel(card)} packName={packName}>
        <ActsOnLine card={card} />
        <RequestLine card={card} />
      </ApprovalCard>
      {card.omitted.length > 0 && (
        <p className="text-xs leading-5 text-muted" data-testid="approval-omitted">
          Left off the card: {card.omitted.join(', ')}, optional and not given. Give a value below to see it as the
          person asked would.
        </p>
      )}
      <p className="text-xs leading-5 text-muted">{card.gate.detail}</p>
      <TryForm
        inputs={inputs}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        onReset={() => setValues({})}
        resetLabel="Clear"
      />
    </section>
  );
}

/** The studio's approval card model, filled from a Recued operation. */
function cardModel(card: ApprovalView): CardModel {
  const rows: FieldRow[] = card.fields.map((f) => ({
    name: f.affectsTarget ? `${f.name} (target)` : f.name,
    value: f.value,
    absence: f.value === null ? (f.required ? 'required' : 'optional') : null,
    template: f.affectsTarget ? `{{${f.name}}}: the record this changes` : `{{${f.name}}}`,
    constant: false,
  }));
  const target = card.destructive ? rows.find((_, i) => card.fields[i].affectsTarget) : undefined;
  return {
    verb: card.op,
    kind: card.destructive ? 'removal' : 'fields',
    title: card.title,
    fields: rows,
    slots: target ? { target } : {},
    rest: rows.filter((r) => r !== target),
    titles: { declared: false, live: null, done: null, doneReadsResult: false },
    gate: { mode: card.gate.mode, label: card.gate.label, detail: card.gate.detail },
  };
}

/** What the operation acts on: the resources of its path with the values that pick one, and the fields it sends. */
function ActsOnLine({ card }: { card: ApprovalView }) {
  const acts = card.actsOn;
  if (!acts || (!acts.path.length && !acts.body.length)) return null;
  const Value = ({ arg, value }: { arg: string; value: string | null }) =>
    value !== null ? (
      <span className="rounded bg-accent-soft px-1 font-mono font-semibold text-accent-fg">{value}</span>
    ) : (
      <span className="font-mono text-faint italic">‹{arg}›</span>
    );
  return (
    <dl className="mt-4 space-y-1 text-xs leading-5" data-testid="approval-acts-on">
      {acts.path.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className="font-medium text-muted">Acts on</dt>
          <dd className="flex flex-wrap items-baseline gap-x-1.5 text-fg">
            {acts.path.map((step, i) => (
              <span key={i} className="inline-flex flex-wrap items-baseline gap-x-1">
                {i > 0 && (
                  <span aria-hidden className="text-faint">
                    ›
                  </span>
                )}
                {step.resource && <span className="font-medium">{step.resource}</span>}
                {step.ids.map((id) => (
                  <Value key={id.arg} {...id} />
                ))}
              </span>
            ))}
          </dd>
        </div>
      )}
      {acts.body.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className="font-medium text-muted">Sends</dt>
          <dd className="flex flex-wrap items-baseline gap-x-2 text-fg">
            {acts.body.map((f) => (
              <span key={f.name} className="inline-flex items-baseline gap-1">
                <span className="font-mono">{f.name}</span>
                <Value arg={f.name} value={f.value} />
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

function RequestLine({ card }: { card: ApprovalView }) {
  if (!card.request) return null;
  const { method, prefix, parts } = card.request;
  return (
    <div className="mt-4 rounded-lg bg-surface-subtle px-3 py-2" data-testid="approval-request">
      <span className="block text-[11px] font-medium tracking-wide text-muted uppercase">
        {method ? 'Request' : 'Runs'}
      </span>
      {/* A URL breaks at its own boundaries (UrlText), argv at its spaces; a piece too long for a line still breaks. */}
      <code className="mt-0.5 block font-mono text-xs leading-5 break-words text-fg">
        {method && <b className="mr-1.5 font-semibold">{method}</b>}
        {prefix && (
          <span className="text-muted">
            <Words text={prefix} url={!!method} />
          </span>
        )}
        {parts.map((p, i) => (
          <Part key={i} part={p} url={!!method} />
        ))}
      </code>
    </div>
  );
}

const Words = ({ text, url }: { text: string; url: boolean }) => (url ? <UrlText text={text} /> : <>{text}</>);

function Part({ part, url }: { part: RequestPart; url: boolean }) {
  if ('text' in part) return <Words text={part.text} url={url} />;
  // In a URL an argument starts a piece of its own: the line may break just before it.
  return (
    <>
      {url && <wbr />}
      {part.value !== null ? (
        <span className="rounded bg-accent-soft px-0.5 font-semibold text-accent-fg">
          <Words text={part.value} url={url} />
        </span>
      ) : (
        <span className="text-faint italic">‹{part.arg}›</span>
      )}
    </>
  );
}

'use client';
import Link from 'next/link';
import { useMemo, useState, type ReactNode } from 'react';
import type { CommandView, PackModel } from '@/lib/hcp/model';
import { loadPackFromTexts, type PackTexts } from '@/lib/hcp/load';
import { CopyButton } from '../ui/copy-button';
import { ApprovalCard } from './approval-card';
import { argInputs, buildCard, initialValues, previewList, type CardModel } from '@/lib/hcp/approval-card';
import { TitleForms } from './title-forms';
import { TryForm } from './try-form';

/**
 * Every command's approval card, as a person approving it would see it, with a form to try other argument values.
 * Parses the pack's texts itself, so it follows the editor as the author types.
 */
export function ApprovalPreviews({ surfaceText, policyText }: { surfaceText: string; policyText: string }) {
  const pack = useMemo(() => loadPackFromTexts(packTexts(surfaceText, policyText)), [surfaceText, policyText]);
  const list = useMemo(() => previewList(pack.model), [pack]);
  const packName = pack.model.id ?? 'pack';

  if (!pack.surface)
    return <Notice tone="info">This pack has no surface.json yet, so there are no commands to preview.</Notice>;
  if (pack.surface.error)
    return (
      <Notice tone="error">
        surface.json does not parse (line {pack.surface.error.line}, column {pack.surface.error.column}), so there are
        no cards to show. Fix the JSON and they come back.
      </Notice>
    );

  return (
    <div className="space-y-8" data-testid="approval-previews">
      {pack.policy?.error && (
        <Notice tone="warn">
          policy.json does not parse: the badges below assume no command asks for confirmation until it does.
        </Notice>
      )}
      {!pack.policy && (
        <Notice tone="warn">
          This pack has no policy.json: no command asks a person first, so no card below is ever shown.
        </Notice>
      )}
      {list.cards.length === 0 && list.steps.length === 0 && (
        <Notice tone="info">
          No command declares a <code className="font-mono">preview</code>. A person approving a command sees its bare
          arguments until one does.
        </Notice>
      )}
      {list.cards.map((command) => (
        <PreviewPanel
          key={`${command.key}:${JSON.stringify(initialValues(command))}`}
          model={pack.model}
          command={command}
          packName={packName}
        />
      ))}
      {list.steps.map((command) => (
        <PreviewPanel
          key={`${command.key}:${JSON.stringify(initialValues(command))}`}
          model={pack.model}
          command={command}
          packName={packName}
        />
      ))}
      {list.missing.length > 0 && (
        <section className="space-y-3">
          <h3 className="text-sm font-semibold">Asks for confirmation, but has no preview</h3>
          {list.missing.map(({ command, json }) => (
            <MissingPreview key={command.key} verb={command.key} json={json} />
          ))}
        </section>
      )}
    </div>
  );
}

/** An empty text is a file that is not there (the editor passes "" for a missing file). */
function packTexts(surfaceText: string, policyText: string): PackTexts {
  return {
    ...(surfaceText.trim() ? { 'surface.json': surfaceText } : {}),
    ...(policyText.trim() ? { 'policy.json': policyText } : {}),
  };
}

function PreviewPanel({ model, command, packName }: { model: PackModel; command: CommandView; packName: string }) {
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(command));
  const card = useMemo(() => buildCard(model, command, values), [model, command, values]);
  const inputs = useMemo(() => argInputs(command), [command]);
  return (
    <section className="rounded-2xl border border-line bg-canvas/60 p-5" data-testid={`preview-panel-${command.key}`}>
      <header className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-mono text-base font-semibold">{command.key}</h3>
        {command.description && <p className="text-sm text-muted">{command.description}</p>}
      </header>
      {/* minmax(0,…) on a phone too: an auto column grows to the card's unwrapped width and spills out of the panel. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        {command.preview ? (
          <div className="space-y-4">
            <ApprovalCard card={card} packName={packName} />
            <p className="text-xs leading-5 text-muted">{card.gate.detail}</p>
          </div>
        ) : (
          <StepLine verb={command.key} live={card.titles.live} gate={card.gate} />
        )}
        <div className="space-y-5">
          <TryForm
            inputs={inputs}
            values={values}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            onReset={() => setValues(initialValues(command))}
          />
          <div>
            <h4 className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">Step title</h4>
            <TitleForms titles={card.titles} verb={command.key} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** A command without a preview: no card to approve, so what a person sees is the step line in the agent's transcript. */
function StepLine({ verb, live, gate }: { verb: string; live: string | null; gate: CardModel['gate'] }) {
  return (
    <div className="space-y-3" data-testid={`step-line-${verb}`}>
      <div className="flex items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 shadow-sm">
        <span className="size-2 shrink-0 animate-pulse rounded-full bg-accent" aria-hidden />
        <span className="font-medium text-fg">{live ?? verb}</span>
        <span className="ml-auto font-mono text-xs text-faint">{verb}</span>
      </div>
      <p className="text-xs leading-5 text-muted">
        {gate.mode === 'none'
          ? 'Runs without asking anyone: this line is all a person sees while the agent works.'
          : `Asks a person first (${gate.label.toLowerCase()}), but declares no preview: the card shows its bare arguments.`}
      </p>
    </div>
  );
}

function MissingPreview({ verb, json }: { verb: string; json: string }) {
  return (
    <div
      className="rounded-xl border border-warn-line bg-warn-soft/70 p-4 text-sm"
      data-testid={`missing-preview-${verb}`}
    >
      <p className="text-fg">
        <span className="font-mono font-semibold">{verb}</span> asks a person first, but declares no{' '}
        <code className="font-mono">preview</code>, so the card shows its bare arguments.{' '}
        <Link href="/rules/M025" className="font-medium text-accent underline">
          M025
        </Link>
        &apos;s fix: add this to the command in surface.json.
      </p>
      <div className="relative mt-3">
        <pre className="overflow-x-auto rounded-lg bg-surface p-3 pr-16 font-mono text-xs leading-5 text-fg ring-1 ring-warn-line">
          {json}
        </pre>
        <CopyButton text={json} describe={`the preview for ${verb}`} className="absolute top-2 right-2" />
      </div>
    </div>
  );
}

function Notice({ tone, children }: { tone: 'error' | 'warn' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-error-line bg-error-soft text-error-fg',
    warn: 'border-warn-line bg-warn-soft text-warn-fg',
    info: 'border-line bg-surface-subtle text-fg-soft',
  }[tone];
  return <p className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>{children}</p>;
}

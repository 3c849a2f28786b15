'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { wrapPack } from '@/app/actions/wrap-actions';
import { newPackIdProblem } from '@/lib/studio/limits';
import { Button } from '../ui/button';
import { ErrorBox } from '../ui/error-box';
import { Field, Input } from '../ui/field';
import { NewPackButton } from './new-pack-button';

/**
 * "New pack from a CLI": names a CLI (a bare name the allow-list names, or a path to an executable), runs
 * `packstudio wrap` on the server and opens the drafted pack. The workspace list is refreshed through `listKey`.
 */
export function WrapPackButton({ existing, listKey }: { existing: string[]; listKey: readonly unknown[] }) {
  return (
    <NewPackButton
      label="From a CLI…"
      title="New pack from a CLI: draft the four files from its --help"
      dialogTitle="New pack from a CLI"
      testId="wrap-open"
    >
      {(close) => <WrapPackForm existing={existing} listKey={listKey} onCancel={close} />}
    </NewPackButton>
  );
}

function WrapPackForm({
  existing,
  listKey,
  onCancel,
}: {
  existing: string[];
  listKey: readonly unknown[];
  onCancel(): void;
}) {
  const router = useRouter();
  const client = useQueryClient();
  const [bin, setBin] = useState('');
  const [id, setId] = useState('');
  const wrap = useMutation({
    mutationFn: (input: { bin: string; packId?: string }) => wrapPack(input),
    onSuccess: (result) => {
      if (!result.ok) return;
      void client.invalidateQueries({ queryKey: listKey });
      // The new pack opens on its commands: what wrap drafted, what it left out and why, and its notes.
      router.push(`/packs/${result.packId}?view=commands`);
    },
  });
  const packId = id.trim();
  const idProblem = newPackIdProblem(packId, existing);
  const serverError = wrap.data && !wrap.data.ok ? wrap.data.error : wrap.error ? String(wrap.error) : null;
  const done = wrap.data?.ok ? wrap.data : null;
  return (
    <form
      className="space-y-3 px-5 py-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (bin.trim() && !idProblem) wrap.mutate({ bin: bin.trim(), ...(packId ? { packId } : {}) });
      }}
    >
      <p className="text-muted">
        Reads the CLI&apos;s <code className="font-mono text-xs">--help</code>, its subcommands&apos; help and its Fig
        spec, and drafts the four files: up to 12 commands, hot path first, risk from each name and description. What
        neither says stays a TODO.
      </p>
      <Field
        label="CLI"
        hint={
          <>
            A bare name runs only when PACKSTUDIO_ALLOWLIST names it; a path must be an executable (relative paths start
            in the workspace folder).
          </>
        }
      >
        <Input
          value={bin}
          onChange={(e) => setBin(e.target.value)}
          placeholder="git, or /path/to/tool"
          spellCheck={false}
          autoComplete="off"
          data-testid="wrap-bin"
          autoFocus
        />
      </Field>
      <Field label="Pack id" note="optional: the CLI's name">
        <Input
          value={id}
          onChange={(e) => setId(e.target.value.toLowerCase())}
          placeholder="my-cli"
          spellCheck={false}
          autoComplete="off"
          data-testid="wrap-id"
        />
      </Field>
      {idProblem && <ErrorBox message={idProblem} />}
      {serverError && <ErrorBox message={serverError} />}
      {done && (
        <p className="text-ok" role="status">
          Wrote {done.packId}:{' '}
          {done.shape === 'none' || done.shape === 'invocations'
            ? `no commands of its own, ${done.commands} invocation${done.commands === 1 ? '' : 's'} to start from`
            : `${done.commands} commands`}{' '}
          in {done.ms} ms. Opening it…
        </p>
      )}
      <div className="flex justify-end gap-2 pt-1">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!bin.trim() || !!idProblem || wrap.isPending}
          data-testid="wrap-submit"
        >
          {wrap.isPending ? 'Reading help…' : 'Draft pack'}
        </Button>
      </div>
    </form>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { decidePack } from '@/app/actions/review-actions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import type { DecidingReviewer } from './build-pack';

const NAME_KEY = 'packstudio.reviewer';

/**
 * Approve or refuse one pack's policy weakening or regression at one build, with a reason. Signed in, the decision is
 * the session's (its CSRF token goes with it); without sign-in the reviewer's name is typed (and remembered in this
 * browser). The page reloads its data once the decision is kept.
 */
export function DecisionForm({
  project,
  build,
  pack,
  subject,
  reviewer: who,
}: {
  project: string;
  build: number;
  pack: string;
  subject: 'policy' | 'regression';
  reviewer: DecidingReviewer;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = subject === 'policy' ? 'the policy weakening' : 'the regression';
  const id = `${pack}-${subject}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const element = event.currentTarget;
    const form = new FormData(element);
    const reviewer = String(form.get('reviewer') ?? '');
    setBusy(true);
    const result = await decidePack({
      project,
      build,
      pack,
      subject,
      decision: submitter?.value === 'refuse' ? 'refuse' : 'approve',
      ...(who.kind === 'signed-in' ? { csrf: who.csrf } : { reviewer }),
      reason: String(form.get('reason') ?? ''),
    }).catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }));
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    if (who.kind === 'typed') localStorage.setItem(NAME_KEY, reviewer);
    // The reason was this decision's; the name stays for the next one.
    const reason = element.elements.namedItem('reason');
    if (reason instanceof HTMLInputElement) reason.value = '';
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[10rem_1fr_auto]"
      data-testid={`decide-${subject}`}
    >
      {who.kind === 'signed-in' ? (
        <p className="self-center truncate text-sm text-muted" title={who.name}>
          As {who.name}
        </p>
      ) : (
        <>
          <label className="sr-only" htmlFor={`reviewer-${id}`}>
            Your name
          </label>
          <Input
            id={`reviewer-${id}`}
            name="reviewer"
            required
            maxLength={80}
            placeholder="Your name"
            defaultValue={typeof window === 'undefined' ? '' : (localStorage.getItem(NAME_KEY) ?? '')}
            suppressHydrationWarning
          />
        </>
      )}
      <label className="sr-only" htmlFor={`reason-${id}`}>
        Why, for {what}
      </label>
      <Input
        id={`reason-${id}`}
        name="reason"
        required
        minLength={3}
        maxLength={2000}
        placeholder={`Why approve or refuse ${what}`}
      />
      <div className="flex gap-2">
        <Button type="submit" name="decision" value="approve" variant="primary" disabled={busy}>
          Approve
        </Button>
        <Button type="submit" name="decision" value="refuse" variant="danger" disabled={busy}>
          Refuse
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-error sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

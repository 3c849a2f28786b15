'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkDefaults } from '@/app/actions/check-actions';
import { resolveLayers, storedLayers } from '@/lib/formats/check-layers';
import type { CheckLayers, OptionalLayer } from '@/lib/formats/types';

/** The format's optional layers ticked, by layer id (PackFormat.optionalLayers), as the dashboard ticks them. */
export type CheckOptions = CheckLayers;

/** One key per pack: each pack remembers its own choice (a pack that wraps no CLI is rarely probed). */
export function checkOptionsKey(packId: string): string {
  return `packstudio:check-options:${packId}`;
}

/** The person's own choice for the pack, or null when they never made one here. */
function read(packId: string): CheckOptions | null {
  try {
    const raw = window.localStorage.getItem(checkOptionsKey(packId));
    if (!raw) return null;
    // Stored as each layer's boolean by its id, the shape a choice had before formats declared their layers.
    return storedLayers(JSON.parse(raw));
  } catch {
    // Storage blocked or a value from elsewhere: the defaults apply.
    return null;
  }
}

/** Where the ticks come from: the person's choice, or the default (a full check when the CLI resolves). */
export type CheckOptionsSource = { kind: 'chosen' } | { kind: 'default'; reason: string | null } | { kind: 'loading' };

const defaultsQuery = (packId: string) => ({
  queryKey: ['check-defaults', packId],
  queryFn: () => checkDefaults({ packId }),
  staleTime: 30_000,
});

/**
 * The ticks of the format's optional layers (`declared`: "With probe", "With eval"): the person's last choice for the
 * pack (localStorage), else ticked when the pack's CLI resolves here, so Ctrl+Enter runs a full check by default. Read after mount (the server render has no storage,
 * and both must render the same first frame). The fourth value, `settle`, answers the options a check must run
 * with: the ticks as they are, or, while the defaults are still on their way, those defaults once they arrive (so
 * Ctrl+Enter pressed at once runs what the ticks will say, never an unticked check). Every answer names each declared
 * layer (one not ticked, or unknown yet, is off): the server runs a layer the request leaves unsaid.
 */
export function useCheckOptions(
  packId: string,
  declared: readonly OptionalLayer[],
): [CheckOptions, (change: CheckOptions) => void, CheckOptionsSource, () => Promise<CheckOptions>] {
  const client = useQueryClient();
  const complete = useCallback(
    (asked: CheckOptions | undefined) => resolveLayers({ optionalLayers: declared }, asked, () => false),
    [declared],
  );
  const [chosen, setChosen] = useState<CheckOptions | null>(null);
  useEffect(() => setChosen(read(packId)), [packId]);
  const defaults = useQuery(defaultsQuery(packId));
  const chosenNow = useRef(chosen);
  chosenNow.current = chosen;
  const options = complete(chosen ?? (defaults.data?.ok ? defaults.data.layers : undefined));
  const source: CheckOptionsSource = chosen
    ? { kind: 'chosen' }
    : defaults.data
      ? { kind: 'default', reason: defaults.data.ok ? defaults.data.reason : defaults.data.error }
      : { kind: 'loading' };
  const update = useCallback(
    (change: CheckOptions) =>
      setChosen((prev) => {
        const next = { ...(prev ?? options), ...change };
        try {
          window.localStorage.setItem(checkOptionsKey(packId), JSON.stringify(next));
        } catch {
          // Not remembered, still applied.
        }
        return next;
      }),
    [packId, options],
  );
  const settle = useCallback(async (): Promise<CheckOptions> => {
    // Storage is read here too: a key pressed before the mount effect ran still finds the person's choice.
    const mine = chosenNow.current ?? read(packId);
    if (mine) return complete(mine);
    const answer = await client.fetchQuery(defaultsQuery(packId)).catch(() => null);
    // A tick changed while the defaults were on their way is the person's choice: it wins.
    if (chosenNow.current) return complete(chosenNow.current);
    return complete(answer?.ok ? answer.layers : undefined);
  }, [client, packId, complete]);
  return [options, update, source, settle];
}

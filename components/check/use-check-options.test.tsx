// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HCP_OPTIONAL_LAYERS } from '@/lib/formats/hcp/categories';
import { checkOptionsKey, useCheckOptions } from './use-check-options';

/** The server's answer per pack: ledger's CLI resolves, weather's does not. */
type Defaults = { ok: true; layers: Record<string, boolean>; reason: string | null };
const FULL: Defaults = { ok: true, layers: { probe: true, eval: true }, reason: null };
/** The answer for "slow", released by the test: the defaults still on their way when a key is pressed. */
let releaseSlow: (answer: Defaults) => void = () => {};
const checkDefaults = vi.fn(async ({ packId }: { packId: string }): Promise<Defaults> => {
  if (packId === 'slow') return new Promise((resolve) => (releaseSlow = resolve));
  return packId === 'ledger'
    ? FULL
    : { ok: true, layers: { probe: false, eval: false }, reason: 'sandbox: bin "weather" not allowlisted' };
});
vi.mock('@/app/actions/check-actions', () => ({ checkDefaults: (input: { packId: string }) => checkDefaults(input) }));

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: new QueryClient() }, children);
}
const render = (id: string) => renderHook(() => useCheckOptions(id, HCP_OPTIONAL_LAYERS), { wrapper });

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('useCheckOptions', () => {
  it('ticks a full check by default when the CLI resolves, and leaves it unticked (saying why) when not', async () => {
    const ledger = render('ledger');
    await waitFor(() => expect(ledger.result.current[0]).toEqual({ probe: true, eval: true }));
    expect(ledger.result.current[2]).toEqual({ kind: 'default', reason: null });
    const weather = render('weather');
    await waitFor(() => expect(weather.result.current[2].kind).toBe('default'));
    expect(weather.result.current[0]).toEqual({ probe: false, eval: false });
    expect(weather.result.current[2]).toMatchObject({ reason: 'sandbox: bin "weather" not allowlisted' });
  });

  it("remembers the person's choice per pack across visits, over the default", async () => {
    const first = render('ledger');
    await waitFor(() => expect(first.result.current[0]).toEqual({ probe: true, eval: true }));
    act(() => first.result.current[1]({ probe: false }));
    expect(first.result.current[0]).toEqual({ probe: false, eval: true });
    first.unmount();

    const again = render('ledger');
    await waitFor(() => expect(again.result.current[2]).toEqual({ kind: 'chosen' }));
    expect(again.result.current[0]).toEqual({ probe: false, eval: true });
  });

  it('follows the pack when the id changes, and ignores a malformed stored value', async () => {
    window.localStorage.setItem(checkOptionsKey('a'), JSON.stringify({ probe: true, eval: false }));
    window.localStorage.setItem(checkOptionsKey('b'), '{not json');
    const { result, rerender } = renderHook(({ id }) => useCheckOptions(id, HCP_OPTIONAL_LAYERS), {
      initialProps: { id: 'a' },
      wrapper,
    });
    await waitFor(() => expect(result.current[0]).toEqual({ probe: true, eval: false }));
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current[2].kind).toBe('default'));
    expect(result.current[0]).toEqual({ probe: false, eval: false });
  });

  it('settles on the defaults once they arrive when asked before them (Ctrl+Enter at once runs a full check)', async () => {
    const slow = render('slow');
    expect(slow.result.current[2]).toEqual({ kind: 'loading' });
    expect(slow.result.current[0]).toEqual({ probe: false, eval: false });
    let settled: unknown = null;
    const pending = slow.result.current[3]().then((o) => (settled = o));
    await waitFor(() => expect(checkDefaults).toHaveBeenCalledWith({ packId: 'slow' }));
    expect(settled).toBeNull();
    releaseSlow(FULL);
    await pending;
    expect(settled).toEqual({ probe: true, eval: true });
    await waitFor(() => expect(slow.result.current[0]).toEqual({ probe: true, eval: true }));
  });

  it("settles on the person's choice, stored or ticked, without waiting for the defaults", async () => {
    window.localStorage.setItem(checkOptionsKey('slow'), JSON.stringify({ probe: true, eval: false }));
    const slow = render('slow');
    await expect(slow.result.current[3]()).resolves.toEqual({ probe: true, eval: false });
    act(() => slow.result.current[1]({ eval: true }));
    await expect(slow.result.current[3]()).resolves.toEqual({ probe: true, eval: true });
  });
});

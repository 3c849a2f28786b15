// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOptionsKey, useCheckOptions } from './use-check-options';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('useCheckOptions', () => {
  it('starts unticked for a pack never checked', () => {
    const { result } = renderHook(() => useCheckOptions('ledger'));
    expect(result.current[0]).toEqual({ probe: false, eval: false });
  });

  it('remembers the choice per pack across visits', () => {
    const first = renderHook(() => useCheckOptions('ledger'));
    act(() => first.result.current[1]({ probe: true }));
    act(() => first.result.current[1]({ eval: true }));
    first.unmount();

    const again = renderHook(() => useCheckOptions('ledger'));
    expect(again.result.current[0]).toEqual({ probe: true, eval: true });
    const other = renderHook(() => useCheckOptions('weather'));
    expect(other.result.current[0]).toEqual({ probe: false, eval: false });
  });

  it('follows the pack when the id changes, and ignores a malformed stored value', () => {
    window.localStorage.setItem(checkOptionsKey('a'), JSON.stringify({ probe: true, eval: false }));
    window.localStorage.setItem(checkOptionsKey('b'), '{not json');
    const { result, rerender } = renderHook(({ id }) => useCheckOptions(id), { initialProps: { id: 'a' } });
    expect(result.current[0]).toEqual({ probe: true, eval: false });
    rerender({ id: 'b' });
    expect(result.current[0]).toEqual({ probe: false, eval: false });
  });
});

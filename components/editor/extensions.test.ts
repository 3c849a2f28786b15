import { describe, expect, it, vi } from 'vitest';
import { attachExtensions } from './extensions';

describe("a format's editor extensions", () => {
  it('attaches each to the pack as it loads, and detaches them all on dispose', async () => {
    const detach = vi.fn();
    const attach = vi.fn(() => ({ dispose: detach }));
    const attached = attachExtensions([async () => attach, async () => attach], 'ledger');
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
    expect(attach).toHaveBeenCalledWith('ledger');
    attached.dispose();
    expect(detach).toHaveBeenCalledTimes(2);
  });

  it('one that loads after the pack closed is detached at once', async () => {
    const detach = vi.fn();
    let release: (a: (id: string) => { dispose(): void }) => void = () => {};
    const late = new Promise<(id: string) => { dispose(): void }>((resolve) => (release = resolve));
    const attached = attachExtensions([() => late], 'ledger');
    attached.dispose();
    release(() => ({ dispose: detach }));
    await vi.waitFor(() => expect(detach).toHaveBeenCalledTimes(1));
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('check server actions', () => {
  it('startCheck resolves the pack under PACKS_DIR and pollCheck reports the job', async () => {
    const saved = process.env.PACKS_DIR;
    process.env.PACKS_DIR = fileURLToPath(new URL('../../packs/', import.meta.url));
    const { startCheck, pollCheck } = await import('./check-actions');
    const started = await startCheck({ packId: 'transit', layers: { probe: false, eval: false } });
    if (saved === undefined) delete process.env.PACKS_DIR;
    else process.env.PACKS_DIR = saved;
    expect(await startCheck({ packId: '../etc' })).toMatchObject({ ok: false });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    let poll = await pollCheck({ jobId: started.jobId });
    for (let i = 0; i < 200 && poll.ok && poll.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      poll = await pollCheck({ jobId: started.jobId });
    }
    expect(poll).toMatchObject({
      ok: true,
      status: 'done',
      report: { pack_id: 'transit', sections: { probes: [], eval: null } },
    });
  });
});

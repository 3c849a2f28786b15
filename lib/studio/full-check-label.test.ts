import { describe, expect, it } from 'vitest';
import { fullCheckLabel } from './full-check-label';

describe('fullCheckLabel', () => {
  const at = new Date(2026, 11, 1, 9, 51, 30);
  it('names the layers that ran and when, so the full score reads apart from the live one', () => {
    const layers = [
      { layer: 'static' as const, status: 'ran' as const },
      { layer: 'probe' as const, status: 'ran' as const },
      { layer: 'eval' as const, status: 'not_requested' as const },
    ];
    expect(fullCheckLabel({ layers }, at)).toBe('Full check of the saved files: static and probe, at 09:51');
    expect(fullCheckLabel({ layers: [{ layer: 'static', status: 'ran' }] }, at)).toBe(
      'Full check of the saved files: static, at 09:51',
    );
    expect(
      fullCheckLabel(
        {
          layers: [
            { layer: 'static', status: 'ran' },
            { layer: 'probe', status: 'ran' },
            { layer: 'eval', status: 'ran' },
          ],
        },
        at,
      ),
    ).toContain('static, probe and eval');
  });
});

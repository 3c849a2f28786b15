import { it } from 'vitest';
import { packTexts, findingsOf } from '@/lib/hcp/rules/testing';
import { MANIFEST_RULES_A } from '@/lib/hcp/rules/manifest/group-a';
it('x', () => {
  for (const p of ['ledger', 'transit', 'broken-demo']) {
    const t = packTexts(p);
    for (const r of MANIFEST_RULES_A) for (const f of findingsOf(r, t)) process.stdout.write(p + " " + JSON.stringify(f) + "\n");
  }
});

import { it } from 'vitest';
import { applyChanges } from '@/lib/core/example';
import { hcpFormat } from '@/lib/formats/hcp';
import { packTexts } from '@/lib/hcp/rules/testing';
import { m001CommandCount } from '@/lib/hcp/rules/manifest/m001-command-count';
it('d', () => {
  const ex = m001CommandCount.meta.docs.example!;
  const t = applyChanges(packTexts('ledger'), ex.incorrect) as any;
  console.log(Object.keys(JSON.parse(t['surface.json']).verbs));
  console.log(hcpFormat.check(hcpFormat.load(t, 'ledger'), {}).findings.map((f) => f.id + ' ' + f.pointer));
  console.log(m001CommandCount.meta.docs.incorrect, '\n--\n', m001CommandCount.meta.docs.correct);
});

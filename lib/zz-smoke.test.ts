import { it } from 'vitest';
import { checkStatic } from '/work/main/lib/hcp/check';
import { loadPackFromTexts } from '/work/main/lib/hcp/load';
import { MANIFEST_RULES_B } from '/work/main/lib/hcp/rules/manifest/group-b';
import { packTexts } from '/work/main/lib/hcp/rules/testing';
import { scaffoldPack } from '/work/main/lib/hcp/scaffold';
it('smoke', () => {
  for (const texts of [packTexts('ledger'), packTexts('transit'), scaffoldPack('My CLI')]) {
    const f = checkStatic(loadPackFromTexts(texts, 'x'), MANIFEST_RULES_B);
    console.log(f.map((x) => `${x.id} ${x.severity} ${x.file} ${x.pointer} ${x.line}:${x.column} | ${x.message} | ${x.fix}`).join('\n'));
    console.log('-----');
  }
});

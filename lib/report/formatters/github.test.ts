import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty } from './escape';
import { githubFormatter } from './github';
import { cliContext, finding, hcpReport } from './test-fixtures';
import { createReport, ran } from '@/lib/core/report';

describe('github', () => {
  it('one workflow command per finding: error, warning, notice, on the file under its pack folder', () => {
    const lines = githubFormatter.format([hcpReport], cliContext).split('\n');
    expect(lines[0]).toBe(
      '::error file=packs/ledger/policy.json,line=9,col=2,title=L-extra_verb::policy verb "refund" not in pack manifest (/verbs/refund)%0AFix: Remove the "refund" row.',
    );
    expect(lines[1]).toMatch(/^::warning file=packs\/ledger\/surface.json,line=3,col=5,title=M001::Too few commands\./);
    expect(lines[2]).toMatch(
      /^::notice file=packs\/ledger\/HARNESS.md,line=1,col=1,title=S002::A note <b>& more<\/b>%0AFix: Nothing \| much$/,
    );
    expect(lines.at(-1)).toBe('ledger: score 84/100, grade D, 1 error, 1 warning, 1 note');
  });

  it('escapes as GitHub reads them: % CR LF in the message, and also : and , in properties', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a,b:c%')).toBe('a%2Cb%3Ac%25');
    const odd = createReport({
      pack_id: 'p',
      format: 'hcp',
      scored: false,
      layers: [ran('structure')],
      findings: [finding({ message: 'line one\nline two: 50%' })],
    });
    const out = githubFormatter.format([odd], { ...cliContext, packDirs: ['my,packs/p:1'] });
    expect(out.split('\n')[0]).toBe(
      '::warning file=my%2Cpacks/p%3A1/surface.json,line=3,col=5,title=M001::line one%0Aline two: 50%25 (/verbs)%0AFix: Add one.',
    );
  });

  it('without pack folders the files stand as the report has them', () => {
    expect(githubFormatter.format([hcpReport], { ...cliContext, packDirs: undefined })).toMatch(
      /^::error file=policy.json,/,
    );
    expect(githubFormatter.format([hcpReport], { ...cliContext, packDirs: ['.'] })).toMatch(
      /^::error file=policy.json,/,
    );
  });
});

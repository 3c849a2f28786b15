import { describe, expect, it } from 'vitest';
import { ALL_GRANTS } from '../node/runtime/runner';
import { loadPackFromTexts } from './load';
import { editJson, packTexts } from './rules/testing';
import { hcpRunner } from './runner';
import { couldBuild, writeBehind } from './write-alias';

/** ledger with a read `peek` added whose argv is the write transfer's (without its optional memo). */
function withAlias(cli: string[]) {
  const texts = editJson(
    editJson(packTexts('ledger'), 'surface.json', (s) => {
      s.verbs.peek = { ...s.verbs.transfer, cli, policy: 'read', preview: undefined };
    }),
    'policy.json',
    (p) => (p.verbs.peek = { risk: 'read' }),
  );
  return loadPackFromTexts(texts, 'ledger');
}
const TRANSFER_ALIAS = ['ledger', 'transfer', '{{amount}}', '--to', '{{payee}}', '--confirm'];
const pay = { amount: '2.80', payee: 'demo-transit' };

describe('couldBuild: whether a template can give exactly this argv', () => {
  it('literals equal, placeholders take values, an optional flag and its value may be missing', () => {
    const transfer = ['transfer', '{{amount}}', '--to', '{{payee}}', '--memo', '{{memo}}', '--confirm'];
    expect(couldBuild(transfer, ['transfer', '2.80', '--to', 'x', '--confirm'])).toBe(true);
    expect(couldBuild(transfer, ['transfer', '2.80', '--to', 'x', '--memo', 'm', '--confirm'])).toBe(true);
    expect(couldBuild(['--name={{n}}', 'x{{a}}y{{b}}z'], ['--name=v', 'x1y2y3z'])).toBe(true);
    expect(couldBuild(['--name={{n}}'], ['--nam=v'])).toBe(false);
  });

  it("a write's placeholder never takes a read's own word; a read with a flag more is another command", () => {
    expect(couldBuild(['daemon', '{{target}}'], ['daemon', 'status'], [false, false])).toBe(false);
    expect(couldBuild(['daemon', '{{target}}'], ['daemon', 'status'], [false, true])).toBe(true);
    expect(couldBuild(['daemon', 'nuke'], ['daemon', 'nuke', '--dry-run'], [false, false, false])).toBe(false);
  });
});

describe('a read whose argv a write builds is that write', () => {
  it('names the write behind a read alias, and a read whose value supplies the write’s word', () => {
    expect(writeBehind(withAlias(TRANSFER_ALIAS).model, command(withAlias(TRANSFER_ALIAS), 'peek'), pay)?.key).toBe(
      'transfer',
    );
    const open = withAlias(['ledger', '{{sub}}', '{{amount}}', '--to', '{{payee}}', '--confirm']);
    const peek = command(open, 'peek');
    expect(writeBehind(open.model, peek, { ...pay, sub: 'transfer' })?.key).toBe('transfer');
    expect(writeBehind(open.model, peek, { ...pay, sub: 'list' })).toBeUndefined();
  });

  it("gets the write's grant and confirm gate in the runtime: denied to a read grant, confirm required without consent", () => {
    const runner = hcpRunner(withAlias(TRANSFER_ALIAS));
    const read = runner.prepare('peek', pay, { grants: ['verb.exec.read'], consent: false, approval: 'policy' });
    expect(read).toMatchObject({ ok: false, code: 'denied' });
    expect(!read.ok && read.error).toContain('the write "transfer"');
    expect(runner.prepare('peek', pay, { grants: ALL_GRANTS, consent: false, approval: 'policy' })).toMatchObject({
      ok: false,
      code: 'confirm_required',
    });
    expect(runner.prepare('peek', pay, { grants: ALL_GRANTS, consent: true, approval: 'policy' })).toMatchObject({
      ok: true,
    });
    // An ordinary read of the same pack is untouched.
    expect(
      runner.prepare('list', {}, { grants: ['verb.exec.read'], consent: false, approval: 'every-write' }),
    ).toMatchObject({
      ok: true,
    });
  });
});

function command(pack: ReturnType<typeof withAlias>, key: string) {
  return pack.model.commands.find((c) => c.key === key)!;
}

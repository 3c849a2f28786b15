import { describe, expect, it } from 'vitest';
import { editJson, findingsOf, packTexts } from '../testing';
import { m021NoTodo } from './m021-no-todo';

const ledger = packTexts('ledger');

describe('M021 No TODO left in a description or argument example', () => {
  it('stays silent on ledger', () => {
    expect(findingsOf(m021NoTodo, ledger)).toEqual([]);
  });

  it('points at each TODO: command description, argument description, argument example', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.list.description = 'TODO: describe list';
      s.verbs.transfer.args.properties.payee.description = 'Payee id (TODO say where from)';
      s.verbs.transfer.args.properties.payee.examples = ['demo-transit', 'TODO payee'];
    });
    const findings = findingsOf(m021NoTodo, texts);
    expect(findings.map((f) => [f.severity, f.pointer])).toEqual([
      ['warn', '/verbs/list/description'],
      ['warn', '/verbs/transfer/args/properties/payee/description'],
      ['warn', '/verbs/transfer/args/properties/payee/examples/1'],
    ]);
    expect(findings[0].message).toContain('"TODO: describe list"');
    expect(findings[2].message).toContain('Example 2 of argument "payee" of "transfer"');
    expect(findings[2].fix).toContain('"TODO payee"');
  });

  it('leaves a lower-case "todo" in prose alone', () => {
    const texts = editJson(ledger, 'surface.json', (s) => {
      s.verbs.list.description = 'Return the todo items of the ledger as JSON.';
    });
    expect(findingsOf(m021NoTodo, texts)).toEqual([]);
  });
});

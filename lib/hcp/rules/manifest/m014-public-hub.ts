import { pointer } from '../../../json/pointer';
import { quote } from '../../../core/guards';
import { createRule } from '../create';
import { jsonDoc, offer, setAt } from '../../quick-fix';
import { ledgerExample } from '../example';

export const m014PublicHub = createRule({
  id: 'M014',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: 'Public Binding uses a public hub',
    why: 'A public Binding needs no credential, so nothing should mint one: a keyring or local credential hub would ask people to log in to a pack that never uses the login.',
    ...ledgerExample('surface.json', {
      incorrect: { '/binding': { mode: 'public', hub: 'local-credential', family: 'ledger' } },
      correct: { '/binding': { mode: 'public', hub: 'public', family: 'ledger' } },
    }),
    fix: 'Set "hub": "public" in a public "binding"; if the CLI really needs a credential, change "mode" to "user" or "local" instead.',
  },
  fixable: 'fix',
  check: (pack) => {
    const binding = pack.model.binding;
    if (binding?.mode !== 'public' || binding.hub === 'public') return [];
    return [
      {
        file: 'surface.json',
        pointer: binding.hub === undefined ? '/binding' : '/binding/hub',
        message:
          binding.hub === undefined
            ? 'Binding mode "public" declares no hub; a public Binding uses hub "public".'
            : `Binding mode "public" uses hub ${quote(binding.hub)}; a public Binding uses hub "public".`,
        fix: 'Set "hub": "public" in "binding", or change "mode" to "user" or "local" if the CLI really needs a credential.',
        ...offer(
          'fix',
          'Set "binding.hub" to "public"',
          setAt(jsonDoc(pack, 'surface.json'), pointer('binding', 'hub'), 'public'),
        ),
      },
    ];
  },
});

import { quote } from '../../../core/guards';
import { binBaseName, binKind } from '../../bin-path';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const m016BinNotAbsolute = createRule({
  id: 'M016',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: '`wrap.bin` is not a host-absolute path',
    why: 'A path like /usr/local/bin/gh or C:\\tools\\gh.exe exists only on the machine that wrote the pack. Anywhere else the pack installs and then cannot run.',
    ...ledgerExample('surface.json', {
      incorrect: { '/wrap/bin': '/usr/local/bin/ledger' },
      correct: {},
      show: ['/wrap'],
    }),
    fix: 'Set "bin" in "wrap" to the bare CLI name (e.g. "gh", with "workspace": { "mode": "project" }) so it runs from PATH, or copy the program into the pack and set "bin": "./bin/<name>".',
  },
  check: ({ model }) => {
    const bin = model.wrap?.bin;
    if (bin === undefined || binKind(bin) !== 'absolute') return [];
    const name = binBaseName(bin);
    return [
      {
        file: 'surface.json',
        pointer: '/wrap/bin',
        message: `wrap.bin ${quote(bin)} is a path on this host; the pack cannot run anywhere else.`,
        fix: `Set "bin": ${JSON.stringify(name)} to run the CLI from PATH, or copy it into the pack and set "bin": ${JSON.stringify(`./bin/${name}`)}.`,
      },
    ];
  },
});

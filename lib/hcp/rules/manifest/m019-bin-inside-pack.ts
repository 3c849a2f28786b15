import { quote } from '../../../core/guards';
import { binBaseName, binKind, normaliseInPack } from '../../bin-path';
import { createRule } from '../create';
import { ledgerExample } from '../example';

/** Host-absolute bins are M016's; this rule covers relative paths that climb out of the pack. */
export const m019BinInsidePack = createRule({
  id: 'M019',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: '`wrap.bin` does not point outside the pack; install copies only the pack',
    why: 'A path with a slash is relative to the pack directory, and install copies only that directory. A bin reached through ../ is left behind, so the installed pack cannot run.',
    ...ledgerExample('surface.json', {
      incorrect: { '/wrap/bin': '../../bins/ledger.mjs' },
      correct: {},
      show: ['/wrap'],
    }),
    fix: 'Copy the program into the pack (e.g. its bin/ folder) and set "bin": "./bin/<name>", or use the bare name if the CLI is installed on PATH; never reach outside the pack with `../`.',
  },
  check: ({ model }) => {
    const bin = model.wrap?.bin;
    if (bin === undefined || binKind(bin) !== 'relative' || normaliseInPack(bin) !== null) return [];
    const name = binBaseName(bin);
    return [
      {
        file: 'surface.json',
        pointer: '/wrap/bin',
        message: `wrap.bin ${quote(bin)} points outside the pack directory; install copies only the pack, so it would be missing.`,
        fix: `Copy ${JSON.stringify(name)} into the pack's bin/ folder and set "bin": ${JSON.stringify(`./bin/${name}`)}, or use the bare name ${JSON.stringify(name)} if the CLI is on PATH.`,
      },
    ];
  },
});

import { quote } from '../../../core/guards';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const r001BinResolves = createRule({
  id: 'R001',
  category: 'probe',
  severity: 'error',
  docs: {
    title: '`wrap.bin` resolves (in the pack or on `PATH`)',
    why: 'An agent can only run a CLI that exists where the runtime looks: a path inside the installed pack, or an allow-listed name on PATH. Anything else fails every command.',
    file: 'surface.json',
    ...ledgerExample('surface.json', {
      incorrect: { '/wrap/bin': './bin/ledgr.mjs' },
      correct: {},
      show: ['/wrap'],
    }),
  },
  check: (ctx) => {
    const bin = ctx.pack.model.wrap?.bin ?? '';
    if (!ctx.bin.ok)
      return [
        {
          file: 'surface.json',
          pointer: '/wrap/bin',
          message: `wrap.bin ${quote(bin)} does not resolve: ${ctx.bin.error}.`,
          fix: bin.includes('/')
            ? `Put the CLI at ${quote(bin)} inside the pack (install copies only the pack), or point "wrap.bin" at the file that is there.`
            : `Install ${quote(bin)} on PATH, or ship the CLI in the pack and set "wrap.bin": "./bin/${bin}".`,
        },
      ];
    const failed = ctx.observations.find((o) => o.spawn_error);
    if (!failed) return [];
    return [
      {
        file: 'surface.json',
        pointer: '/wrap/bin',
        message: `wrap.bin ${quote(bin)} is there but could not start (${failed.spawn_error}).`,
        fix: `Make ${quote(bin)} executable with a "#!" line (chmod +x), or ship it as a .mjs script that Node runs.`,
      },
    ];
  },
});

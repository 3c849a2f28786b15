import { ofPurpose, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r003UnknownSubcommandFails = createRule({
  id: 'R003',
  category: 'probe',
  severity: 'error',
  docs: {
    title: 'An unknown subcommand exits non-zero',
    why: 'When a mistyped or removed subcommand exits 0, an agent reads the failure as success and carries on with nothing done.',
    ...probeExample({
      incorrect: {
        purpose: 'unknown',
        argv: ['ledger', 'lst'],
        exit_code: 0,
        stdout: 'Usage: ledger <command> [--json]',
      },
      correct: { purpose: 'unknown', argv: ['ledger', 'lst'], exit_code: 2, stderr: 'ledger: unknown command "lst"' },
    }),
  },
  check: (ctx) =>
    ofPurpose(ctx, 'unknown')
      .filter((o) => o.exit_code === 0)
      .map((o) => ({
        file: 'surface.json' as const,
        pointer: '/wrap/bin',
        message: `${shown(o)} exited 0; an unknown subcommand must fail, or an agent's typo looks like success.`,
        fix: `Exit non-zero (2 is usual for usage errors) and print "unknown command \\"${o.argv[1]}\\"" on stderr when a subcommand does not exist.`,
      })),
});

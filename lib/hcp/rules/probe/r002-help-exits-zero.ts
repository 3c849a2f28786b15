import { finished, ofPurpose, shown } from './shared';
import { createRule } from '../create';
import { probeExample } from '../example';

export const r002HelpExitsZero = createRule({
  id: 'R002',
  category: 'probe',
  severity: 'warn',
  docs: {
    title: '`--help` exits 0 with output',
    why: 'Agents and pack authors discover commands from `--help`; a help that fails or prints nothing hides the CLI.',
    ...probeExample({
      incorrect: { purpose: 'help', argv: ['ledger', '--help'], exit_code: 2 },
      correct: {
        purpose: 'help',
        argv: ['ledger', '--help'],
        exit_code: 0,
        stdout: 'Usage: ledger <command> [--json]\nCommands: status, list, transfer, connect, setup',
      },
    }),
  },
  check: (ctx) =>
    ofPurpose(ctx, 'help').flatMap((o) => {
      if (o.spawn_error) return [];
      const silent = !o.stdout.trim() && !o.stderr.trim();
      if (finished(o) && o.exit_code === 0 && !silent) return [];
      const what = o.timed_out
        ? `did not finish within ${o.ms} ms`
        : o.exit_code !== 0
          ? `exited ${o.exit_code}${silent ? ' with no output' : ''}`
          : 'printed nothing';
      return [
        {
          file: 'surface.json',
          pointer: '/wrap/bin',
          message: `${shown(o)} ${what}.`,
          fix: `Make ${shown(o)} print the usage (commands and global flags) on stdout and exit 0.`,
        },
      ];
    }),
});

import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The secret the fixture's agent_env holds; a run must never show it. */
export const FIXTURE_SECRET = 'hunter2-fixture-secret';

/**
 * A small wrap pack for the Run tab's tests (unit and e2e): `hang` starts a grandchild, writes a marker of each to
 * $HCP_HOME/markers.txt (the pack's run home, runHome: a CLI never writes into the pack folder; markers, since its
 * pids are its PID namespace's: find them with processesWith, lib/node/fixtures/processes.ts) and sleeps; `leak` prints its agent_env secret and a GitHub-shaped token on stderr;
 * `echo` prints its argument on stdout (as JSON) and on stderr, for values the author marks secret.
 */
export async function writeRunFixture(dir: string): Promise<void> {
  await mkdir(join(dir, 'bin'), { recursive: true });
  const surface = {
    id: 'run-fixture',
    name: 'Run fixture',
    kind: 'wrap',
    cliBin: 'runfix',
    wrap: { bin: './bin/runfix.mjs', agent_env: { RUNFIX_API_TOKEN: FIXTURE_SECRET } },
    verbs: {
      hang: {
        description: 'Sleep for a minute with a grandchild process, printing nothing until it ends.',
        cli: ['runfix', 'hang'],
        policy: 'read',
      },
      leak: {
        description: 'Print the configured token on stderr and a JSON document on stdout.',
        cli: ['runfix', 'leak'],
        policy: 'read',
      },
      echo: {
        description: 'Print the text given on stdout as JSON and on stderr.',
        cli: ['runfix', 'echo', '{{text}}'],
        policy: 'read',
        args: {
          type: 'object',
          properties: { text: { type: 'string', description: 'Any text', examples: ['hello'] } },
          required: ['text'],
        },
      },
    },
  };
  const policy = {
    surface_id: 'run-fixture',
    verbs: { hang: { risk: 'read' }, leak: { risk: 'read' }, echo: { risk: 'read' } },
  };
  const bin = `#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
const verb = process.argv[2];
if (verb === 'hang') {
  const marker = 'runfix-child-' + randomUUID();
  spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', marker], { stdio: 'ignore' });
  writeFileSync(join(process.env.HCP_HOME, 'markers.txt'), process.argv[1] + ' ' + marker + '\\n');
  setTimeout(() => {}, 60000);
} else if (verb === 'leak') {
  process.stderr.write('auth failed for token=' + process.env.RUNFIX_API_TOKEN + ' (also tried ghp_' + 'a'.repeat(36) + ')\\n');
  process.stdout.write(JSON.stringify({ ok: true, used: process.env.RUNFIX_API_TOKEN }) + '\\n');
} else if (verb === 'echo') {
  process.stderr.write('echo: ' + process.argv[3] + '\\n');
  process.stdout.write(JSON.stringify({ echoed: process.argv[3] }) + '\\n');
} else {
  process.stderr.write('unknown command\\n');
  process.exitCode = 2;
}
`;
  await writeFile(join(dir, 'surface.json'), JSON.stringify(surface, null, 2));
  await writeFile(join(dir, 'policy.json'), JSON.stringify(policy, null, 2));
  await writeFile(join(dir, 'bin', 'runfix.mjs'), bin);
  await chmod(join(dir, 'bin', 'runfix.mjs'), 0o755);
}

import type { PackTexts } from '../hcp/load';

/** A well-formed pack of `n` read commands, for the benchmark and the property tests; `id` names it (surface and policy). */
export function generatePack(n: number, skillBytes = 0, id = 'gen'): PackTexts {
  const verbs: Record<string, unknown> = {};
  const policy: Record<string, unknown> = {};
  const rows: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = `family${Math.floor(i / 10)}.item${i}`;
    verbs[key] = {
      description: `List the entries of family ${i} for one account id, newest first.`,
      cli: ['gen', 'family', `item${i}`, '--account', '{{account_id}}'],
      args: {
        type: 'object',
        properties: {
          account_id: { type: 'string', description: 'Account id from `gen accounts`', examples: ['acct-1'] },
        },
        required: ['account_id'],
      },
    };
    policy[key] = { risk: 'read' };
    rows.push(`| \`${key}\` | entries of family ${i} |`);
  }
  const surface = {
    id,
    name: 'Gen',
    kind: 'wrap',
    cliBin: 'gen',
    binding: { mode: 'public', hub: 'public' },
    wrap: { bin: './bin/gen.mjs' },
    verbs,
  };
  let skill = [
    '# HCP — Gen',
    '',
    'Generated pack for the benchmark. No login needed: every command is a public read.',
    '',
    '## Hot path',
    '',
    '| Command | Returns |',
    '|---|---|',
    ...rows,
    '',
    '```bash',
    'gen family item0 --account acct-1 --json',
    '```',
    '',
    '## Anti-patterns',
    '',
    '- Do not scrape the text output; pass --json.',
    '- Do not guess account ids.',
    '- Do not loop over every family.',
    '',
  ].join('\n');
  if (skillBytes > skill.length) {
    const filler = 'Notes on the generated commands and the data they return, repeated for size.\n';
    skill += '\n## Notes\n\n' + filler.repeat(Math.ceil((skillBytes - skill.length) / filler.length));
  }
  return {
    'surface.json': JSON.stringify(surface, null, 2),
    'policy.json': JSON.stringify({ surface_id: id, verbs: policy }, null, 2),
    'HARNESS.md': skill,
    'hcp.eval.json': JSON.stringify(
      { cases: [{ name: 'first read', verb: Object.keys(verbs)[0] ?? 'x', args: { account_id: 'acct-1' } }] },
      null,
      2,
    ),
  };
}

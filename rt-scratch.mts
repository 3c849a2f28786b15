import { readFileSync } from 'node:fs';
import { hcpAgentInput } from './lib/hcp/agent-input';
import { loadPackFromTexts, type PackTexts } from './lib/hcp/load';
for (const dir of process.argv.slice(2)) {
  const texts: PackTexts = {};
  for (const f of ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const) { try { texts[f] = readFileSync(`${dir}/${f}`, 'utf8'); } catch {} }
  const base = loadPackFromTexts(texts, 'p');
  const bin = (base.model as any).cliBin ?? base.model.commands[0]?.cli?.[0];
  const withLines = (lines: string[]) => hcpAgentInput(loadPackFromTexts({ ...texts, 'HARNESS.md': `# HCP\n\n\`\`\`sh\n${lines.join('\n')}\n\`\`\`\n` }, 'p'), null).skill!;
  const lines = base.model.commands.map((c) => `${(c.cli ?? []).join(' ').replace(/ ?(\{\{|-).*/, '')} --no-such-flag`);
  const fixes = withLines(lines).findings.filter((f) => f.id === 'agent/skill-unknown-flag').map((f) => /runs: (.+?); or add/.exec(f.fix)?.[1]).filter(Boolean) as string[];
  const again = withLines(fixes);
  console.log(dir, 'commands', base.model.commands.length, 'fixes', fixes.length, 'drift on fixes:', again.findings.map((f) => `${f.id}:${f.subject}`));
}
// write the fix lines into a copy's HARNESS.md when asked
if (process.env.WRITE) {
  const { writeFileSync } = await import('node:fs');
  for (const dir of process.argv.slice(2)) {
    const texts: PackTexts = {};
    for (const f of ['surface.json', 'policy.json', 'HARNESS.md', 'hcp.eval.json'] as const) { try { texts[f] = readFileSync(`${dir}/${f}`, 'utf8'); } catch {} }
    const base = loadPackFromTexts(texts, 'p');
    const lines = base.model.commands.map((c) => `${(c.cli ?? []).join(' ').replace(/ ?(\{\{|-).*/, '')} --no-such-flag`);
    const sk = hcpAgentInput(loadPackFromTexts({ ...texts, 'HARNESS.md': `# HCP\n\n\`\`\`sh\n${lines.join('\n')}\n\`\`\`\n` }, 'p'), null).skill!;
    const fixes = sk.findings.filter((f) => f.id === 'agent/skill-unknown-flag').map((f) => /runs: (.+?); or add/.exec(f.fix)?.[1]).filter(Boolean);
    writeFileSync(`${dir}/HARNESS.md`, `${texts['HARNESS.md']}\n## Examples\n\n\`\`\`sh\n${fixes.join('\n')}\n\`\`\`\n`);
  }
}

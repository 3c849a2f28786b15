import { ofPurpose } from './shared';
import { createRule } from '../create';

export const r012AReadProbed = createRule({
  id: 'R012',
  category: 'probe',
  severity: 'info',
  docs: {
    title: 'At least one read could be probed',
    why: 'Probes can only vouch for output, speed and JSON on reads they can call; a read needs example arguments or an eval case to be called.',
    incorrect: '"show": { "args": { "properties": { "id": { "type": "string" } }, "required": ["id"] } }',
    correct: '"show": { "args": { "properties": { "id": { "type": "string", "examples": ["42"] } }, "required": ["id"] } }',
  },
  check: (ctx) => {
    if (!ctx.bin.ok || ofPurpose(ctx, 'read').length) return [];
    const reads = ctx.pack.model.policy?.verbs.filter((r) => r.risk === 'read') ?? [];
    const why = !reads.length
      ? 'no command is a read in policy.json'
      : ctx.skipped.map((s) => `"${s.verb}": ${s.reason}`).join('; ') || `none of ${reads.length} read(s) could be called`;
    return [{
      file: 'surface.json',
      pointer: '/verbs',
      message: `No read could be probed: ${why}.`,
      fix: reads.length
        ? 'Give each required argument of a read an "examples" value, or add an eval case that expects success with real arguments, so probes can call it.'
        : 'Add a read such as "status" or "list" (risk "read" in policy.json) so agents and probes can look before they write.',
    }];
  },
});

import { buildCard } from '../hcp/approval-card';
import type { CommandView, PackModel } from '../hcp/model';
import type { TemplateValues } from '../hcp/templates';
import { oneLine } from '../terminal/escapes';
import { toolNameOf } from './tool-names';

/**
 * What a host shows the person before a confirm-gated write runs (the MCP elicitation's message): the approval
 * card the studio previews, as text. Its title, then each field as `name: value` in the card's order (an
 * argument not given says so), then who asks and how often, naming the tool as the host lists it. A value's line
 * breaks, controls and bidi overrides are shown escaped, so an agent's value cannot add a line of its own.
 */
export function confirmMessage(model: PackModel, command: CommandView, args: TemplateValues): string {
  const card = buildCard(model, command, args);
  // Every piece comes from the pack or the agent: each stays on its own line, nothing in it acts on the screen.
  const names = card.fields.map((f) => oneLine(f.name));
  const width = Math.max(0, ...names.map((n) => n.length));
  const fields = card.fields.map(
    (f, i) =>
      `${`${names[i]}:`.padEnd(width + 1)} ${f.value === null ? (f.absence === 'optional' ? '(not given)' : '(missing)') : oneLine(f.value)}`,
  );
  const pack = oneLine(model.name ?? model.id ?? 'The pack');
  const often = card.gate.mode === 'always' ? 'every time (confirm: "always")' : 'before it runs (confirm: true)';
  return [
    oneLine(card.title),
    ...(fields.length ? ['', ...fields] : []),
    '',
    `${pack} asks ${often}: accept runs "${toolNameOf(command.key)}", decline runs nothing.`,
  ].join('\n');
}

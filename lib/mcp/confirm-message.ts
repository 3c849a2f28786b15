import { buildCard } from '../hcp/approval-card';
import type { CommandView, PackModel } from '../hcp/model';
import type { TemplateValues } from '../hcp/templates';
import { toolNameOf } from './tool-names';

/**
 * What a host shows the person before a confirm-gated write runs (the MCP elicitation's message): the approval
 * card the studio previews, as text. Its title, then each field as `name: value` in the card's order (an
 * argument not given says so), then who asks and how often, naming the tool as the host lists it.
 */
export function confirmMessage(model: PackModel, command: CommandView, args: TemplateValues): string {
  const card = buildCard(model, command, args);
  const width = Math.max(0, ...card.fields.map((f) => f.name.length));
  const fields = card.fields.map(
    (f) => `${`${f.name}:`.padEnd(width + 1)} ${f.value ?? (f.absence === 'optional' ? '(not given)' : '(missing)')}`,
  );
  const pack = model.name ?? model.id ?? 'The pack';
  const often = card.gate.mode === 'always' ? 'every time (confirm: "always")' : 'before it runs (confirm: true)';
  return [
    card.title,
    ...(fields.length ? ['', ...fields] : []),
    '',
    `${pack} asks ${often}: accept runs "${toolNameOf(command.key)}", decline runs nothing.`,
  ].join('\n');
}

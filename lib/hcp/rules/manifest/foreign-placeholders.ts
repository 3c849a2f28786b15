import type { RawFinding } from '../../../core/finding';
import { quote } from '../../../core/guards';
import type { CommandView } from '../../model';
import { placeholderFaults } from '../../templates';

/**
 * M024 and M026: a template may use only its command's own arguments (and `{{result.…}}` where a result exists).
 * One finding per template naming every placeholder that is broken or not an argument, or null when all are fine.
 */
export function foreignPlaceholderFinding(
  command: Pick<CommandView, 'key' | 'args'>,
  template: string,
  at: { pointer: string; where: string; allowResult: boolean; noResultBecause: string },
): RawFinding | null {
  const { foreign, broken } = placeholderFaults(template, command, { result: at.allowResult });
  if (foreign.length === 0 && broken.length === 0) return null;
  const key = JSON.stringify(command.key);
  const braces = (name: string) => `{{${name}}}`;
  const results = foreign.filter((p) => p.result).map((p) => braces(p.name));
  const unknown = foreign.filter((p) => !p.result).map((p) => braces(p.name));
  const args = command.args.map((a) => braces(a.name));
  const reasons = [
    ...(broken.length
      ? [
          `${broken.map((b) => JSON.stringify(b)).join(', ')} ${broken.length === 1 ? 'is not a closed {{name}} placeholder' : 'are not closed {{name}} placeholders'}`,
        ]
      : []),
    ...(unknown.length
      ? [`${unknown.join(', ')} ${unknown.length === 1 ? 'is not an argument' : 'are not arguments'} of ${key}`]
      : []),
    ...(results.length ? [`${results.join(', ')} cannot be filled ${at.noResultBecause}`] : []),
  ];
  const use =
    (args.length ? `use only ${args.join(', ')}` : `${key} takes no arguments, so use plain text`) +
    (broken.length ? ', each with both pairs of braces' : '');
  return {
    file: 'surface.json',
    pointer: at.pointer,
    message: `${at.where} of ${key}, ${quote(template)}: ${reasons.join('; ')}.`,
    fix: `Rewrite ${quote(template)} to ${use}${unknown.length ? `, or declare ${unknown.map((u) => JSON.stringify(u.slice(2, -2))).join(', ')} in ${key}.args.properties` : ''}.`,
  };
}

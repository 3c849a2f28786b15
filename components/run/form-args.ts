import { MASK } from '@/lib/secrets';
import type { ArgInput } from '@/lib/hcp/approval-card';

/**
 * The try form's text values as exec arguments: an empty input is not given, a number or integer argument is sent
 * as a number and a boolean as true/false when the text reads as one (else as typed, so the runtime's schema check
 * names the problem).
 */
export function formArgs(
  inputs: readonly ArgInput[],
  values: Record<string, string>,
): Record<string, string | number | boolean> {
  const args: Record<string, string | number | boolean> = {};
  for (const input of inputs) {
    const text = values[input.name] ?? '';
    if (text === '') continue;
    if ((input.type === 'number' || input.type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text)))
      args[input.name] = Number(text);
    else if (input.type === 'boolean' && (text === 'true' || text === 'false')) args[input.name] = text === 'true';
    else args[input.name] = text;
  }
  return args;
}

/** A form's values or args with every field marked secret shown as the mask: what history and the card may hold. */
export function maskFields<T>(record: Record<string, T>, secret: readonly string[]): Record<string, T | string> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [name, secret.includes(name) && value !== '' ? MASK : value]),
  );
}

/** Whether an argument can be marked secret: text, not a number or a flag. */
export const canBeSecret = (input: Pick<ArgInput, 'type'>) => input.type === undefined || input.type === 'string';

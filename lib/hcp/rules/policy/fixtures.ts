import type { PackTexts } from '../../load';
import { editJson } from '../testing';

/** Test fixtures for the policy rules: a command added to surface.json with its policy.json row. */
export function withCommand(
  texts: PackTexts,
  key: string,
  row: Record<string, unknown>,
  cli = ['ledger', ...key.split('.')],
): PackTexts {
  const surface = editJson(texts, 'surface.json', (s) => {
    s.verbs[key] = { description: `Run ${key} on the given item and return it.`, cli };
  });
  return withRow(surface, key, row);
}

/** policy.json with one verbs row replaced. */
export function withRow(texts: PackTexts, key: string, row: Record<string, unknown>): PackTexts {
  return editJson(texts, 'policy.json', (p) => {
    p.verbs[key] = row;
  });
}

/** A command removed from both surface.json and policy.json. */
export function withoutCommand(texts: PackTexts, key: string): PackTexts {
  const surface = editJson(texts, 'surface.json', (s) => {
    delete s.verbs[key];
  });
  return editJson(surface, 'policy.json', (p) => {
    delete p.verbs[key];
  });
}

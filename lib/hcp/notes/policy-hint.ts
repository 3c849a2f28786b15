import { pointer } from '../../json/pointer';
import { policyRow } from '../model';
import { createNote } from './note';

/** A command's legacy `policy` hint in surface.json that says otherwise than its policy.json row. */
export const policyHintNote = createNote({
  id: 'studio/policy-hint',
  title: "surface.json's `policy` hint agrees with policy.json",
  why: "The manifest guide makes policy.json the one source of a command's risk; a `policy` hint in surface.json that says otherwise misleads whoever reads the manifest alone.",
  check: ({ pack }) =>
    pack.model.commands.flatMap((c) => {
      const row = policyRow(pack.model, c.key);
      if (!c.policyHint || !row?.risk || c.policyHint === row.risk) return [];
      return [
        {
          file: 'surface.json' as const,
          pointer: pointer('verbs', c.key, 'policy'),
          message: `surface.json says "policy": ${JSON.stringify(c.policyHint)} for ${JSON.stringify(c.key)}, but policy.json says "risk": ${JSON.stringify(row.risk)}; policy.json wins.`,
          fix: `Set "policy": ${JSON.stringify(row.risk)} in surface.json, or remove the hint (policy.json decides).`,
        },
      ];
    }),
});

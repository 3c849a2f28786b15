import { pointer } from '../../../json/pointer';
import { isConfirmGated, policyRow } from '../../model';
import { suggestPreview } from '../../templates';
import { createRule } from '../create';
import { jsonDoc, offer, setAt } from '../../quick-fix';
import { REMOVED } from '../../../core/example';
import { ledgerExample } from '../example';

export const m025ConfirmPreview = createRule({
  id: 'M025',
  category: 'manifest',
  severity: 'info',
  docs: {
    title: 'A confirm command declares a `preview`; the fix is the suggested JSON',
    why: 'A confirm-gated command stops for a person. A preview turns that stop into a card that shows what will happen (who is paid, what is deleted) instead of a raw list of arguments.',
    ...ledgerExample('surface.json', {
      incorrect: { '/verbs/transfer/preview': REMOVED },
      correct: {},
      show: ['/verbs/transfer'],
      fold: 1,
    }),
    fix: 'Add a "preview" to the confirm-gated command, built from its own arguments, e.g. "preview": { "kind": "payment", "title": "Pay {{payee}}", "fields": { "amount": "{{amount}}", "to": "{{payee}}" } }; each finding gives the JSON for your command.',
  },
  fixable: 'suggestion',
  check: (pack) =>
    pack.model.commands
      .filter((c) => !c.preview && c.raw.preview === undefined && isConfirmGated(pack.model, c.key))
      .map((c) => ({
        file: 'surface.json' as const,
        pointer: pointer('verbs', c.key),
        message: `${JSON.stringify(c.key)} asks a person to confirm (policy.json confirm ${JSON.stringify(policyRow(pack.model, c.key)?.confirm)}) but declares no preview, so the approval card shows only raw arguments.`,
        fix: `Add to ${JSON.stringify(c.key)} in surface.json: "preview": ${JSON.stringify(suggestPreview(c))}`,
        // A suggestion: the card's title and fields are a draft for the author to read before a person sees them.
        ...offer(
          'suggestion',
          `Add the suggested "preview" to ${JSON.stringify(c.key)}`,
          setAt(jsonDoc(pack, 'surface.json'), pointer('verbs', c.key, 'preview'), suggestPreview(c)),
        ),
      })),
});

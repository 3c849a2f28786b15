import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import { joinSentences, sentences } from '../../command-text';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const m006DescriptionOneSentence = createRule({
  id: 'M006',
  category: 'manifest',
  severity: 'info',
  docs: {
    title: 'Descriptions stay one sentence',
    why: 'Host tool catalogues show one line per command; a second sentence is cut off or crowds the list. What does not fit in one sentence belongs in HARNESS.md.',
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/transfer/description': 'Pay a saved payee. Refused until a person confirms the amount and payee.',
      },
      correct: {},
    }),
    fix: 'Join the description into one sentence that still names input and result, and move the rest (caveats, flags, examples) into HARNESS.md.',
  },
  check: ({ model }) =>
    model.commands.flatMap((c) => {
      const parts = sentences(c.description ?? '');
      if (parts.length < 2) return [];
      return [
        {
          file: 'surface.json',
          pointer: pointer('verbs', c.key, 'description'),
          message: `The description of ${quote(c.key)} has ${parts.length} sentences: ${parts.map((s) => quote(s, 40)).join(', ')}.`,
          fix: `Make it one sentence, e.g. "description": ${JSON.stringify(joinSentences(parts))}, and move any further detail to HARNESS.md.`,
        },
      ];
    }),
});

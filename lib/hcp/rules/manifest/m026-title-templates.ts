import type { RawFinding } from '../../../core/finding';
import { quote } from '../../../core/guards';
import { fieldsOf } from '../../../core/tolerant';
import { pointer } from '../../../json/pointer';
import type { CommandView } from '../../model';
import type { Title } from '../../schemas/surface';
import { hasPlaceholders, type TitlePhase } from '../../templates';
import { createRule } from '../create';
import { foreignPlaceholderFinding } from './foreign-placeholders';
import { ledgerExample } from '../example';

const PHASES: TitlePhase[] = ['live', 'done'];
const FALLBACK_VERB: Record<TitlePhase, string> = { live: 'Running', done: 'Ran' };

export const m026TitleTemplates = createRule({
  id: 'M026',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title:
      "A declared `title` uses only the command's arguments, puts `{{result.…}}` only in `done`, and ends each form with a template without placeholders",
    why: 'A host names each step of a run from these templates, trying them in order. A placeholder that is not an argument, or a result before there is one, never fills; a last template without placeholders makes sure a title always shows.',
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/transfer/title': { live: ['Paying {{amount}} to {{recipient}}'], done: ['Paid {{result.id}}'] },
      },
      correct: {},
    }),
    fix: 'Build each "live" and "done" title only from `{{placeholders}}` in the command\'s args.properties, keep `{{result.…}}` for "done", and end each list with a template without placeholders, such as "Paying a payee".',
  },
  check: ({ model }) =>
    model.commands.flatMap((command) => (command.title ? PHASES.flatMap((phase) => formFindings(command, phase)) : [])),
});

function formFindings(command: CommandView, phase: TitlePhase): RawFinding[] {
  const form = formTemplates(command, phase);
  if (form.length === 0) return [];
  const placeholders = form.flatMap(({ template, at }) => {
    const finding = foreignPlaceholderFinding(command, template, {
      pointer: at,
      where: `The ${phase} title`,
      allowResult: phase === 'done',
      noResultBecause: `while the command runs; {{result.…}} belongs in "done"`,
    });
    return finding ? [finding] : [];
  });
  const last = form[form.length - 1];
  return hasPlaceholders(last.template)
    ? [
        ...placeholders,
        endFinding(
          command,
          phase,
          form.map((t) => t.template),
          last.at,
        ),
      ]
    : placeholders;
}

function endFinding(command: CommandView, phase: TitlePhase, templates: string[], at: string): RawFinding {
  const fallback = `${FALLBACK_VERB[phase]} ${command.key}`;
  return {
    file: 'surface.json',
    pointer: at,
    message: `The ${phase} title of ${JSON.stringify(command.key)} ends with ${quote(templates[templates.length - 1])}, which has placeholders, so a call without those values gets no title.`,
    fix: `Set "${phase}": ${JSON.stringify([...templates, fallback])} (or end with any plain text that names the step).`,
  };
}

/** A form is one template or a list of them; each template with the pointer to the string itself or to its item. */
function formTemplates(command: CommandView, phase: TitlePhase): { template: string; at: string }[] {
  const form = fieldsOf<Title>(command.raw.title)?.[phase];
  if (typeof form === 'string') return [{ template: form, at: pointer('verbs', command.key, 'title', phase) }];
  if (!Array.isArray(form)) return [];
  return form.flatMap((t, i) =>
    typeof t === 'string' ? [{ template: t, at: pointer('verbs', command.key, 'title', phase, i) }] : [],
  );
}

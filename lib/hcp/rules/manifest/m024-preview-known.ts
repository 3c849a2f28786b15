import type { RawFinding } from '../../../core/finding';
import { quote } from '../../../core/guards';
import { pointer } from '../../../json/pointer';
import type { CommandView, PreviewView } from '../../model';
import { PREVIEW_KINDS } from '../../schemas/surface';
import { suggestPreviewKind } from '../../templates';
import { createRule } from '../create';
import { foreignPlaceholderFinding } from './foreign-placeholders';
import { ledgerExample } from '../example';

const KNOWN: readonly string[] = PREVIEW_KINDS;

export const m024PreviewKnown = createRule({
  id: 'M024',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: "A declared `preview` uses a known kind and only the command's own arguments",
    why: "A host lays out the approval card by its kind and fills it from the call's arguments. An unknown kind falls back to a bare list, and a placeholder that names no argument leaves a hole in what the person approves.",
    ...ledgerExample('surface.json', {
      incorrect: {
        '/verbs/transfer/preview': {
          kind: 'money',
          title: 'Pay {{payee}}',
          fields: { amount: '{{amount}}', to: '{{recipient}}' },
        },
      },
      correct: {},
    }),
    fix: 'Set the preview "kind" to one of "message", "payment", "event", "removal", "publish", "record" or "fields" (which fits any command). Fill its title and fields only with `{{…}}` placeholders the command declares in args.properties, never `{{result.…}}`.',
  },
  check: ({ model }) =>
    model.commands.flatMap((command) => (command.preview ? previewFindings(command, command.preview) : [])),
});

function previewFindings(command: CommandView, preview: PreviewView): RawFinding[] {
  const base = pointer('verbs', command.key, 'preview');
  const kind =
    preview.kind !== undefined && !KNOWN.includes(preview.kind) ? [kindFinding(command, preview.kind, base)] : [];
  const placeholders = previewTemplates(preview, base).flatMap(({ template, at, where }) => {
    const finding = foreignPlaceholderFinding(command, template, {
      pointer: at,
      where,
      allowResult: false,
      noResultBecause: 'because a preview is shown before the command runs',
    });
    return finding ? [finding] : [];
  });
  return [...kind, ...placeholders];
}

function previewTemplates(preview: PreviewView, base: string): { template: string; at: string; where: string }[] {
  const title =
    preview.title === undefined ? [] : [{ template: preview.title, at: `${base}/title`, where: 'The preview title' }];
  const fields = Object.entries(preview.fields).map(([name, template]) => ({
    template,
    at: `${base}${pointer('fields', name)}`,
    where: `Preview field ${JSON.stringify(name)}`,
  }));
  return [...title, ...fields];
}

function kindFinding(command: CommandView, kind: string, base: string): RawFinding {
  return {
    file: 'surface.json',
    pointer: `${base}/kind`,
    message: `The preview of ${JSON.stringify(command.key)} uses kind ${quote(kind)}; known kinds are ${KNOWN.map((k) => `"${k}"`).join(', ')}.`,
    fix: `Set "kind": "${suggestPreviewKind(command.key)}" in the preview of ${JSON.stringify(command.key)} ("fields" fits any command).`,
  };
}

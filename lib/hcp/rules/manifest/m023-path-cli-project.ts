import { pointer } from '../../../json/pointer';
import { isRecord, quote } from '../../../core/guards';
import { binKind } from '../../bin-path';
import { createRule } from '../create';
import { jsonDoc, offer, setAt } from '../../quick-fix';
import { ledgerExample } from '../example';

/** "workspace" and "ephemeral" are deliberate choices; only the pack directory ("none", the default) is wrong for a CLI on PATH. */
export const m023PathCliProject = createRule({
  id: 'M023',
  category: 'manifest',
  severity: 'warn',
  docs: {
    title: 'A CLI on `PATH` runs in the project (`wrap.workspace.mode: project`), not the pack directory',
    why: "Without a workspace mode the CLI runs in the installed pack's own directory, so git, gh, linters and task tools see the pack instead of the project the person is working in.",
    ...ledgerExample('surface.json', {
      incorrect: { '/wrap/bin': 'ledger' },
      correct: { '/wrap/bin': 'ledger', '/wrap/workspace': { mode: 'project' } },
      show: ['/wrap'],
    }),
    fix: 'Add "workspace": { "mode": "project" } to "wrap" (or set its "mode" to "project") so a CLI on PATH runs in the person\'s project, not the pack directory.',
  },
  fixable: 'fix',
  check: (pack) => {
    const { model } = pack;
    const wrap = model.wrap;
    if (wrap?.bin === undefined || binKind(wrap.bin) !== 'bare') return [];
    if (wrap.workspaceMode !== undefined && wrap.workspaceMode !== 'none') return [];
    const declared = wrap.workspaceMode === 'none';
    const hasWorkspace = isRecord(wrap.raw.workspace);
    return [
      {
        file: 'surface.json',
        pointer: declared ? '/wrap/workspace/mode' : hasWorkspace ? '/wrap/workspace' : '/wrap',
        message: `${quote(wrap.bin)} is a CLI on PATH but runs in the pack directory (workspace mode ${declared ? '"none"' : 'not set, so "none"'}).`,
        fix: hasWorkspace
          ? 'Set "mode": "project" in "wrap.workspace".'
          : 'Add "workspace": { "mode": "project" } to "wrap".',
        ...offer(
          'fix',
          'Set "wrap.workspace.mode" to "project"',
          setAt(jsonDoc(pack, 'surface.json'), pointer('wrap', 'workspace', 'mode'), 'project'),
        ),
      },
    ];
  },
});

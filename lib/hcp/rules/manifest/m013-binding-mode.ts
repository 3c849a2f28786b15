import type { PackModel } from '../../model';
import { createRule } from '../create';
import { ledgerExample } from '../example';

export const m013BindingMode = createRule({
  id: 'M013',
  category: 'manifest',
  severity: 'error',
  docs: {
    title: 'A Binding mode is declared',
    why: 'The Binding mode says where credentials come from (none, the user, a local hub, the mothership, a mock). Without it a runtime cannot tell whether the pack needs a login, and hosts cannot say so before the first call.',
    ...ledgerExample('surface.json', {
      incorrect: { '/binding': { hub: 'local-credential', family: 'ledger' } },
      correct: {},
    }),
    fix: 'Add "mode" to "binding": "public" when the CLI needs no login, "user" for the person\'s own credential, "local" for a local credential hub, "mothership" for the control plane, or "mock" for tests.',
  },
  check: ({ model }) => {
    if (model.binding?.mode !== undefined) return [];
    const mode = likelyMode(model);
    const fix = model.binding
      ? `Add "mode": "${mode}" to "binding" (one of "public", "user", "local", "mothership", "mock").`
      : `Add "binding": { "mode": "${mode}" } to surface.json (one of "public", "user", "local", "mothership", "mock").`;
    return [
      {
        file: 'surface.json',
        pointer: model.binding ? '/binding' : '',
        message: model.binding
          ? '"binding" declares no "mode".'
          : `Pack ${JSON.stringify(model.id ?? '')} declares no "binding", so no Binding mode.`,
        fix,
      },
    ];
  },
});

const MODE_BY_HUB: Record<string, string> = {
  public: 'public',
  none: 'public',
  'local-credential': 'local',
  keyring: 'user',
};

/** The mode the rest of the manifest implies: the control plane binds to mothership, a hub names its mode. */
function likelyMode(model: PackModel): string {
  if (model.plane === 'control') return 'mothership';
  return MODE_BY_HUB[model.binding?.hub ?? ''] ?? 'user';
}

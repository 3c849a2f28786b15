import { loadPackFromTexts, type LoadedPack } from '../../hcp/load';
import { staticReport } from '../../hcp/report';
import { scaffoldPack } from '../../hcp/scaffold';
import { hcpJsonSchemas } from '../../hcp/schemas/json-schemas';
import { suppressionsJsonSchema } from '../../suppress/schema';
import { SUPPRESSIONS_FILE, type SuppressionsFile } from '../suppressions-file';
import type { PackFormat } from '../types';
import { RECUED_FILE } from '../recued/files';
import { HCP_FILES, type HcpFile } from './files';

export { HCP_FILES, isHcpFile, type HcpFile } from './files';

export type HcpPreview = 'approval';

/** HCP packs: surface.json, policy.json, HARNESS.md and hcp.eval.json, scored A–F by lint and the static rules. */
export const hcpFormat: PackFormat<'hcp', HcpFile | SuppressionsFile, LoadedPack, object, HcpPreview> = {
  id: 'hcp',
  label: 'HCP pack',
  // The four spec files, then packstudio.json (the suppressions; not an HCP file, so it never makes a folder a pack).
  files: [...HCP_FILES, SUPPRESSIONS_FILE],
  mainFile: 'surface.json',
  // Any one of the four files makes a folder an HCP pack (lint reports the ones missing), unless it has pack.json:
  // that makes it a Recued pack, so the studio never writes pack.json beside these files (lib/node/files.ts).
  detect: (names) => !names.includes(RECUED_FILE) && HCP_FILES.some((file) => names.includes(file)),
  load: (texts, id) => loadPackFromTexts(texts, id),
  check: (pack) => staticReport(pack),
  describe(pack) {
    const lead = pack.skill?.lead?.text.trim() || null;
    return {
      name: pack.model.name ?? null,
      description: lead ? lead.split('\n')[0] : null,
      commands: pack.model.commands.length,
    };
  },
  jsonSchemas: { ...hcpJsonSchemas, [SUPPRESSIONS_FILE]: suppressionsJsonSchema },
  scaffold: (id) => scaffoldPack(id),
  previews: [{ id: 'approval', label: 'Approval previews' }],
};

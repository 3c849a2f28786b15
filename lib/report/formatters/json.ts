import { reportJson } from '@/lib/core/report';
import { jsonText } from './escape';
import type { Formatter } from './types';

/**
 * `--json`: the Report itself (lib/core/report.ts) for one pack named on the command line. A many-pack run (several
 * reports, or `--workspace`) prints one object, `{ "reports": [Report…], "errors": [{ code, path, message }…] }`, so
 * every outcome is still one JSON object and a DIR that could not be checked is said in it. A shard
 * (`check --shard I/N`) adds `shard`, its place in the whole set, which `packstudio merge` reads.
 */
export const jsonFormatter: Formatter = {
  description: 'the report as JSON (lib/core/report.ts); several packs as { reports, errors }',
  format: (reports, context) => {
    if (reports.length === 1 && !context.packSet) return jsonText(reportJson(reports[0]));
    const shard = context.packSet?.shard;
    return jsonText({
      reports: reports.map(reportJson),
      errors: context.packSet?.errors ?? [],
      ...(shard ? { shard } : {}),
    });
  },
};

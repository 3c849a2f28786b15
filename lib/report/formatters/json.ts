import type { Formatter } from './types';

/** `--json`: the Report itself (lib/core/report.ts); several reports print as an array of them. */
export const jsonFormatter: Formatter = {
  description: 'the report as JSON (lib/core/report.ts)',
  format: (reports) => JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2),
};

import type { Report } from '../core/report';

/**
 * What the dashboard's score counts, in one line, so it is not read as the header's live score:
 * "Full check of the saved files: static, probe and eval, at 09:51". `at` is when the report arrived.
 */
export function fullCheckLabel(report: Pick<Report, 'layers'>, at: Date): string {
  const ran = report.layers.filter((l) => l.status === 'ran' && l.layer !== 'structure').map((l) => l.layer);
  const layers = ran.length <= 1 ? (ran[0] ?? 'nothing') : `${ran.slice(0, -1).join(', ')} and ${ran[ran.length - 1]}`;
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `Full check of the saved files: ${layers}, at ${time}`;
}

import type { Severity } from '@/lib/core/finding';
import { Badge, type Tone } from '../ui/badges';

const TONE: Record<Severity, Tone> = { error: 'error', warn: 'warn', info: 'info' };

/** The severity as a small pill; `note` shows the catalogue's wording when it says more ("warn, error above 12"). */
export function SeverityBadge({ severity, note }: { severity: Severity; note?: string }) {
  return (
    <Badge tone={TONE[severity]} shape="pill" className="shrink-0 whitespace-nowrap" title={note ?? severity}>
      {note ?? severity}
    </Badge>
  );
}

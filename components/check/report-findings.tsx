'use client';
import type { Finding } from '@/lib/core/finding';
import { SEVERITY_LABEL, groupFindings } from '@/lib/studio/findings';
import { CountBadge, SeverityIcon } from '../ui/badges';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { SafeLink } from '../ui/safe-link';
import { FindingPlace } from './finding-place';

/** Findings by severity with their fixes; with `onReveal` (the pack's page) each one opens its place in the editor. */
export function ReportFindings({ findings, onReveal }: { findings: Finding[]; onReveal?(f: Finding): void }) {
  const groups = groupFindings(findings);
  return (
    <Card
      title="Findings"
      subtitle={
        findings.length
          ? `With the fix for each.${onReveal ? ' Click one to open its place in the editor.' : ''}`
          : undefined
      }
    >
      {groups.length === 0 ? (
        <p className="text-sm text-muted">No findings: nothing to fix.</p>
      ) : (
        <div className="space-y-5" data-testid="report-findings">
          {groups.map((g) => (
            <div key={g.severity}>
              <h4 className="mb-2 flex items-center gap-2 text-sm font-semibold">
                <SeverityIcon severity={g.severity} /> {SEVERITY_LABEL[g.severity]}
                <CountBadge severity={g.severity} count={g.count} label=" " />
              </h4>
              <ul className="divide-y divide-line-soft rounded-lg border border-line">
                {g.files.flatMap((file) =>
                  file.findings.map((f, i) => (
                    <li key={`${file.file}-${i}`} className="px-4 py-2.5 text-sm">
                      {onReveal ? (
                        <Button variant="bare" onClick={() => onReveal(f)} className="text-left hover:underline">
                          <FindingPlace finding={f} />
                        </Button>
                      ) : (
                        <p>
                          <FindingPlace finding={f} />
                        </p>
                      )}
                      <p className="mt-1 text-xs text-muted">
                        <b className="font-medium text-fg-soft">Fix:</b> {f.fix}{' '}
                        <SafeLink href={f.docs} newTab className="font-medium text-accent hover:underline">
                          {f.id} →
                        </SafeLink>
                      </p>
                    </li>
                  )),
                )}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

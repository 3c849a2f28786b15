'use client';
import type { ReactNode } from 'react';
import { CountChip } from '../ui/badges';
import { cn } from '../ui/cn';
import { TabPanel, Tabs } from '../ui/tabs';
import type { StudioCheck, StudioContext, StudioDescriptor } from './types';
import { FINDINGS_TAB } from './use-studio-navigation';

interface SidePanelsProps<S> {
  ctx: StudioContext<S>;
  descriptor: StudioDescriptor<S>;
  /** The engine format's previews: a panel's tab reads its label there. */
  previews: readonly { id: string; label: string }[];
  tab: string;
  onTab(tab: string): void;
  findings: ReactNode;
}

/** Beside the editor: the findings alone, or the findings and the format's panels under tabs. */
export function SidePanels<S>({ ctx, descriptor, previews, tab, onTab, findings }: SidePanelsProps<S>) {
  const panels = descriptor.panels ?? [];
  return (
    <aside
      className={cn(
        'flex min-h-0 flex-col border-t border-line bg-surface lg:max-h-none lg:shrink-0 lg:border-t-0 lg:border-l',
        // Previews need room; the findings alone do not.
        panels.length ? 'max-h-[80vh] lg:w-[500px] xl:w-[540px]' : 'lg:w-[360px] xl:w-[400px]',
      )}
    >
      {panels.length === 0 ? (
        findings
      ) : (
        <>
          <Tabs
            idBase="panel"
            label="Findings and previews"
            items={[
              {
                value: FINDINGS_TAB,
                testId: `panel-tab-${FINDINGS_TAB}`,
                label: <FindingsTabLabel check={ctx.state.check} />,
              },
              ...panels.map((p) => ({
                value: p.id,
                testId: `panel-tab-${p.id}`,
                label: (
                  <>
                    {previews.find((preview) => preview.id === p.id)?.label ?? p.id}
                    {p.Badge && (
                      <>
                        {' '}
                        <p.Badge ctx={ctx} />
                      </>
                    )}
                  </>
                ),
              })),
            ]}
            value={tab}
            onChange={onTab}
            className="border-b border-line px-2 pt-2"
          />
          <TabPanel idBase="panel" value={tab} className="min-h-0 flex-1 overflow-hidden">
            {tab === FINDINGS_TAB ? (
              findings
            ) : (
              <div className="h-full overflow-y-auto px-5 py-4" data-testid={`panel-${tab}`}>
                {panels.map((p) => p.id === tab && <p.Panel key={p.id} ctx={ctx} />)}
              </div>
            )}
          </TabPanel>
        </>
      )}
    </aside>
  );
}

/** The findings tab's label: its count, in the tone of the worst finding (read from the report's counts). */
function FindingsTabLabel({ check }: { check: StudioCheck }) {
  const tone = check.counts.error ? 'error' : check.counts.warn ? 'warn' : 'neutral';
  return (
    <>
      Findings <CountChip n={check.findings.length} tone={tone} />
    </>
  );
}

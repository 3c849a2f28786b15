'use client';
import { useState } from 'react';
import type { HostConfig } from '@/lib/mcp/host-configs';
import { CopyButton } from '../ui/copy-button';
import { TabPanel, Tabs } from '../ui/tabs';

/** One tab per host: where the text goes, the text ready to paste, and its copy button. */
export function HostConfigs({ configs }: { configs: HostConfig[] }) {
  const [hostId, setHostId] = useState<HostConfig['id']>(configs[0].id);
  const config = configs.find((c) => c.id === hostId) ?? configs[0];
  return (
    <div>
      <div className="border-b border-line">
        <Tabs
          className="flex-wrap"
          idBase="agent-host"
          label="Agent hosts"
          items={configs.map((c) => ({ value: c.id, label: c.label, testId: `host-${c.id}` }))}
          value={config.id}
          onChange={setHostId}
        />
      </div>
      <TabPanel idBase="agent-host" value={config.id} className="pt-3" testId="host-config">
        <div className="mb-2 flex items-start justify-between gap-3">
          <p className="min-w-0 text-xs leading-5 text-muted">
            Paste into <span className="text-fg-soft">{config.where}</span>
          </p>
          <CopyButton
            text={config.text}
            describe={`the ${config.label} ${config.language === 'json' ? 'configuration' : 'command'}`}
            testId="copy-host-config"
            className="shrink-0"
          />
        </div>
        <pre
          className="rounded-lg bg-canvas p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-fg ring-1 ring-line ring-inset"
          data-testid="host-config-text"
        >
          {config.text}
        </pre>
      </TabPanel>
    </div>
  );
}

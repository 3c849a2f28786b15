'use client';
import { useState } from 'react';
import type { GrantLevel, HostConfig } from '@/lib/mcp/host-configs';
import { CopyButton } from '../ui/copy-button';
import { TabPanel, Tabs } from '../ui/tabs';
import { ConfigTry } from './config-try';

const PRE =
  'rounded-lg bg-canvas p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-fg ring-1 ring-line ring-inset';

/** One tab per host: where the text goes, the text ready to paste with its copy button, and "Try this config". */
export function HostConfigs({ configs, packId, grant }: { configs: HostConfig[]; packId: string; grant: GrantLevel }) {
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
        <pre className={PRE} data-testid="host-config-text">
          {config.text}
        </pre>
        <ConfigTry packId={packId} config={config} grant={grant} />
        {config.extra && (
          <div className="mt-4">
            <div className="mb-2 flex items-start justify-between gap-3">
              <p className="min-w-0 text-xs leading-5 text-muted">{config.extra.label}</p>
              <CopyButton
                text={config.extra.text}
                describe="the MCP Inspector command"
                testId="copy-host-config-extra"
                className="shrink-0"
              />
            </div>
            <pre className={PRE} data-testid="host-config-extra">
              {config.extra.text}
            </pre>
          </div>
        )}
      </TabPanel>
    </div>
  );
}

'use client';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible';

/** A JSON value as a tree: objects and arrays fold (open to the third level), leaves show as JSON. */
export function JsonTree({ value }: { value: unknown }) {
  return (
    <div className="font-mono text-xs leading-5" data-testid="run-json">
      <Node value={value} depth={0} />
    </div>
  );
}

function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const [open, setOpen] = useState(depth < 3);
  const label = name !== undefined ? <span className="text-accent">{JSON.stringify(name)}: </span> : null;
  if (value === null || typeof value !== 'object')
    return (
      <div className="pl-4">
        {label}
        <span className={typeof value === 'string' ? 'text-ok' : 'text-warn'}>{JSON.stringify(value)}</span>
      </div>
    );
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const [start, end] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <div className="pl-4">
        <CollapsibleTrigger asChild>
          <Button variant="bare" className="-ml-4 w-4 text-faint hover:text-fg">
            {open ? '▾' : '▸'}
          </Button>
        </CollapsibleTrigger>
        {label}
        {start}
        {!open && (
          <span className="text-faint">
            {' '}
            {entries.length} {Array.isArray(value) ? 'items' : 'keys'}{' '}
          </span>
        )}
        <CollapsibleContent>
          {entries.map(([k, v]) => (
            <Node key={k} name={Array.isArray(value) ? undefined : k} value={v} depth={depth + 1} />
          ))}
        </CollapsibleContent>
        {end}
      </div>
    </Collapsible>
  );
}

'use client';
import { Card } from '../ui/card';
import type { CheckLayer } from './full-check';

/** A layer's card, when it ran or was asked for: its live table, or what it is waiting for. */
export function LayerCard({
  layer,
  section,
  items,
  asked,
  running,
}: {
  layer: CheckLayer;
  section: unknown;
  items: readonly unknown[];
  asked: boolean;
  running: boolean;
}) {
  const table = layer.table(section, items);
  if (!table && !asked) return null;
  return (
    <Card title={layer.title} subtitle={layer.subtitle}>
      {table ?? <p className="text-sm text-muted">{running ? layer.waiting : layer.none}</p>}
    </Card>
  );
}

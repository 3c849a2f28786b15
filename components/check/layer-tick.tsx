'use client';
import type { OptionalLayer } from '@/lib/formats/types';
import { Checkbox } from '../ui/field';
import type { CheckOptions } from './use-check-options';

/** One optional layer's tick box, as its format declares it: its label, and its id as the key it sets. */
export function LayerTick({
  layer,
  ticked,
  onChange,
}: {
  layer: OptionalLayer;
  ticked: CheckOptions;
  onChange(change: CheckOptions): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <Checkbox
        checked={ticked[layer.id] === true}
        onChange={(e) => onChange({ [layer.id]: e.target.checked })}
        data-testid={`opt-${layer.id}`}
      />
      {layer.label}
    </label>
  );
}

'use client';
import { ToggleGroup as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface ToggleItem<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
  title?: string;
}

interface Common<T extends string> {
  /** The accessible name of the group. */
  label: string;
  items: readonly ToggleItem<T>[];
  className?: string;
  itemClassName?: string;
}

/**
 * Buttons that choose (Radix ToggleGroup): one tab stop, the arrow keys move between them. `single`: exactly one is
 * on (radios, segmented look; clicking the one that is on keeps it on). `multiple`: each toggles (aria-pressed).
 */
export function ToggleGroup<T extends string>(
  props: Common<T> &
    (
      | { type: 'single'; value: T; onChange(value: T): void }
      | { type: 'multiple'; value: readonly T[]; onChange(value: T[]): void }
    ),
) {
  const { label, items, className, itemClassName } = props;
  const children = items.map((item) => (
    <Primitive.Item
      key={item.value}
      value={item.value}
      title={item.title}
      data-testid={item.testId}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
        props.type === 'single' &&
          'rounded px-2 py-0.5 text-muted data-[state=on]:bg-surface-muted data-[state=on]:font-medium data-[state=on]:text-fg',
        itemClassName,
      )}
    >
      {item.label}
    </Primitive.Item>
  ));
  if (props.type === 'single')
    return (
      <Primitive.Root
        type="single"
        aria-label={label}
        value={props.value}
        // Radix lets the item that is on be turned off; a choice of one always has one.
        onValueChange={(v) => v && props.onChange(v as T)}
        className={cn('flex rounded-md border border-line p-0.5 text-xs', className)}
      >
        {children}
      </Primitive.Root>
    );
  return (
    <Primitive.Root
      type="multiple"
      aria-label={label}
      value={[...props.value]}
      onValueChange={(v) => props.onChange(v as T[])}
      className={cn('flex gap-1.5', className)}
    >
      {children}
    </Primitive.Root>
  );
}

'use client';
import { Tabs as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Tabs as the WAI-ARIA pattern has them, on Radix Tabs: one tab stop for the whole strip (roving tabindex), the
 * arrow keys move between tabs and select them (wrapping), Home and End jump to the ends, and each tab names the
 * panel it controls. The strip is controlled: the parent owns the value (it is often in the address). The panels
 * are `TabPanel`s, which may sit anywhere on the page (the ids tie them to their tabs), so a view's panel need not
 * be inside the strip's element.
 */
export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
  title?: string;
}

export type TabsVariant = 'underline' | 'file' | 'segmented';

// Strips of tabs wrap onto a second row when they do not fit (a phone): every label stays whole and readable.
const STRIP: Record<TabsVariant, string> = {
  underline: 'flex flex-wrap gap-1',
  file: 'flex flex-wrap items-end gap-1',
  segmented: 'flex rounded-lg bg-surface-muted p-0.5 text-sm',
};

const TAB: Record<TabsVariant, string> = {
  underline:
    '-mb-px flex items-center gap-1.5 border-b-2 border-transparent px-2.5 pb-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-fg aria-selected:border-accent aria-selected:text-fg',
  file: 'flex items-center gap-2 rounded-t-md border border-b-0 border-transparent px-3 py-1.5 font-mono text-xs text-muted transition-colors hover:text-fg aria-selected:border-line aria-selected:bg-surface aria-selected:text-fg',
  segmented:
    'rounded-md px-2 py-1 font-medium whitespace-nowrap text-muted capitalize transition-colors sm:px-3 hover:text-fg aria-selected:bg-surface-raised aria-selected:text-fg aria-selected:shadow-sm',
};

/** The id of a tab, and of the panel it controls (`shared`: one panel shows every tab's content, as the editor does). */
export function tabId(idBase: string, value: string): string {
  return `${idBase}-tab-${value}`;
}
export function tabPanelId(idBase: string, value: string | null): string {
  return value === null ? `${idBase}-panel` : `${idBase}-panel-${value}`;
}

export interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids; unique on the page. */
  idBase: string;
  /** The accessible name of the strip. */
  label: string;
  items: readonly TabItem<T>[];
  value: NoInfer<T>;
  onChange(value: NoInfer<T>): void;
  variant?: TabsVariant;
  /** Every tab controls the one panel rendered with `<TabPanel shared>`. */
  sharedPanel?: boolean;
  className?: string;
}

export function Tabs<T extends string>({
  idBase,
  label,
  items,
  value,
  onChange,
  variant = 'underline',
  sharedPanel = false,
  className,
}: TabsProps<T>) {
  return (
    <Primitive.Root value={value} onValueChange={(v) => onChange(v as T)} activationMode="automatic" asChild>
      <Primitive.List aria-label={label} loop className={cn(STRIP[variant], className)}>
        {items.map((item) => (
          <Primitive.Trigger
            key={item.value}
            value={item.value}
            // The ids are ours, not Radix's, so a TabPanel outside the strip can name its tab and be named by it.
            id={tabId(idBase, item.value)}
            aria-controls={tabPanelId(idBase, sharedPanel ? null : item.value)}
            // The selected tab is the strip's tab stop before focus has ever entered it, as after.
            tabIndex={item.value === value ? 0 : -1}
            title={item.title}
            data-testid={item.testId}
            className={cn(
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
              TAB[variant],
            )}
          >
            {item.label}
          </Primitive.Trigger>
        ))}
      </Primitive.List>
    </Primitive.Root>
  );
}

/**
 * The panel a tab controls. `value` is the selected tab (labels the panel); with `shared` the panel has the one id
 * every tab points at. `hidden` keeps a panel mounted but out of view and out of the accessibility tree.
 */
export function TabPanel({
  idBase,
  value,
  shared = false,
  hidden = false,
  className,
  testId,
  children,
}: {
  idBase: string;
  value: string;
  shared?: boolean;
  hidden?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idBase, shared ? null : value)}
      aria-labelledby={tabId(idBase, value)}
      hidden={hidden}
      data-testid={testId}
      className={className}
    >
      {children}
    </div>
  );
}

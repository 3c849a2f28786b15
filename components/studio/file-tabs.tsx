'use client';
import type { ReactNode } from 'react';
import type { Finding } from '@/lib/core/finding';
import { CountChip } from '../ui/badges';
import { Tabs } from '../ui/tabs';

/**
 * The editor's file tabs: each file of the pack (a missing one in italics), a dot while it has unsaved changes, and
 * its error count (else its warning count) from the live check. Every tab controls the one editor panel.
 */
export function FileTabs<F extends string>({
  files,
  active,
  onChange,
  texts,
  dirty,
  findings,
  children,
}: {
  files: readonly F[];
  active: F;
  onChange(file: F): void;
  texts: Partial<Record<F, string>>;
  dirty: readonly F[];
  findings: readonly Finding[];
  /** After the tabs, in the same strip: a preview toggle, a note. */
  children?: ReactNode;
}) {
  const count = (file: F, severity: Finding['severity']) =>
    findings.filter((f) => f.file === file && f.severity === severity).length;
  return (
    <div className="flex items-end gap-1 border-b border-line bg-surface-subtle px-2 pt-2">
      <Tabs
        idBase="file"
        label="Pack files"
        variant="file"
        sharedPanel
        value={active}
        onChange={onChange}
        items={files.map((file) => {
          const errors = count(file, 'error');
          const warnings = count(file, 'warn');
          return {
            value: file,
            testId: `tab-${file}`,
            label: (
              <>
                <span className={texts[file] === undefined ? 'italic opacity-60' : ''}>{file}</span>
                {dirty.includes(file) && (
                  <span
                    className="size-1.5 rounded-full bg-accent"
                    aria-label="unsaved changes"
                    title="Unsaved changes"
                  />
                )}
                {errors > 0 && <CountChip n={errors} tone="error" />}
                {errors === 0 && warnings > 0 && <CountChip n={warnings} tone="warn" />}
              </>
            ),
          };
        })}
      />
      {children}
    </div>
  );
}

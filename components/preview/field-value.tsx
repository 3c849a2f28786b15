import type { ReactNode } from 'react';
import type { Absence, FieldRow } from '@/lib/hcp/approval-card';

const ABSENT: Record<Absence, { text: string; className: string; title: string }> = {
  optional: {
    text: 'not given',
    className: 'text-faint',
    title: 'An optional argument that was not given: the card leaves it out.',
  },
  required: {
    text: 'missing (required)',
    className: 'text-warn',
    title: 'A required argument is empty: the runtime refuses the call.',
  },
  unknown: {
    text: 'not an argument of this command',
    className: 'text-error',
    title: 'The template names something the command does not declare (M024).',
  },
};

/** A field's value, or how it is absent: greyed "— not given", never the raw `{{name}}`. */
export function FieldValue({ field, className = '' }: { field: FieldRow; className?: string }) {
  if (field.value !== null) return <span className={`break-words ${className}`}>{field.value}</span>;
  const absent = ABSENT[field.absence ?? 'optional'];
  return (
    <span className={`text-sm italic ${absent.className}`} title={absent.title}>
      — {absent.text}
    </span>
  );
}

/** The element that carries a field's test hooks: data-field, and data-absent when it has no value. */
export function FieldSlot({
  field,
  as: Tag = 'div',
  className,
  children,
}: {
  field: FieldRow;
  as?: 'div' | 'span' | 'li';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      data-field={field.name}
      data-absent={field.value === null ? (field.absence ?? 'optional') : undefined}
      title={`${field.name}: ${field.template}`}
      className={className}
    >
      {children}
    </Tag>
  );
}

/** The fields no role placed, as a quiet two-column list. */
export function FieldList({ fields, className = '' }: { fields: FieldRow[]; className?: string }) {
  if (fields.length === 0) return null;
  return (
    <dl className={`space-y-1.5 text-sm ${className}`}>
      {fields.map((f) => (
        <FieldSlot key={f.name} field={f} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-4">
          <dt className="truncate text-muted capitalize">{label(f.name)}</dt>
          <dd className="text-fg">
            <FieldValue field={f} />
          </dd>
        </FieldSlot>
      ))}
    </dl>
  );
}

export function label(name: string): string {
  return name.replace(/[_.-]+/g, ' ');
}

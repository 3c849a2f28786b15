import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent-solid text-white shadow-sm hover:bg-accent-solid-hover disabled:bg-accent-solid/50',
  secondary: 'border border-line-strong bg-surface-raised text-fg shadow-sm hover:bg-surface-muted disabled:text-faint',
  ghost: 'text-muted hover:bg-surface-muted hover:text-fg disabled:text-faint',
  danger: 'bg-error-solid text-white shadow-sm hover:bg-error-solid/90 disabled:bg-error-solid/50',
};

const SIZES: Record<Size, string> = {
  sm: 'h-7 gap-1.5 rounded-md px-2.5 text-xs',
  md: 'h-8 gap-2 rounded-md px-3 text-sm',
};

export function Button({
  variant = 'secondary',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button
      type={type}
      className={`inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
      {...rest}
    />
  );
}

export function Kbd({ children }: { children: React.ReactNode }) {
  return (
    <kbd className="rounded border border-line-strong bg-surface-muted px-1 font-sans text-[10px] leading-4 font-medium text-muted">
      {children}
    </kbd>
  );
}

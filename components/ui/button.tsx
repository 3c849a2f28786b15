import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';

/**
 * Every button of the studio. The solid variants (primary, secondary, ghost, danger) and `outline` are boxes with a
 * height; `link` (accent text), `inline` (the surrounding text's colour, underlined, as in a banner) and `bare` (no
 * look of its own: a row or a badge that is clickable) take their size from the text around them. All share the
 * focus ring and the disabled cursor; a caller's `className` wins over the variant's (cn).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline' | 'link' | 'inline' | 'bare';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'icon';

const BOX = 'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `${BOX} bg-accent-solid text-white shadow-sm hover:bg-accent-solid-hover disabled:bg-accent-solid/50`,
  secondary: `${BOX} border border-line-strong bg-surface-raised text-fg shadow-sm hover:bg-surface-muted disabled:text-faint`,
  ghost: `${BOX} text-muted hover:bg-surface-muted hover:text-fg disabled:text-faint`,
  danger: `${BOX} bg-error-solid text-white shadow-sm hover:bg-error-solid/90 disabled:bg-error-solid/50`,
  outline: `${BOX} border border-line text-fg hover:bg-surface-muted disabled:text-faint`,
  link: 'font-medium text-accent hover:underline disabled:cursor-default disabled:text-faint disabled:no-underline',
  inline: 'font-medium underline',
  bare: '',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'gap-1 rounded px-2 py-0.5 text-xs',
  sm: 'h-7 gap-1.5 rounded-md px-2.5 text-xs',
  md: 'h-8 gap-2 rounded-md px-3 text-sm',
  icon: 'size-8 rounded-md',
};

/** The variants that are boxes and so take a size (md unless said). */
const SIZED: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'outline'];

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant = 'secondary', size, className, type = 'button', ...rest }: ButtonProps) {
  const sized = SIZED.includes(variant) ? SIZES[size ?? (variant === 'outline' ? 'xs' : 'md')] : '';
  return (
    <button
      type={type}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed',
        VARIANTS[variant],
        sized,
        className,
      )}
      {...rest}
    />
  );
}

export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-line-strong bg-surface-muted px-1 font-sans text-[10px] leading-4 font-medium text-muted">
      {children}
    </kbd>
  );
}

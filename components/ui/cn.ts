import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx: strings, conditionals, arrays) and resolves Tailwind conflicts so the last one wins
 * (tailwind-merge): a caller's `className` overrides a primitive's own padding, colour or size, as shadcn/ui's `cn`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

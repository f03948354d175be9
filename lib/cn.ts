import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones. It does not resolve Tailwind conflicts, so a caller's
 * `className` adds to a primitive's classes rather than reliably overriding one of them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

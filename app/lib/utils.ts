import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (ADR 076): a component
 * offers variants or props for what a caller may change, and a caller's className adds classes
 * that set other properties.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

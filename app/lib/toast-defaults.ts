/** The spec's toast constants (they equal sonner's defaults; kept explicit on purpose). */
export const toastDefaults = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
} as const;

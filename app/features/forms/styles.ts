/** Shared look of text inputs, selects and text areas on the public forms. */
export const inputClass =
  "block w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-60 dark:aria-invalid:border-red-400";

export const labelClass = "mb-1.5 block text-sm font-medium text-foreground";

export const fieldErrorClass = "mt-1.5 text-sm text-red-700 dark:text-red-400";

/** Shared look of text inputs, selects and text areas on the public forms. */
export const inputClass =
  "block w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60";

export const labelClass = "mb-1.5 block text-sm font-medium text-foreground";

export const fieldErrorClass = "mt-1.5 text-sm text-destructive";

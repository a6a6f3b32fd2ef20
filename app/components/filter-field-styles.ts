/** Look of the job pages' form fields (matching the site's other public forms). */
export const fieldClass =
  "block w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40";

export const fieldLabelClass = "mb-1.5 block text-sm font-medium text-foreground";

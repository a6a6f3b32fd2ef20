/** Text links in the staff tables. */
export const tableLinkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

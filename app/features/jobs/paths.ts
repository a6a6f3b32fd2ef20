/** A job's public page. */
export function jobPath(slug: string): string {
  return `/careers/job/${encodeURIComponent(slug)}`;
}

/** A job's application form. */
export function applyPath(slug: string): string {
  return `${jobPath(slug)}/apply`;
}

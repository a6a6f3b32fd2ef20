/**
 * The first message of each field from a schema's issues (the field is the issue path's first
 * key), for forms whose checks the server adds to before answering (job, post, enquiry inputs).
 */
export function firstIssuePerField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { path, message } of issues) {
    const [field] = path;
    if (typeof field === "string") errors[field as Field] ??= message;
  }
  return errors;
}

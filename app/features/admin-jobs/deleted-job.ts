import { countOf } from "~/lib/plural";

/** "its application", "its 3 applications"; null for none. */
function itsApplications(applications: number): string | null {
  if (applications === 0) return null;
  return applications === 1 ? "its application" : `its ${countOf(applications, "application")}`;
}

/** The message after a job was deleted: "“T” and its 3 applications were deleted." */
export function deletedJobMessage(title: string, applications: number): string {
  const its = itsApplications(applications);
  return its
    ? `“${title}” and ${its} were deleted.`
    : `“${title}” was deleted. It had no applications.`;
}

/** The audit log's sentence for a job deletion. */
export function deletedJobSummary(title: string, applications: number): string {
  const its = itsApplications(applications);
  return its
    ? `Deleted the job “${title}” and ${its}`
    : `Deleted the job “${title}”, which had no applications`;
}

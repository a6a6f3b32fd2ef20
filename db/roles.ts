/**
 * The staff roles the `user_roles` table holds. Their permissions are the access feature's
 * (app/features/access/permissions.ts); the seed writes these rows.
 */
export const roleNames = ["admin", "recruiter", "editor"] as const;
export type RoleName = (typeof roleNames)[number];

export const roleDescriptions: Record<RoleName, string> = {
  admin: "Everything in the staff area, including roles, leads, messages and analytics",
  recruiter: "Jobs, applications, candidate profiles and resumes",
  editor: "Knowledge-center posts and categories",
};

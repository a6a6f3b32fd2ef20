// The job form's field names, apart from job-input.ts so that the form loads no schema.

/** The job form's text fields, as typed (shown again next to the errors). */
export const jobFormFields = [
  "title",
  "slug",
  "companyName",
  "location",
  "workplaceType",
  "applicantLocations",
  "description",
  "responsibilities",
  "requirements",
  "benefits",
  "jobType",
  "experienceLevel",
  "salaryRange",
  "tags",
  "categoryId",
  "applicationDeadline",
  "metaTitle",
  "metaDescription",
  "keywords",
  "ogImage",
  "twitterImage",
] as const;

export type JobFormField = (typeof jobFormFields)[number];

export type JobFormValues = Record<JobFormField, string> & {
  isActive: boolean;
  isFeatured: boolean;
};

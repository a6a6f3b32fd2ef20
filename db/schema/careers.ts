import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jobCategories } from "./categories.ts";
import { joinedList, tsvector, weighted } from "./search.ts";

export const jobTypes = ["full-time", "part-time", "contract", "internship", "freelance"] as const;
export const experienceLevels = ["entry", "mid", "senior", "executive"] as const;
export const workplaceTypes = ["onsite", "hybrid", "remote"] as const;
export const applicationStatuses = ["pending", "under_review", "approved", "rejected"] as const;

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Job openings (spec part 3, job_posts), plus where the work happens for JobPosting data. */
export const jobPosts = pgTable(
  "job_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    companyName: text("company_name").notNull(),
    location: text("location").notNull(),
    workplaceType: text("workplace_type", { enum: workplaceTypes }).notNull().default("remote"),
    /** Countries or regions a remote applicant must live in (JobPosting applicantLocationRequirements). */
    applicantLocations: textList("applicant_locations"),
    description: text("description").notNull(),
    requirements: textList("requirements"),
    responsibilities: textList("responsibilities"),
    benefits: textList("benefits"),
    jobType: text("job_type", { enum: jobTypes }).notNull(),
    experienceLevel: text("experience_level", { enum: experienceLevels }).notNull(),
    salaryRange: text("salary_range"),
    tags: textList("tags"),
    categoryId: text("category_id").references(() => jobCategories.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    applicationDeadline: timestamp("application_deadline", { withTimezone: true }),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: textList("keywords"),
    ogImage: text("og_image"),
    twitterImage: text("twitter_image"),
    ...timestamps,
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`${weighted(sql`title`, "A")} || ${weighted(joinedList(sql`tags`), "B")} || ${weighted(
        sql`company_name`,
        "B",
      )} || ${weighted(sql`location`, "C")} || ${weighted(sql`description`, "C")}`,
    ),
  },
  (table) => [
    index("job_posts_search_idx").using("gin", table.searchVector),
    index("job_posts_active_created_idx").on(table.isActive, table.createdAt.desc()),
    // The careers board's order over active jobs, then every column its filters read: a page's
    // ids (at any offset) and the board's count come from index-only scans (migration 0010).
    index("job_posts_open_board_idx")
      .on(
        table.isFeatured.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
        table.jobType,
        table.experienceLevel,
        table.categoryId,
        table.applicationDeadline,
      )
      .where(sql`is_active`),
    index("job_posts_category_idx").on(table.categoryId, table.createdAt.desc()),
    index("job_posts_tags_idx").using("gin", table.tags),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id, { onDelete: "cascade" }),
    /**
     * The applicant's account; null once the applicant deleted their account and the application
     * was anonymised (docs/decisions/010-candidate-data-rights.md).
     */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    applicantName: text("applicant_name").notNull(),
    applicantEmail: text("applicant_email").notNull(),
    applicantPhone: text("applicant_phone"),
    coverLetter: text("cover_letter").notNull(),
    /** An external URL the candidate gave, or null to use the profile's resume. */
    resumeUrl: text("resume_url"),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("job_applications_job_user_idx").on(table.jobId, table.userId),
    index("job_applications_user_idx").on(table.userId, table.createdAt.desc()),
    index("job_applications_status_idx").on(table.status, table.createdAt.desc()),
    index("job_applications_created_idx").on(table.createdAt.desc()),
  ],
);

/**
 * The copy of the profile resume an application was sent with (docs/decisions/026-application-resume-copies-and-old-job-slugs.md). The file
 * is copied to its own storage key at submission, so replacing or deleting the profile resume
 * never changes what staff see on the application. Rows go with the application, and with the
 * candidate's account (their files are removed by the account deletion).
 */
export const applicationResumes = pgTable(
  "application_resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .unique()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    fileSize: integer("file_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_resumes_user_idx").on(table.userId)],
);

/** Slugs a job had before: their old addresses answer 301 to the job's current one. */
export const jobSlugHistory = pgTable(
  "job_slug_history",
  {
    slug: text("slug").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_slug_history_job_idx").on(table.jobId)],
);

/** Every status an application has had: who moved it, from what, to what and when. */
export const applicationStatusHistory = pgTable(
  "application_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    /** Null for the first entry (the application arriving). */
    fromStatus: text("from_status", { enum: applicationStatuses }),
    toStatus: text("to_status", { enum: applicationStatuses }).notNull(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    /** An optional note from the staff member, shown in the history. */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("application_status_history_application_idx").on(
      table.applicationId,
      table.createdAt.desc(),
    ),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("saved_jobs_user_job_idx").on(table.userId, table.jobId)],
);

export interface ProjectItem {
  id: string;
  title: string;
  client: string;
  duration_start: string;
  duration_end: string;
  role: string;
  team_size: number;
  technologies: string[];
  overview: string;
  responsibilities: string[];
  is_public: boolean;
}

export interface ExperienceItem {
  id: string;
  company: string;
  position: string;
  start_date: string;
  end_date: string;
  current: boolean;
  description: string;
  skills_used: string[];
  projects: ProjectItem[];
}

export interface EducationItem {
  id: string;
  institution: string;
  degree: string;
  field_of_study: string;
  start_date: string;
  end_date: string;
  current: boolean;
  gpa: string;
}

export interface SocialLinks {
  linkedin?: string;
  github?: string;
}

export const userProfiles = pgTable("user_profiles", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone"),
  location: text("location"),
  bio: text("bio"),
  skills: textList("skills"),
  experience: jsonb("experience").$type<ExperienceItem[]>().notNull().default(sql`'[]'::jsonb`),
  education: jsonb("education").$type<EducationItem[]>().notNull().default(sql`'[]'::jsonb`),
  socialLinks: jsonb("social_links").$type<SocialLinks>().notNull().default(sql`'{}'::jsonb`),
  /** The storage key of the current resume (served only through the authorised download route). */
  resumeUrl: text("resume_url"),
  ...timestamps,
});

/** Uploaded resume files; the file itself lives in private storage under storage_key. */
export const resumeFiles = pgTable(
  "resume_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    fileSize: integer("file_size").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("resume_files_user_idx").on(table.userId, table.uploadedAt.desc())],
);

// Synthetic content at scale for benchmarks: posts, jobs and applications generated inside the
// database with generate_series (one statement each, no rows through Node), built from the seeded
// demo content so bodies, tags and categories look like the real thing.
//
//   node bench/generate-data.ts --posts 10000 --jobs 10000 --applications 100000
//
// It works on the configured database (DATABASE_URL, or PGlite under DATA_DIR), migrated and
// seeded first. Generated rows have slugs starting with `gen-` so they are easy to tell apart.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type Db, openDatabase } from "../app/lib/db.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { seedIfEmpty } from "../db/seed/index.ts";

/** Anything that runs drizzle SQL: the site's Db or a plain node-postgres drizzle instance. */
export type SqlExecutor = Pick<Db, "execute">;

export interface GenerateCounts {
  posts?: number;
  jobs?: number;
  applications?: number;
}

/** Published posts copied from the seeded ones in rotation, dated over the last three years. */
async function generatePosts(db: SqlExecutor, count: number) {
  await db.execute(sql`
    with source as (
      select row_number() over (order by slug) - 1 as n, *
      from blog_posts where status = 'published' and publish_date <= now()
    ), total as (select count(*) as size from source)
    insert into blog_posts (slug, title, excerpt, content, status, publish_date, category_id, tags,
      keywords, author_name, author_role, author_image, read_time, image, updated_at)
    select 'gen-' || i || '-' || s.slug, s.title || ' (part ' || i || ')', s.excerpt, s.content,
      'published', now() - (i || ' hours')::interval, s.category_id, s.tags, s.keywords,
      s.author_name, s.author_role, s.author_image, s.read_time, s.image,
      now() - (i || ' hours')::interval
    from generate_series(1, ${count}) as i
    cross join total
    join source s on s.n = i % total.size
    on conflict (slug) do nothing`);
}

/** Open, unfeatured jobs copied from the seeded open ones, dated a minute apart. */
async function generateJobs(db: SqlExecutor, count: number) {
  await db.execute(sql`
    with source as (
      select row_number() over (order by slug) - 1 as n, *
      from job_posts where is_active and (application_deadline is null or application_deadline > now())
    ), total as (select count(*) as size from source)
    insert into job_posts (slug, title, company_name, location, workplace_type, applicant_locations,
      description, requirements, responsibilities, benefits, job_type, experience_level,
      salary_range, tags, category_id, is_active, is_featured, created_at, updated_at)
    select 'gen-' || i || '-' || s.slug, s.title, s.company_name, s.location, s.workplace_type,
      s.applicant_locations, s.description, s.requirements, s.responsibilities, s.benefits,
      s.job_type, s.experience_level, s.salary_range, s.tags, s.category_id, true, false,
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) as i
    cross join total
    join source s on s.n = i % total.size
    on conflict (slug) do nothing`);
}

const statuses = sql`array['pending', 'under_review', 'approved', 'rejected']`;

/** Applications spread over every job, without accounts (as anonymised applications are). */
async function generateApplications(db: SqlExecutor, count: number) {
  await db.execute(sql`
    with jobs as (select array_agg(id order by created_at) as ids from job_posts)
    insert into job_applications (job_id, applicant_name, applicant_email, cover_letter, status,
      created_at, updated_at)
    select jobs.ids[1 + i % array_length(jobs.ids, 1)], 'Applicant ' || i,
      'applicant' || i || '@example.org',
      'I have shipped production systems in this stack for several years and would like to help.',
      (${statuses})[1 + i % 4], now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) as i, jobs`);
}

/** Adds the requested numbers of rows; returns the table sizes afterwards. */
export async function generateData(db: SqlExecutor, counts: GenerateCounts) {
  if (counts.posts) await generatePosts(db, counts.posts);
  if (counts.jobs) await generateJobs(db, counts.jobs);
  if (counts.applications) await generateApplications(db, counts.applications);
  // What autovacuum does to a table after a bulk insert, at once: statistics for the planner, the
  // GIN indexes' pending lists merged, and the visibility map that index-only scans (the board's
  // count) rely on. One statement per call: PGlite's extended protocol takes no multi-statement
  // strings.
  for (const table of ["blog_posts", "job_posts", "job_applications"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  // PGlite and node-postgres both answer with { rows }.
  const result = (await db.execute(sql`
    select (select count(*)::int from blog_posts) as posts, (select count(*)::int from job_posts) as jobs,
      (select count(*)::int from job_applications) as applications`)) as {
    rows: Array<{ posts: number; jobs: number; applications: number }>;
  };
  return result.rows[0];
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      posts: { type: "string", default: "0" },
      jobs: { type: "string", default: "0" },
      applications: { type: "string", default: "0" },
    },
  });
  const env = getEnv();
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const sizes = await generateData(database.db, {
      posts: Number(values.posts),
      jobs: Number(values.jobs),
      applications: Number(values.applications),
    });
    console.table(sizes);
  } finally {
    await database.close();
  }
}

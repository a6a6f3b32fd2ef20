// The production build on a throwaway PostgreSQL server, as the server benchmarks use it: started
// as `npm run serve` starts it (its pages warmed up) and used once `/readyz` says it is ready.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { startSiteProcess } from "../../tests/support/site-process.ts";

export async function startSiteOnPostgres(env: Record<string, string> = {}) {
  const postgres = await startPostgres();
  const site = await startSiteProcess(
    {
      DATABASE_URL: postgres.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "error",
      ...env,
    },
    undefined,
    { warmUp: true },
  );
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  return {
    site,
    client,
    postgres,
    async stop() {
      await client.end();
      await site.stop();
      postgres.destroy();
    },
  };
}

/** The newest published post's and open job's paths, from the database as it is now. */
export async function samplePaths(client: pg.Client) {
  const post = await client.query<{ slug: string }>(
    "select slug from blog_posts where status = 'published' and publish_date <= now() order by publish_date desc limit 1",
  );
  const job = await client.query<{ slug: string }>(
    "select slug from job_posts where is_active and (application_deadline is null or application_deadline > now()) order by created_at desc limit 1",
  );
  return {
    post: `/knowledge-center/${post.rows[0]?.slug}`,
    job: `/careers/job/${job.rows[0]?.slug}`,
  };
}

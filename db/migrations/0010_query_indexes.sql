-- Issue 8: no query on a hot page that grows with the table. Measured with 10,000 posts and jobs
-- on PostgreSQL 15 (EXPLAIN ANALYZE): the board's count and deep pages read the covering board
-- index alone; the knowledge-center lists stop after their rows; 'Explore by Category' and the
-- category counts read one partial index; the board and knowledge-center substring searches
-- (ILIKE '%text%') use trigram indexes where pg_trgm exists.
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_published_category_idx" ON "blog_posts" USING btree ("category_id","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "job_posts_open_board_idx" ON "job_posts" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"job_type","experience_level","category_id","application_deadline") WHERE is_active;
--> statement-breakpoint
-- Replaced by job_posts_open_board_idx (same order, plus the filtered columns).
DROP INDEX IF EXISTS "job_posts_board_idx";
--> statement-breakpoint
-- pg_trgm makes ILIKE '%text%' indexable. It ships with PostgreSQL (a trusted extension since 13)
-- and with PGlite when the client loads it; where it cannot be created the searches stay scans,
-- with the same results.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): substring searches stay scans', SQLERRM;
END $$;
--> statement-breakpoint
-- The expressions are the ones jobs.server.ts and posts.server.ts search (searchedText): the
-- columns joined by newlines, which the visitors' collapsed search text never contains, so a match
-- of the whole is a match of one column.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "job_posts_text_trgm_idx" ON "job_posts" USING gin
      (("title" || E'\n' || "company_name" || E'\n' || "location" || E'\n' || "description") gin_trgm_ops)
      WHERE "is_active";
    CREATE INDEX IF NOT EXISTS "blog_posts_text_trgm_idx" ON "blog_posts" USING gin
      (("title" || E'\n' || "excerpt" || E'\n' || immutable_array_to_string("tags", E'\n')) gin_trgm_ops)
      WHERE "status" = 'published';
  END IF;
END $$;

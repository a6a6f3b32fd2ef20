-- Issue 8: the careers board's text search (ILIKE '%text%' over the joined columns, see
-- searchedText in app/features/jobs/jobs.server.ts) had no statistics: PostgreSQL ignores the
-- statistics of a partial index's expression (job_posts_text_trgm_idx), so it guessed one
-- matching row for any word. For a common word ("engineer": 5,312 of 10,000 generated jobs) it then
-- read every match through the trigram index and sorted them for a page of 20 (45-57 ms) instead
-- of walking the board index until the page was full (0.5 ms). Statistics on the expression
-- itself (PostgreSQL 14+, PGlite too) let the planner tell common words from rare ones.
CREATE STATISTICS IF NOT EXISTS "job_posts_searched_text_stats" ON
  (("title" || E'\n' || "company_name" || E'\n' || "location" || E'\n' || "description"))
  FROM "job_posts";
--> statement-breakpoint
ANALYZE "job_posts";

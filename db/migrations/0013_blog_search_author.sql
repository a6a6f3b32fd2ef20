-- Issue 14 item 17: the knowledge center's search box promises authors ('Search articles, topics,
-- or authors...'), so the searched text (searchedText in app/features/blog/posts.server.ts) now
-- ends with the author's name. The trigram index is rebuilt on the new expression, so substring
-- searches keep reading it where pg_trgm exists.
DROP INDEX IF EXISTS "blog_posts_text_trgm_idx";
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "blog_posts_text_trgm_idx" ON "blog_posts" USING gin
      (("title" || E'\n' || "excerpt" || E'\n' || immutable_array_to_string("tags", E'\n') || E'\n' || coalesce("author_name", '')) gin_trgm_ops)
      WHERE "status" = 'published';
  END IF;
END $$;

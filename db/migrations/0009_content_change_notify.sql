-- The server caches anonymous pages and feeds (server/page-cache.ts). Every write to the tables
-- those pages are made of tells each instance to drop its cache: NOTIFY is sent when the
-- writing transaction commits, to every server listening, whichever instance wrote.
CREATE FUNCTION notify_content_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_categories_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER job_posts_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER job_categories_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

-- Generated tsvector columns need IMMUTABLE functions; array_to_string is only STABLE (it calls
-- type output functions), which is safe for text[].
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, $2) $$;
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_name" text,
	"author_role" text,
	"author_image" text,
	"read_time" integer,
	"template" text,
	"meta_title" text,
	"meta_description" text,
	"canonical_url" text,
	"legacy_url" text,
	"og_image" text,
	"twitter_image" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(tags, ' '), '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(keywords, ' '), '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'D')) STORED
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string(tags, ' '), '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_status_publish_idx" ON "blog_posts" USING btree ("status","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_category_publish_idx" ON "blog_posts" USING btree ("category_id","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "blog_posts_legacy_url_idx" ON "blog_posts" USING btree ("legacy_url");--> statement-breakpoint
CREATE INDEX "blog_posts_canonical_url_idx" ON "blog_posts" USING btree ("canonical_url");--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search_vector");
CREATE TABLE "application_resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_resumes_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "application_resumes_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "job_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_slug_history" ADD CONSTRAINT "job_slug_history_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_resumes_user_idx" ON "application_resumes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_slug_history_job_idx" ON "job_slug_history" USING btree ("job_id");--> statement-breakpoint
-- Old slugs decide which job page a visitor lands on: empty the page cache when they change (ADR 018).
CREATE TRIGGER job_slug_history_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_slug_history"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

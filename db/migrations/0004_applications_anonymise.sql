ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
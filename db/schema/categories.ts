import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Knowledge-center categories (spec part 2: id, name, slug, description, color). */
export const blogCategories = pgTable("blog_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  color: text("color"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Careers categories (spec part 3: id, name, description, color). */
export const jobCategories = pgTable("job_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
  color: text("color"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

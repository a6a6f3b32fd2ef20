import { asc, count, eq } from "drizzle-orm";
import { getDb, withDbRetry } from "~/lib/db.server";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";

/**
 * Knowledge-center categories for staff, with their post counts; their writes are the shared
 * ones (staff-categories).
 */
export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  color: string | null;
  /** Every post in it, drafts and scheduled ones too. */
  postCount: number;
}

/** Every category by name, each with how many posts it holds. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  return withDbRetry(() =>
    getDb()
      .select({
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
        description: blogCategories.description,
        color: blogCategories.color,
        postCount: count(blogPosts.id),
      })
      .from(blogCategories)
      .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
      .groupBy(blogCategories.id)
      .orderBy(asc(blogCategories.name)),
  );
}

import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { blogCategories } from "./categories.ts";
import { joinedList, tsvector, weighted } from "./search.ts";

export const postStatuses = ["draft", "published"] as const;
export const postTemplates = ["technical", "case-study", "news", "standard"] as const;

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Knowledge-center articles (spec part 2, blog_posts). A published post appears once its
 * publish_date has come, so a future date schedules it.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown; rendered without raw HTML. */
    content: text("content").notNull().default(""),
    status: text("status", { enum: postStatuses }).notNull().default("draft"),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull().defaultNow(),
    categoryId: text("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    tags: textList("tags"),
    keywords: textList("keywords"),
    authorName: text("author_name"),
    authorRole: text("author_role"),
    authorImage: text("author_image"),
    /** Minutes. */
    readTime: integer("read_time"),
    template: text("template", { enum: postTemplates }),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    /** A site path such as /knowledge-center/{slug}, or an absolute URL. */
    canonicalUrl: text("canonical_url"),
    /** The post's old address, /post/{slug}. */
    legacyUrl: text("legacy_url"),
    ogImage: text("og_image"),
    twitterImage: text("twitter_image"),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`${weighted(sql`title`, "A")} || ${weighted(joinedList(sql`tags`), "B")} || ${weighted(
        joinedList(sql`keywords`),
        "B",
      )} || ${weighted(sql`excerpt`, "B")} || ${weighted(sql`content`, "D")}`,
    ),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_idx").on(table.slug),
    index("blog_posts_status_publish_idx").on(table.status, table.publishDate.desc()),
    index("blog_posts_category_publish_idx").on(table.categoryId, table.publishDate.desc()),
    // Published posts newest first, in the lists' exact order: a page stops after its rows.
    index("blog_posts_published_idx")
      .on(table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    // Published posts by category, newest first: each category's count (an index-only scan) and
    // its newest posts for 'Explore by Category' (migration 0010).
    index("blog_posts_published_category_idx")
      .on(table.categoryId, table.publishDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index("blog_posts_tags_idx").using("gin", table.tags),
    index("blog_posts_legacy_url_idx").on(table.legacyUrl),
    index("blog_posts_canonical_url_idx").on(table.canonicalUrl),
    index("blog_posts_search_idx").using("gin", table.searchVector),
    index("blog_posts_updated_idx").on(table.updatedAt.desc()),
  ],
);

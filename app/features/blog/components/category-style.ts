import {
  BookOpen,
  Brain,
  Briefcase,
  Code2,
  type LucideIcon,
  Newspaper,
  Smartphone,
  Trophy,
} from "lucide-react";

/** How a knowledge-center category looks: its icon and the classes of its badge and tile. */
export interface CategoryStyle {
  icon: LucideIcon;
  /** Badge: a tinted background with text that keeps 4.5:1 contrast in both themes. */
  badge: string;
  /** Icon tile on category cards. */
  tile: string;
}

const categoryStyles: Record<string, CategoryStyle> = {
  "web-development": {
    icon: Code2,
    badge: "bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200",
    tile: "bg-blue-600 text-white",
  },
  "mobile-development": {
    icon: Smartphone,
    badge: "bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200",
    tile: "bg-violet-600 text-white",
  },
  "ai-ml": {
    icon: Brain,
    badge: "bg-pink-100 text-pink-900 dark:bg-pink-400/15 dark:text-pink-200",
    tile: "bg-pink-600 text-white",
  },
  business: {
    icon: Briefcase,
    badge: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
    tile: "bg-emerald-700 text-white",
  },
  "case-studies": {
    icon: Trophy,
    badge: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
    tile: "bg-amber-700 text-white",
  },
  news: {
    icon: Newspaper,
    badge: "bg-slate-200 text-slate-900 dark:bg-slate-400/20 dark:text-slate-100",
    tile: "bg-slate-700 text-white",
  },
};

/** The look of categories without one of their own (and of posts without a category). */
export const defaultCategoryStyle: CategoryStyle = {
  icon: BookOpen,
  badge: "bg-muted text-foreground",
  tile: "bg-primary text-primary-foreground",
};

/** The spec's category-specific icon and colour, or the default for any other id. */
export function categoryStyle(categoryId: string | null | undefined): CategoryStyle {
  return categoryId && Object.hasOwn(categoryStyles, categoryId)
    ? (categoryStyles[categoryId] as CategoryStyle)
    : defaultCategoryStyle;
}

/** The name shown for a post without a category. */
export const uncategorizedName = "Uncategorized";

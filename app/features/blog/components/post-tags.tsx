import { Link } from "react-router";
import { tagPath } from "~/lib/slugify";
import { cn } from "~/lib/utils";

/** A post's tags, each a link to its tag page; the first `max`, then '+N more'. */
export function PostTags({
  tags,
  max,
  className,
}: {
  tags: readonly string[];
  max?: number;
  className?: string;
}) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            className="inline-block rounded-md bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground outline-none hover:bg-primary/10 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
          >
            {tag}
          </Link>
        </li>
      ))}
      {hidden > 0 ? (
        <li className="px-1 py-0.5 text-xs font-medium text-muted-foreground">+{hidden} more</li>
      ) : null}
    </ul>
  );
}

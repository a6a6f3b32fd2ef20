import { cn } from "~/lib/utils";

/** The first `max` tags, then '+N more' for the rest (spec: 3 on the board, 4 for related jobs). */
export function TagList({
  tags,
  max,
  className,
  label = "Skills",
}: {
  tags: readonly string[];
  max?: number;
  className?: string;
  label?: string;
}) {
  if (tags.length === 0) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((tag) => (
        <li
          key={tag}
          className="rounded-md bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground"
        >
          {tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="rounded-md px-1 py-0.5 text-xs font-medium text-muted-foreground">
          +{hidden} more
        </li>
      ) : null}
    </ul>
  );
}

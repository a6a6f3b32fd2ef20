import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** The Quillstack mark: a stylised Q. Decorative next to the name; `className` sets its size. */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 7.5a8.5 8.5 0 1 0 4.9 15.45l2.45 2.45 1.9-1.9-2.4-2.4A8.5 8.5 0 0 0 16 7.5Zm0 2.8a5.7 5.7 0 1 1 0 11.4 5.7 5.7 0 0 1 0-11.4Z"
        className="fill-primary-foreground"
      />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  return <span className={cn("text-lg font-bold tracking-tight", className)}>{site.name}</span>;
}

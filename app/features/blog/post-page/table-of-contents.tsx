import { ListTree } from "lucide-react";
import { cn } from "~/lib/utils";
import type { TocEntry } from "./types";

/** 'On this page': links to the body's h2 and h3 sections (nothing when there are fewer than 2). */
export function TableOfContents({ toc, className }: { toc: TocEntry[]; className?: string }) {
  if (toc.length < 2) return null;
  return (
    <nav aria-labelledby="post-toc" className={cn("text-sm", className)}>
      <h2 id="post-toc" className="flex items-center gap-2 font-semibold">
        <ListTree aria-hidden="true" className="size-4" />
        On this page
      </h2>
      <ol className="mt-3 space-y-1 border-l border-border">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? "pl-4" : undefined}>
            <a
              href={`#${entry.id}`}
              className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-muted-foreground outline-none hover:border-primary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { cn } from "~/lib/utils";

/**
 * A post body rendered from the sanitized hast tree the server built (markdown.server.ts):
 * React elements, never an HTML string, so nothing in a post can run as script.
 */
export function MarkdownContent({ tree, className }: { tree: Root; className?: string }) {
  return (
    <div className={cn("markdown-content", className)}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs })}
    </div>
  );
}

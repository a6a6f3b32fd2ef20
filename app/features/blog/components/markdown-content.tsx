import type { Root, RootContent } from "hast";
import { type Components, toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { cn } from "~/lib/utils";

/** A code block may scroll sideways: keyboard users must be able to focus it to scroll it. */
function ScrollablePre(props: ComponentProps<"pre">) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
  return <pre {...props} tabIndex={0} />;
}

const components: Partial<Components> = { pre: ScrollablePre };

/** One top-level node of the body (a paragraph, heading, list, code block...). */
function HastBlock({ node }: { node: RootContent }) {
  return toJsxRuntime({ type: "root", children: [node] }, { Fragment, jsx, jsxs, components });
}

/**
 * A post body rendered from the sanitized hast tree the server built (markdown.server.ts):
 * React elements, never an HTML string, so nothing in a post can run as script. Typography and
 * the code-highlighting colours live in markdown-content.css (part of app.css). Each top-level
 * node is its own component, so React can hydrate a long post in slices between which the
 * browser stays responsive, instead of converting the whole tree in one go.
 */
export function MarkdownContent({ tree, className }: { tree: Root; className?: string }) {
  return (
    <div className={cn("markdown-content", className)}>
      {tree.children.map((node, index) => (
        // The body never reorders: position is the node's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <HastBlock key={index} node={node} />
      ))}
    </div>
  );
}

import { Link } from "react-router";
import type { Inline, Rich } from "~/content/legal/document";

export const textLink =
  "rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:text-inherit";

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === "string") return part;
  if (part.href.startsWith("/")) {
    return (
      <Link to={part.href} className={textLink}>
        {part.text}
      </Link>
    );
  }
  return (
    <a href={part.href} className={textLink}>
      {part.text}
    </a>
  );
}

/** A paragraph's text with its links: site paths as app links, mailto and web addresses as anchors. */
export function RichText({ text, className }: { text: Rich; className?: string }) {
  if (typeof text === "string") return className ? <span className={className}>{text}</span> : text;
  const parts = text.map((part, index) => (
    // Parts never reorder: the index is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: static content
    <InlinePart key={index} part={part} />
  ));
  return className ? <span className={className}>{parts}</span> : parts;
}

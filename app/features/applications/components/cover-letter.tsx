import { useId, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { previewText } from "../status";

const toggleClass =
  "mt-1 inline-flex cursor-pointer rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A cover letter cut at 150 characters with 'Read More'. With JavaScript the toggle is a button
 * with aria-expanded; before (or without) it, a <details> element does the same.
 */
export function CoverLetter({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { preview, truncated } = previewText(text);
  const body = "text-sm leading-relaxed whitespace-pre-line text-foreground/90";
  if (!truncated) return <p className={body}>{text}</p>;
  if (!hydrated) {
    return (
      <div className="group/letter">
        <p className={`${body} group-has-[details[open]]/letter:hidden`}>{preview}</p>
        <details>
          <summary className={`${toggleClass} list-none [&::-webkit-details-marker]:hidden`}>
            Read More
          </summary>
          <p className={body}>{text}</p>
        </details>
      </div>
    );
  }
  return (
    <div>
      <p id={id} className={body}>
        {expanded ? text : preview}
      </p>
      <button
        type="button"
        className={toggleClass}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "Show Less" : "Read More"}
      </button>
    </div>
  );
}

import { splitMarked } from "../highlight";

const markClass = "rounded-sm bg-amber-200/80 px-0.5 text-inherit dark:bg-amber-400/30";

/** Marked text as text and <mark> elements (React escapes it all: no HTML is parsed). */
export function Highlighted({ value }: { value: string }) {
  let offset = 0;
  return (
    <>
      {splitMarked(value).map((segment) => {
        // Segments never reorder: their offset in the text is a stable key.
        const key = offset;
        offset += segment.text.length;
        return segment.marked ? (
          <mark key={key} className={markClass}>
            {segment.text}
          </mark>
        ) : (
          <span key={key}>{segment.text}</span>
        );
      })}
    </>
  );
}

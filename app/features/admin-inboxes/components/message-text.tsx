/** Messages longer than this (or with more lines) are collapsed to a preview. */
const previewChars = 240;
const previewLines = 4;

function previewOf(message: string): string | null {
  const lines = message.split("\n");
  if (message.length <= previewChars && lines.length <= previewLines) return null;
  return `${lines.slice(0, previewLines).join("\n").slice(0, previewChars).trimEnd()}…`;
}

/**
 * A message as its sender wrote it (line breaks kept, never HTML). A long one shows a preview
 * and a native disclosure, so "Show more" works without JavaScript.
 */
export function MessageText({ message, from }: { message: string; from: string }) {
  const preview = previewOf(message);
  if (!preview) return <p className="max-w-prose whitespace-pre-line break-words">{message}</p>;
  return (
    <div className="group max-w-prose">
      <p className="whitespace-pre-line break-words group-has-[details[open]]:hidden">{preview}</p>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline">
          <span className="group-has-[details[open]]:hidden">Show more</span>
          <span className="hidden group-has-[details[open]]:inline">Show less</span>
          <span className="sr-only"> of the message from {from}</span>
        </summary>
        <p className="mt-2 whitespace-pre-line break-words">{message}</p>
      </details>
    </div>
  );
}

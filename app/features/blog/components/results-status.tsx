const busyText = "Loading blog posts...";

/**
 * The live region that announces a list's result count, or 'Loading blog posts...' while a new
 * list is on its way.
 */
export function ResultsStatus({
  busy,
  total,
  page,
  pageSize,
  shown,
}: {
  busy: boolean;
  total: number;
  page: number;
  pageSize: number;
  shown: number;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return (
    <p
      role="status"
      data-live-status=""
      data-busy-text={busyText}
      className="mt-4 min-h-5 text-sm text-muted-foreground"
    >
      {busy
        ? busyText
        : total === 0
          ? "No articles found"
          : `Showing ${first}–${last} of ${total} ${total === 1 ? "article" : "articles"}`}
    </p>
  );
}

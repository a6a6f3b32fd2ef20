/** Placeholders shaped like post cards while related articles load (one per expected card). */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" data-testid="related-skeleton" className="grid gap-6 md:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="overflow-hidden rounded-xl border border-border bg-card">
          <div className="aspect-video animate-pulse bg-border motion-reduce:animate-none" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-24 animate-pulse rounded-full bg-border motion-reduce:animate-none" />
            <div className="h-5 w-5/6 animate-pulse rounded bg-border motion-reduce:animate-none" />
            <div className="h-3 animate-pulse rounded bg-border motion-reduce:animate-none" />
            <div className="h-3 w-4/6 animate-pulse rounded bg-border motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  );
}

import { RotateCcw } from "lucide-react";
import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { cn } from "~/lib/utils";

/**
 * 'Try Again': reloads the page. A GET form for the current URL, so it works without
 * JavaScript; with JavaScript it is a real reload.
 */
export function ReloadButton({
  label = "Try Again",
  className,
}: {
  label?: string;
  className?: string;
}) {
  const location = useLocation();
  const params = [...new URLSearchParams(location.search)];
  return (
    <form
      method="get"
      action={location.pathname}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        window.location.reload();
      }}
    >
      {params.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query string may repeat a name
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={cn(
          "inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          className,
        )}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {label}
      </button>
    </form>
  );
}

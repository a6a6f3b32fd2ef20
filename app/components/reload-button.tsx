import { type LucideIcon, RotateCcw } from "lucide-react";
import type { FormEvent } from "react";
import { useLocation } from "react-router";

const primaryClass =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/**
 * Reloads the page ('Try Again' unless labelled otherwise). A GET form for the current URL, so
 * it works without JavaScript; with JavaScript it is a real reload (which also repeats a failed
 * form submission's request; islands/reload-button.ts on a static page).
 */
export function ReloadButton({
  label = "Try Again",
  icon: Icon = RotateCcw,
  className = primaryClass,
}: {
  label?: string;
  icon?: LucideIcon;
  /** The button's whole look: the primary button's unless given. */
  className?: string;
}) {
  const location = useLocation();
  const params = [...new URLSearchParams(location.search)];
  return (
    <form
      method="get"
      action={location.pathname}
      data-reload=""
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        window.location.reload();
      }}
    >
      {params.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query string may repeat a name
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </button>
    </form>
  );
}

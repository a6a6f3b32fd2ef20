import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { isTheme, type Theme } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { useShellData } from "./root-data";

/** Fetchers with this key carry a pending theme change (read by the document for an optimistic update). */
export const themeFetcherKey = "theme";

/** The theme to render now: a change being saved wins over the one the server read from the cookie. */
export function useTheme(): Theme {
  const { theme } = useShellData();
  const fetcher = useFetcher({ key: themeFetcherKey });
  const pending = fetcher.formData?.get("theme");
  return isTheme(pending) ? pending : theme;
}

const options = [
  { value: "system", label: "System", Icon: MonitorIcon },
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
] as const satisfies ReadonlyArray<{ value: Theme; label: string; Icon: unknown }>;

/**
 * System / light / dark. A plain form that posts to /theme and comes back to this page; with
 * JavaScript the choice is sent by a fetcher and applied at once.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const theme = useTheme();
  const fetcher = useFetcher({ key: themeFetcherKey });
  const location = useLocation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const value = submitter instanceof HTMLButtonElement ? submitter.value : null;
    if (!isTheme(value)) return;
    event.preventDefault();
    fetcher.submit({ theme: value }, { method: "post", action: "/theme" });
  }

  return (
    <form method="post" action="/theme" onSubmit={handleSubmit} className={className}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset className="flex items-center gap-2">
        <legend className="sr-only">Colour theme</legend>
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          Theme
        </span>
        <div className="inline-flex rounded-full border border-border p-0.5">
          {options.map(({ value, label, Icon }) => (
            <button
              key={value}
              type="submit"
              name="theme"
              value={value}
              aria-pressed={theme === value}
              title={`${label} theme`}
              className={cn(
                "inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                theme === value && "bg-accent text-accent-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only">{label} theme</span>
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}

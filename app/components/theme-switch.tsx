import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useLocation } from "react-router";
import type { Theme } from "~/lib/theme";
import { useShellData } from "./root-data";

const options = [
  { value: "system", label: "System", Icon: MonitorIcon },
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
] as const satisfies ReadonlyArray<{ value: Theme; label: string; Icon: unknown }>;

/**
 * System / light / dark. A plain form that posts to /theme and comes back to this page; with
 * JavaScript islands/theme-switch.ts applies the choice at once and saves it in the background.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme } = useShellData();
  const location = useLocation();
  return (
    <form method="post" action="/theme" data-theme-switch className={className}>
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
              data-theme-option
              aria-pressed={theme === value}
              title={`${label} theme`}
              className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-accent aria-pressed:text-accent-foreground"
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

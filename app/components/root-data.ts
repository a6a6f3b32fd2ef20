import { useRouteLoaderData } from "react-router";
import { parseTheme, type Theme } from "~/lib/theme";

/** The signed-in user as the shell shows it. */
export interface ShellUser {
  id: string;
  name: string;
  email: string;
  /** Holds a staff role: the account menu links to the staff area. */
  staff: boolean;
}

export interface ShellData {
  siteUrl: string | null;
  theme: Theme;
  user: ShellUser | null;
  /** Google Analytics is configured (GA_MEASUREMENT_ID): its script hosts are trusted. */
  analytics: boolean;
}

/** The shell's user of the root loader's (or getHeaderUser's) value, or null. */
export function toShellUser(value: unknown): ShellUser | null {
  if (!value || typeof value !== "object") return null;
  const { id, name, email, staff } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof email !== "string") return null;
  return {
    id,
    email,
    name: typeof name === "string" && name ? name : email,
    staff: staff === true,
  };
}

/**
 * What the shell needs from the root loader. Read defensively: the root data is missing while
 * an error renders, and fields are added by other features over time (a missing one is null).
 */
export function useShellData(): ShellData {
  const data = useRouteLoaderData("root") as Record<string, unknown> | undefined;
  return {
    siteUrl: typeof data?.siteUrl === "string" ? data.siteUrl : null,
    theme: parseTheme(data?.theme),
    user: toShellUser(data?.user),
    analytics: typeof data?.gaMeasurementId === "string" && data.gaMeasurementId !== "",
  };
}

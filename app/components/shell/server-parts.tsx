import { type ComponentType, createContext, type ScriptHTMLAttributes, use } from "react";
import { useMatches, useRouteError } from "react-router";
import type { StaticPageKind } from "~/islands/static-routes";

/**
 * What only the server renders of the document (ADR 064); app/entry.server.tsx provides it, and
 * the browser's bundle has none of its code.
 */
export interface ServerOnly {
  /** The frame: the headers, the footer, the cookie banner with its dialog (their widgets are the islands, ADR 046). */
  parts: {
    "site-header": ComponentType;
    "staff-header": ComponentType;
    footer: ComponentType;
    "cookie-consent": ComponentType;
  };
  /** The text of <head>'s inline scripts: the Trusted Types policy, the site's structured data. */
  trustedTypesPolicyScript(analytics: boolean): string;
  siteJsonLd(siteUrl: string): string;
  /** How the page of these routes is sent (islands/static-routes, ADR 046 and 091). */
  staticPageKind(routeIds: readonly string[]): StaticPageKind;
  /** The root's error screens, which the browser loads when one shows. */
  RootErrorBoundary: ComponentType<{ error: unknown }>;
  /**
   * Parts of hydrated pages that the browser loads when they are needed, by name (the staff post
   * editor's preview, ADR 082): the server renders them at once, so the page has them without
   * their code. The feature that uses one knows its props (`useServerDeferred`).
   */
  deferred: Record<string, ComponentType<never>>;
}

export const ServerOnlyContext = createContext<ServerOnly | null>(null);

/** What only the server renders; null in the browser. */
export function useServerOnly(): ServerOnly | null {
  return use(ServerOnlyContext);
}

/**
 * How this page is sent (ADR 046, 091). Decided on the server only: in a browser that runs React
 * the page hydrated or came by client navigation, and keeps React. An error screen is React (its
 * buttons need it); outside an error boundary useRouteError answers undefined.
 */
export function useStaticPageKind(): StaticPageKind {
  const kindOf = useServerOnly()?.staticPageKind;
  const matches = useMatches();
  const error = useRouteError();
  if (!kindOf || error != null) return "hydrated";
  return kindOf(matches.map((match) => match.id));
}

/** The server's rendering of a part the browser loads on demand (ADR 082); undefined in the browser. */
export function useServerDeferred<Props>(name: string): ComponentType<Props> | undefined {
  return useServerOnly()?.deferred[name] as ComponentType<Props> | undefined;
}

/** React neither hydrates nor updates an element's content given as an unchanging string. */
export const keepServerMarkup = { __html: "" };

/**
 * One server-rendered part. On the server, its markup in a box-less wrapper; in the browser the
 * same wrapper with the server's markup left as it is, through hydration and every later render.
 */
export function ServerPart({ name }: { name: keyof ServerOnly["parts"] }) {
  const Part = useServerOnly()?.parts[name];
  if (Part) {
    return (
      <div data-server-part={name} className="contents">
        <Part />
      </div>
    );
  }
  return (
    <div
      data-server-part={name}
      className="contents"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string; the server's markup stays
      dangerouslySetInnerHTML={keepServerMarkup}
    />
  );
}

/** An inline script whose text only the server writes; in the browser React keeps it as sent. */
export function ServerScript({
  text,
  ...props
}: { text: string | undefined } & ScriptHTMLAttributes<HTMLScriptElement>) {
  return (
    <script
      {...props}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: scripts of our own (the server's text)
      dangerouslySetInnerHTML={{ __html: text ?? "" }}
    />
  );
}

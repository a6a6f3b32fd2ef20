import islandsEntryUrl from "virtual:islands-entry";
import { lazy, Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useLocation,
} from "react-router";
import interCore from "~/assets/fonts/inter-core-latin.woff2?url";
import { forbiddenTitle } from "~/components/errors/titles";
import { HydratedMarker } from "~/components/hydrated-marker";
import { useShellData } from "~/components/root-data";
import { SiteScrollRestoration } from "~/components/scroll-restoration";
import {
  ServerPart,
  ServerScript,
  useServerOnly,
  useStaticPageKind,
} from "~/components/shell/server-parts";
import { ShellUpdates } from "~/components/shell/shell-updates";
import { SkipLink } from "~/components/shell/skip-link";
import { isStaffPath } from "~/components/shell/staff-area";
import { getRouteMeta } from "~/content/route-meta";
import { getHeaderUser } from "~/features/access/guards.server";
import { ConsentModeScript } from "~/features/consent/consent-mode-script";
import { FlashToast } from "~/features/forms/flash-toast";
import { feedLinks, hubLinks } from "~/features/seo/links";
import { getEnv } from "~/lib/env.server";
import { readFlash } from "~/lib/flash.server";
import { useNonce } from "~/lib/nonce";
import { buildMeta, routeMetaFromMatches, siteUrlFromMatches } from "~/lib/page-meta";
import { readTheme } from "~/lib/theme.server";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";

export async function loader({ request }: Route.LoaderArgs) {
  const flash = await readFlash(request);
  return data(
    {
      /** The signed-in user for the account entry, or null (anonymous requests skip the database). */
      user: await getHeaderUser(request),
      /** Public origin of the site (SITE_URL), for canonical URLs and structured data. */
      siteUrl: getEnv().SITE_URL,
      /** Colour theme from the `theme` cookie, so the server renders the right one. */
      theme: readTheme(request),
      /** One toast for this page from the flash cookie (a form's result); the cookie is cleared. */
      toast: flash.toast,
      /** The page's search and social metadata (app/content/route-meta.ts), for `meta`. */
      routeMeta: getRouteMeta(new URL(request.url).pathname),
      /** Google Analytics id for the consent feature; gtag loads only after analytics consent. */
      gaMeasurementId: getEnv().GA_MEASUREMENT_ID ?? null,
    },
    { headers: flash.headers },
  );
}

export const links: Route.LinksFunction = () => [
  // Inter's core file (scripts/subset-inter.ts): every page's text needs it for the first paint.
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The site's one stylesheet. With a precedence React emits it at the top of <head>, before
  // the module preloads, so the browser asks for it first: it is what the first paint waits for.
  { rel: "stylesheet", href: appStylesheet, precedence: "site" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...feedLinks,
  ...hubLinks,
];

/**
 * The root loader answers for the page's path (its metadata), so it runs again on every client
 * navigation to another path, besides React Router's own reasons (after an action).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** Default metadata, used by routes without their own `meta` and by error screens. */
export const meta: Route.MetaFunction = ({ location, matches, error }) => {
  const page = {
    pathname: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    routeMeta: routeMetaFromMatches(matches),
  };
  if (error === undefined) return buildMeta(page);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return buildMeta({
    ...page,
    noindex: true,
    title: notFound ? "Page Not Found" : forbidden ? forbiddenTitle : "Something Went Wrong",
    canonical: notFound ? "/404" : undefined,
  });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { siteUrl, analytics, theme } = useShellData();
  const staffArea = isStaffPath(useLocation().pathname);
  // Without React Router's scripts (ADR 046, 097).
  const staticPage = useStaticPageKind() === "shared";
  const serverOnly = useServerOnly();
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The Trusted Types default policy: the first script, before anything can use a sink. */}
        <ServerScript
          nonce={nonce || undefined}
          text={serverOnly?.trustedTypesPolicyScript(analytics)}
        />
        <ConsentModeScript nonce={nonce} />
        <Meta />
        <Links />
        {siteUrl ? (
          <ServerScript
            type="application/ld+json"
            nonce={nonce || undefined}
            text={serverOnly?.siteJsonLd(siteUrl)}
          />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col bg-background font-sans text-foreground antialiased">
        <SkipLink />
        <ServerPart name={staffArea ? "staff-header" : "site-header"} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {staffArea ? null : <ServerPart name="footer" />}
        <FlashToast />
        <ServerPart name="cookie-consent" />
        <ShellUpdates staffArea={staffArea} />
        <HydratedMarker />
        {staticPage ? (
          <script type="module" src={islandsEntryUrl} nonce={nonce || undefined} />
        ) : (
          <>
            <SiteScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The error screens load in the browser when one shows (ADR 064); the server renders them at once. */
const LazyRootErrorBoundary = lazy(() =>
  import("~/components/errors/root-error-boundary").then((module) => ({
    default: module.RootErrorBoundary,
  })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const RootErrorBoundary = useServerOnly()?.RootErrorBoundary ?? LazyRootErrorBoundary;
  return (
    <Suspense>
      <RootErrorBoundary error={error} />
    </Suspense>
  );
}

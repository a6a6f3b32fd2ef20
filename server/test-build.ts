// For tests: a React Router build of one page under the app's real root error boundary and
// entry.server, to serve through the app's real server (createHonoApp).
import { createElement, type FunctionComponent, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ServerBuild,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import { RootErrorBoundary } from "~/components/errors/root-error-boundary";
import * as entryServer from "~/entry.server";

const Layout = ({ children }: { children: ReactNode }) =>
  createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement(Meta), createElement(Links)),
    createElement("body", null, children, createElement(Scripts)),
  );

const RootOutlet = () => createElement(Outlet);
// What the React Router Vite plugin does to a route module's ErrorBoundary export.
const RootBoundary = withErrorBoundaryProps(({ error }) =>
  createElement(RootErrorBoundary, { error }),
);

/**
 * A build with the root layout (meta, links and React Router's inline scripts) and one page at
 * `path` rendering `Page`, with `loader` when given.
 */
export function onePageBuild({
  path,
  Page,
  loader,
}: {
  path: string;
  Page: FunctionComponent;
  loader?: () => Promise<unknown>;
}): ServerBuild {
  const routeAssets = (id: string, parentId: string | undefined, routePath: string) => ({
    id,
    parentId,
    path: routePath,
    hasAction: false,
    hasLoader: id !== "root" && loader !== undefined,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: id === "root",
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
  });
  return {
    entry: { module: entryServer },
    routes: {
      root: {
        id: "root",
        parentId: undefined,
        path: "",
        module: { Layout, default: RootOutlet, ErrorBoundary: RootBoundary },
      },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path,
        module: loader ? { loader, default: Page } : { default: Page },
      },
    },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [], css: [] },
      routes: {
        root: routeAssets("root", undefined, ""),
        "routes/page": routeAssets("routes/page", "root", path),
      },
      url: "/assets/manifest.js",
      version: "test",
    },
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    publicPath: "/",
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
}

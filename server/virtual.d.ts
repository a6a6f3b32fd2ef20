declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

declare module "virtual:islands-entry" {
  /** The URL of the static pages' script, app/islands/static-page.ts (ADR 046). */
  const url: string;
  export default url;
}

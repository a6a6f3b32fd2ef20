import { CreditsPage } from "~/features/content-pages/credits-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/credits";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Credits", canonical: "/credits" });

export default CreditsPage;

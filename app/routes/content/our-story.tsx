import { OurStoryPage, ourStoryPath } from "~/features/content-pages/our-story-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/our-story";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Our Story", canonical: ourStoryPath });

export default OurStoryPage;

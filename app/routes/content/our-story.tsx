import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/our-story";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function OurStoryPage() {
  return (
    <PageIntro title="Our story">
      Founded in 2020 to connect professionals directly with clients, Quillstack has grown into a
      software development and Team as a Service company with offices in India and Canada and
      partners worldwide.
    </PageIntro>
  );
}

import { ContactPage } from "~/features/marketing-pages/contact-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ContactRoute() {
  return <ContactPage />;
}

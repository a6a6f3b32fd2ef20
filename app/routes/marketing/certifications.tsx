import { site } from "~/content/site";
import { CertificationsPage } from "~/features/certifications/certifications-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/certifications";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Certifications & Partnerships",
    description: `ISO/IEC 27001:2022, ISO 9001:2015, accessibility specialists and platform partner programmes: the certifications ${site.name} is audited against and what they mean for clients.`,
    canonical: "/certifications",
  });

export default function CertificationsRoute() {
  return <CertificationsPage />;
}

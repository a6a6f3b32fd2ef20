import { termsAndConditions } from "~/content/legal/terms-and-conditions";
import { LegalDocumentPage } from "~/features/content-pages/legal-document-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: termsAndConditions.title, canonical: "/terms-and-conditions" });

export default function TermsAndConditionsPage() {
  return <LegalDocumentPage document={termsAndConditions} />;
}

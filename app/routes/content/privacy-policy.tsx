import { privacyPolicy } from "~/content/legal/privacy-policy";
import { LegalDocumentPage } from "~/features/content-pages/legal-document-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: privacyPolicy.title, canonical: "/privacy-policy" });

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}

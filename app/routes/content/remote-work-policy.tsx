import { remoteWorkPolicy } from "~/content/about/remote-work-policy";
import { LegalDocumentPage } from "~/features/content-pages/legal-document-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/remote-work-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: remoteWorkPolicy.title, canonical: "/remote-work-policy" });

export default function RemoteWorkPolicyPage() {
  return <LegalDocumentPage document={remoteWorkPolicy} />;
}

import { cookieSettingsSectionId, cookiesPolicy } from "~/content/legal/cookies-policy";
import { CookieSettingsAction } from "~/features/content-pages/cookie-settings-action";
import { LegalDocumentPage } from "~/features/content-pages/legal-document-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/cookies-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: cookiesPolicy.title, canonical: "/cookies-policy" });

export default function CookiesPolicyPage() {
  return (
    <LegalDocumentPage
      document={cookiesPolicy}
      after={{ [cookieSettingsSectionId]: <CookieSettingsAction /> }}
    />
  );
}

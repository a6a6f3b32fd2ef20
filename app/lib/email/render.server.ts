import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";
import type { Brand, EmailTemplate, RenderedEmail } from "./templates/layout.ts";

/** The brand printed in emails: names from app/content/site.ts, the origin from SITE_URL. */
export function getBrand(): Brand {
  return {
    name: site.name,
    legalName: site.legalName,
    email: site.email,
    siteUrl: getEnv().SITE_URL,
  };
}

/** Renders a template with the site's brand: `renderEmail(verifyEmail, { url })`. */
export function renderEmail<Data>(
  template: EmailTemplate<Data>,
  data: Data,
  brand: Brand = getBrand(),
): RenderedEmail {
  return template.render(data, brand);
}

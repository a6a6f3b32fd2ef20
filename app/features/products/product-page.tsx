import type { ProductSlug } from "~/content/products";
import { ecommerceBlueprint } from "~/content/products/ecommerce-blueprint";
import { lockboxy } from "~/content/products/lockboxy";
import { projectHive } from "~/content/products/project-hive";
import { suchify } from "~/content/products/suchify";
import { ProductEnquiryDialogs } from "./blocks";
import type { CustomEnquiryResult } from "./custom-enquiry/result";
import { EcommerceBlueprintPage } from "./ecommerce-blueprint-page";
import { LockboxyPage } from "./lockboxy-page";
import { ProjectHivePage } from "./project-hive-page";
import { SuchifyPage } from "./suchify-page";
import { TabulatorPage, tabulatorEnquiries } from "./tabulator-page";

/** The enquiries (page type and service) each product page's buttons open. */
const enquiries: Record<ProductSlug, readonly { pageType: string; defaultService: string }[]> = {
  "project-hive-management": [projectHive],
  "ecommerce-blueprint": [ecommerceBlueprint],
  "tabulator-powerbi": tabulatorEnquiries,
  lockboxy: [lockboxy],
  suchify: [suchify],
};

/** The page of each product, by slug, with the enquiry dialogs its buttons open. */
export function ProductPage({
  slug,
  enquiryResult,
}: {
  slug: ProductSlug;
  /** The custom e-commerce enquiry's answer to a form posted without JavaScript. */
  enquiryResult?: CustomEnquiryResult;
}) {
  return (
    <>
      <Page slug={slug} enquiryResult={enquiryResult} />
      <ProductEnquiryDialogs products={enquiries[slug]} />
    </>
  );
}

function Page({ slug, enquiryResult }: { slug: ProductSlug; enquiryResult?: CustomEnquiryResult }) {
  switch (slug) {
    case "project-hive-management":
      return <ProjectHivePage />;
    case "ecommerce-blueprint":
      return <EcommerceBlueprintPage enquiryResult={enquiryResult} />;
    case "tabulator-powerbi":
      return <TabulatorPage />;
    case "lockboxy":
      return <LockboxyPage />;
    case "suchify":
      return <SuchifyPage />;
  }
}

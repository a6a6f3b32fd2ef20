import type { ProductSlug } from "~/content/products";
import type { CustomEnquiryResult } from "./custom-enquiry/result";
import { EcommerceBlueprintPage } from "./ecommerce-blueprint-page";
import { LockboxyPage } from "./lockboxy-page";
import { ProjectHivePage } from "./project-hive-page";
import { SuchifyPage } from "./suchify-page";
import { TabulatorPage } from "./tabulator-page";

/** The page of each product, by slug. */
export function ProductPage({
  slug,
  enquiryResult,
}: {
  slug: ProductSlug;
  /** The custom e-commerce enquiry's answer to a form posted without JavaScript. */
  enquiryResult?: CustomEnquiryResult;
}) {
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

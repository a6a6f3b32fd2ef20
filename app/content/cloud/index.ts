import { awsPage } from "./aws";
import { azurePage } from "./azure";
import { googleCloudPage } from "./google-cloud";
import type { CloudProviderPage } from "./types";

export type * from "./types";
export { awsPage, azurePage, googleCloudPage };

/** The three cloud pages in the site's order: AWS first, Azure second, Google Cloud third. */
export const cloudPages: readonly CloudProviderPage[] = [awsPage, azurePage, googleCloudPage];

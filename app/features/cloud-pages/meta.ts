import type { CloudProviderPage } from "~/content/cloud";
import { pageMeta } from "~/lib/page-meta";

/** A cloud page's search metadata: its own title, description and keywords, canonical at its path. */
export function cloudPageMeta(args: Parameters<typeof pageMeta>[0], page: CloudProviderPage) {
  return pageMeta(args, {
    title: page.meta.title,
    description: page.meta.description,
    keywords: [...page.meta.keywords],
    canonical: page.path,
  });
}

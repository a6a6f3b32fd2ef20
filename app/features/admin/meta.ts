import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** Every staff page: its own title and never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | Staff | ${site.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

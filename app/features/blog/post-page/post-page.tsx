import { JsonLd } from "~/components/json-ld";
import { postJsonLd } from "../post-seo";
import type { PostTemplate } from "../types";
import { CaseStudyPost } from "./case-study-post";
import { NewsPost } from "./news-post";
import { StandardPost } from "./standard-post";
import { TechnicalPost } from "./technical-post";
import type { PostTemplateProps } from "./types";

const templates: Record<PostTemplate, (props: PostTemplateProps) => React.ReactNode> = {
  technical: TechnicalPost,
  "case-study": CaseStudyPost,
  news: NewsPost,
  standard: StandardPost,
};

/** A post in its template with its BlogPosting structured data (the breadcrumb brings its own). */
export function PostPage({ siteUrl, ...props }: PostTemplateProps & { siteUrl: string }) {
  const Template = templates[props.template] ?? StandardPost;
  return (
    <>
      <JsonLd data={postJsonLd(props.post, siteUrl)} />
      <Template {...props} />
    </>
  );
}

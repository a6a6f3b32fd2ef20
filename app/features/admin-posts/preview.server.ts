import type { Root } from "hast";
import { markdownToHast } from "~/features/blog/markdown.server";
import { choosePostTemplate } from "~/features/blog/post-view";
import { postContentLimit } from "./post-fields";

export type PreviewResult = { ok: true; tree: Root } | { ok: false; error: string };

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A post body as the public page renders it: the same renderer, with code highlighted when the
 * template (chosen or automatic) is technical.
 */
export function previewPost(input: {
  content: unknown;
  template: unknown;
  categoryId: unknown;
}): PreviewResult {
  const content = asText(input.content);
  if (content.length > postContentLimit) {
    return {
      ok: false,
      error: `The content is too long to preview: at most ${postContentLimit.toLocaleString("en-US")} characters.`,
    };
  }
  const template = choosePostTemplate(asText(input.template), asText(input.categoryId));
  return { ok: true, tree: markdownToHast(content, { highlight: template === "technical" }) };
}

import { Tag } from "lucide-react";
import { cn } from "~/lib/utils";
import { PostTags } from "../components/post-tags";
import { ShareLinks } from "./share-links";
import type { PostView } from "./types";

/** After the body: every tag (each a link to its tag page) and the share links. */
export function PostFooter({
  post,
  url,
  className,
}: {
  post: PostView;
  url: string;
  className?: string;
}) {
  return (
    <footer className={cn("space-y-5 border-t border-border pt-6", className)}>
      {post.tags.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold">
            <Tag aria-hidden="true" className="size-4" />
            Tags
          </h2>
          <PostTags tags={post.tags} />
        </div>
      ) : null}
      <ShareLinks title={post.title} url={url} />
    </footer>
  );
}

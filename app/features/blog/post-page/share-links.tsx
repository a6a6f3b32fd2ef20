import { Mail, Share2 } from "lucide-react";
import { cn } from "~/lib/utils";

/** Share addresses of the networks: plain links, no third-party script on our page. */
export function shareLinks(title: string, url: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "Email", href: `mailto:?subject=${t}&body=${u}` },
  ];
}

const linkClass =
  "inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-background px-3.5 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none";

/** 'Share this article' with one link per network (new tab) and an email link. */
export function ShareLinks({
  title,
  url,
  className,
}: {
  title: string;
  url: string;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <h2 className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold">
        <Share2 aria-hidden="true" className="size-4" />
        Share this article
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(title, url).map((link) =>
          link.label === "Email" ? (
            <li key={link.label}>
              <a href={link.href} className={linkClass}>
                <Mail aria-hidden="true" className="size-4" />
                {link.label}
              </a>
            </li>
          ) : (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { TagList } from "~/components/tag-list";
import type { TagService } from "../services";

/** A service on a tag page: title (a link covering the card), summary, 4 technologies then '+N more'. */
export function ServiceCard({
  service,
  headingLevel: Heading = "h3",
}: {
  service: TagService;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-xs transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-ring motion-reduce:transition-none">
      <Heading className="text-lg leading-snug font-semibold text-balance">
        <Link
          to={service.link}
          data-card-link=""
          className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-primary"
        >
          {service.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{service.summary}</p>
      <TagList tags={service.technologies} max={4} label="Technologies" className="mt-4" />
      <p className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-primary">
        View {service.kind}
        <ArrowRight aria-hidden="true" className="size-4" />
      </p>
    </article>
  );
}

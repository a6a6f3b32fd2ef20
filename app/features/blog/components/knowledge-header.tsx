import type { ReactNode } from "react";

/** The top of the knowledge-center screens: eyebrow, heading, lead paragraph and links. */
export function KnowledgeHeader({
  eyebrow = "Knowledge Center",
  title,
  children,
  actions,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_80%_-20%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-10 sm:px-6 lg:pt-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children ? (
          <p className="mt-4 max-w-3xl text-lg text-pretty text-muted-foreground">{children}</p>
        ) : null}
        {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

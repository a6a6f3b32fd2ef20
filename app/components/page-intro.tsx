import type { ReactNode } from "react";

/** A page's heading and lead paragraph. */
export function PageIntro({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg text-pretty text-muted-foreground">{children}</p>
    </section>
  );
}

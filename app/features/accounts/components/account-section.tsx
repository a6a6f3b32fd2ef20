import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** One part of /user/account: its icon, title and description beside its content. */
export function Section({
  id,
  title,
  description,
  icon,
  children,
  tone = "default",
}: {
  id: string;
  title: string;
  description: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  tone?: "default" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-2xl border bg-card shadow-sm shadow-slate-900/5 dark:shadow-none",
        tone === "danger" ? "border-destructive-border" : "border-border",
      )}
    >
      <div className="grid gap-6 p-6 sm:p-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
        <div>
          <div
            className={cn(
              "mb-3 flex size-10 items-center justify-center rounded-lg [&_svg]:size-5",
              tone === "danger"
                ? "bg-destructive-subtle text-destructive"
                : "bg-accent text-accent-foreground",
            )}
          >
            {icon}
          </div>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h2>
          <div className="mt-1.5 text-sm text-muted-foreground">{description}</div>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}

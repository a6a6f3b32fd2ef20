import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The apply page's answer once the candidate has applied: what happened, and where to go next. */
export function Submitted({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-success-border bg-success-subtle p-6">
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h2 className="text-lg font-semibold text-success">{title}</h2>
          <div className="mt-2 text-foreground">{children}</div>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/user/applications">View My Applications</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/careers">Browse More Jobs</Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

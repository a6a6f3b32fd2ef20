import { FolderKanban, Lock, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { ProjectItem } from "../schema";
import { formatPeriod } from "./format";

/** A project's title (marked Private when it is, or with `badge`), then its role, client, dates and team. */
export function ProjectFacts({ project, badge }: { project: ProjectItem; badge?: ReactNode }) {
  const period = formatPeriod(project.duration_start, project.duration_end, false);
  return (
    <>
      <h4 className="flex flex-wrap items-center gap-2 font-semibold">
        <FolderKanban aria-hidden="true" className="size-4 text-muted-foreground" />
        {project.title}
        {badge ??
          (project.is_public ? null : (
            <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground ring-1 ring-border ring-inset">
              <Lock aria-hidden="true" className="size-3" />
              Private
            </span>
          ))}
      </h4>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{project.role}</span>
        {project.client ? <span>for {project.client}</span> : null}
        {period ? <span>{period}</span> : null}
        {project.team_size > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            Team of {project.team_size}
          </span>
        ) : null}
      </p>
    </>
  );
}

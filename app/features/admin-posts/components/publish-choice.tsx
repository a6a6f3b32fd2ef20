import { DateTime } from "~/components/admin/admin-ui";
import { InputField, type Meta } from "~/components/ui/field";
import { labelClass } from "~/components/ui/label";
import type { PublishMode } from "../post-fields";
import type { PostState } from "../post-state";

const choices: { mode: PublishMode; label: string; hint: string }[] = [
  { mode: "draft", label: "Draft", hint: "Only staff can see it." },
  { mode: "now", label: "Publish now", hint: "Readers see it as soon as you save." },
  { mode: "schedule", label: "Schedule", hint: "Readers see it from the time below." },
];

/**
 * Draft, publish now or schedule, with the schedule's date and time in UTC. Works without
 * JavaScript: the time field is always there and only counts when Schedule is chosen.
 */
export function PublishChoice({
  name,
  mode,
  scheduleAt,
  current,
}: {
  /** The radios' field name. */
  name: string;
  /** The choice the form starts with. */
  mode: string;
  /** The schedule's date and time field. */
  scheduleAt: Meta;
  /** The saved post's state and publish date, for the line saying where it stands. */
  current: { state: PostState; publishDate: string } | null;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>Publishing</legend>
      {current ? (
        <p className="text-sm text-muted-foreground">
          {current.state === "draft" ? (
            "Now a draft."
          ) : current.state === "scheduled" ? (
            <>
              Scheduled for <DateTime value={current.publishDate} />.
            </>
          ) : (
            <>
              Published <DateTime value={current.publishDate} />; publishing again keeps this date.
            </>
          )}
        </p>
      ) : null}
      <div className="space-y-2">
        {choices.map((choice) => (
          <div key={choice.mode} className="flex items-start gap-2 text-sm">
            <input
              id={`post-publish-${choice.mode}`}
              type="radio"
              name={name}
              value={choice.mode}
              defaultChecked={mode === choice.mode}
              aria-describedby={`post-publish-${choice.mode}-hint`}
              className="mt-0.5 size-4 accent-primary"
            />
            <div>
              <label htmlFor={`post-publish-${choice.mode}`} className="font-medium">
                {choice.label}
              </label>
              <p id={`post-publish-${choice.mode}-hint`} className="text-xs text-muted-foreground">
                {choice.hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      <InputField
        meta={scheduleAt}
        label="Publish at (UTC)"
        type="datetime-local"
        description="Used when Schedule is chosen. The time is in UTC, not your local time, and must be in the future."
        controlHeight="h-10"
      />
    </fieldset>
  );
}

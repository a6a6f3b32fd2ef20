import { CalendarDays, GraduationCap } from "lucide-react";
import { InputField } from "~/components/ui/field";
import { type EducationItem, educationSchema } from "../schema";
import { EntriesTab, EntryCard, PeriodFields } from "./entries-tab";
import { EntryActions } from "./entry-forms";
import { formatPeriod } from "./format";
import type { FieldsOf } from "./profile-form";

const action = "/user/profile?tab=education";

function educationFields(fields: FieldsOf<typeof educationSchema>) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField meta={fields.institution} label="Institution" required maxLength={200} />
      <InputField
        meta={fields.degree}
        label="Degree"
        required
        maxLength={150}
        placeholder="e.g. BSc"
      />
      <InputField meta={fields.field_of_study} label="Field of Study" maxLength={150} />
      <InputField meta={fields.gpa} label="GPA" maxLength={20} placeholder="e.g. 3.8 / 4.0" />
      <PeriodFields fields={fields} currentLabel="I currently study here" />
    </div>
  );
}

function EducationCard({ item }: { item: EducationItem }) {
  const period = formatPeriod(item.start_date, item.end_date, item.current);
  return (
    <EntryCard
      icon={GraduationCap}
      title={item.institution}
      details={
        <>
          <p className="text-muted-foreground">
            {item.degree}
            {item.field_of_study ? `, ${item.field_of_study}` : ""}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {period ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {period}
              </span>
            ) : null}
            {item.gpa ? <span>GPA {item.gpa}</span> : null}
          </p>
        </>
      }
    >
      <EntryActions
        className="mt-4 flex flex-wrap items-start gap-3 border-t border-border pt-4"
        action={action}
        kind="education"
        id={item.id}
        hidden={{ educationId: item.id }}
        schema={educationSchema}
        entry={item}
        label={item.institution}
        saveLabel="Save Education"
        deleteDescription="The education entry is removed from your profile. This cannot be undone."
      >
        {educationFields}
      </EntryActions>
    </EntryCard>
  );
}

export function EducationTab({ education }: { education: EducationItem[] }) {
  return (
    <EntriesTab
      id="education"
      description="Degrees, diplomas and certificates."
      items={education}
      card={(item) => <EducationCard key={item.id} item={item} />}
      empty={{ icon: GraduationCap, title: "No education added yet" }}
      schema={educationSchema}
      required={{ names: ["institution", "degree"], hint: "Institution and degree are required." }}
      fields={educationFields}
    />
  );
}

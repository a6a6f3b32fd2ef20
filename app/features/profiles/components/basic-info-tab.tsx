import { InputField, TextareaField } from "~/components/ui/field";
import { ServerCheckedForm } from "~/components/ui/form";
import { serverCheckedForm } from "~/components/ui/server-checked-form";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ProfileView } from "../types";
import { useAnswer, usePending } from "./profile-answers";
import { TagInput } from "./tag-input";

const socialLinks = [
  ["linkedin", "LinkedIn", "https://www.linkedin.com/in/your-name"],
  ["github", "GitHub", "https://github.com/your-name"],
] as const;
type BasicInfoValues = Record<(typeof fieldNames)[number], string | string[] | undefined>;

const fieldNames = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "location",
  "bio",
  "skills",
  "linkedin",
  "github",
] as const;

/** Basic Info: names, contact details, bio, skills and social links, saved together. */
export function BasicInfoTab({ profile }: { profile: ProfileView }) {
  const defaultValue: BasicInfoValues = {
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    location: profile.location,
    bio: profile.bio,
    skills: profile.skills,
    linkedin: profile.socialLinks.linkedin,
    github: profile.socialLinks.github,
  };
  return (
    <section aria-labelledby="basic-heading" className="grid gap-6">
      <div>
        <h2 id="basic-heading" className="text-xl font-semibold">
          Basic Info
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          How recruiters see and reach you. Only you and our hiring team can see your profile.
        </p>
      </div>
      {/* Saved values that changed (the loader reads them again after a save) start it anew. */}
      <BasicInfoForm key={JSON.stringify(defaultValue)} defaultValue={defaultValue} />
    </section>
  );
}

/**
 * Checked on the server only (ADR 083; the spec asks for no check as one types here): the
 * browser's own checks (`maxLength`, `type="email"`, `type="url"`), then the action parses the
 * form with `basicInfoSchema`; its messages show next to the fields and ServerCheckedForm
 * focuses the first. The page's JavaScript carries neither Conform's form state nor the schema.
 */
function BasicInfoForm({ defaultValue }: { defaultValue: BasicInfoValues }) {
  const answer = useAnswer("basic");
  const pending = usePending("basic");
  // A refused save shows what was sent, with its errors; otherwise the saved values.
  const shown = answer?.ok === false ? answer.result : undefined;
  const { form, fields } = serverCheckedForm("basic", fieldNames, shown, defaultValue);
  return (
    <ServerCheckedForm
      form={form}
      action="/user/profile?tab=basic"
      preventScrollReset
      aria-label="Basic Info"
      className="grid gap-6"
    >
      <input type="hidden" name="intent" value="basic" />
      <input type="hidden" name="formKey" value="basic" />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          meta={fields.first_name}
          label="First Name"
          autoComplete="given-name"
          maxLength={100}
        />
        <InputField
          meta={fields.last_name}
          label="Last Name"
          autoComplete="family-name"
          maxLength={100}
        />
        <InputField
          meta={fields.email}
          type="email"
          label="Email"
          autoComplete="email"
          maxLength={254}
        />
        <InputField
          meta={fields.phone}
          type="tel"
          label="Phone"
          autoComplete="tel"
          maxLength={40}
        />
        <InputField
          meta={fields.location}
          label="Location"
          autoComplete="address-level2"
          placeholder="City, Country"
          maxLength={120}
          className="sm:col-span-2"
        />
        <TextareaField
          meta={fields.bio}
          label="Bio"
          rows={5}
          maxLength={2000}
          placeholder="A few sentences about you, your strengths and what you are looking for."
          className="sm:col-span-2"
        />
      </div>
      <TagInput meta={fields.skills} label="Skills" placeholder="e.g. React" />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Social Links</legend>
        {socialLinks.map(([name, label, example]) => (
          <InputField
            key={name}
            meta={fields[name]}
            type="url"
            inputMode="url"
            label={label}
            placeholder={example}
            maxLength={300}
          />
        ))}
      </fieldset>
      <div className="flex justify-end border-t border-border pt-5">
        <SubmitButton pending={pending} pendingLabel="Saving..." size="default" className="w-auto">
          Save Profile
        </SubmitButton>
      </div>
    </ServerCheckedForm>
  );
}

import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ProfileView } from "../types";
import { FormNotice, TextAreaField, TextField } from "./fields";
import { TagInput } from "./tag-input";
import { useProfileForm } from "./use-profile-form";

/** Basic Info: names, contact details, bio, skills and social links, saved together. */
export function BasicInfoTab({ profile }: { profile: ProfileView }) {
  const form = useProfileForm("basic");
  const { errors, value, list } = form;
  const fields = {
    first_name: value("first_name") ?? profile.firstName,
    last_name: value("last_name") ?? profile.lastName,
    email: value("email") ?? profile.email,
    phone: value("phone") ?? profile.phone,
    location: value("location") ?? profile.location,
    bio: value("bio") ?? profile.bio,
    linkedin: value("linkedin") ?? profile.socialLinks.linkedin ?? "",
    github: value("github") ?? profile.socialLinks.github ?? "",
  };
  // Fresh fields whenever the saved basic info changes (not when other tabs save).
  const savedKey = JSON.stringify([
    profile.firstName,
    profile.lastName,
    profile.email,
    profile.phone,
    profile.location,
    profile.bio,
    profile.skills,
    profile.socialLinks,
  ]);
  return (
    <form.fetcher.Form
      method="post"
      action="/user/profile?tab=basic"
      noValidate
      aria-labelledby="basic-heading"
      className="grid gap-6"
      key={savedKey}
    >
      <input type="hidden" name="intent" value="basic" />
      <input type="hidden" name="formKey" value="basic" />
      <div>
        <h2 id="basic-heading" className="text-xl font-semibold">
          Basic Info
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          How recruiters see and reach you. Only you and our hiring team can see your profile.
        </p>
      </div>
      {form.failure ? <FormNotice tone="error">{form.failure.error}</FormNotice> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="basic-first_name"
          name="first_name"
          label="First Name"
          autoComplete="given-name"
          maxLength={100}
          defaultValue={fields.first_name}
          error={errors.first_name}
        />
        <TextField
          id="basic-last_name"
          name="last_name"
          label="Last Name"
          autoComplete="family-name"
          maxLength={100}
          defaultValue={fields.last_name}
          error={errors.last_name}
        />
        <TextField
          id="basic-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          maxLength={254}
          defaultValue={fields.email}
          error={errors.email}
        />
        <TextField
          id="basic-phone"
          name="phone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          maxLength={40}
          defaultValue={fields.phone}
          error={errors.phone}
        />
        <TextField
          id="basic-location"
          name="location"
          label="Location"
          autoComplete="address-level2"
          placeholder="City, Country"
          maxLength={120}
          defaultValue={fields.location}
          error={errors.location}
          className="sm:col-span-2"
        />
        <TextAreaField
          id="basic-bio"
          name="bio"
          label="Bio"
          rows={5}
          maxLength={2000}
          placeholder="A few sentences about you, your strengths and what you are looking for."
          defaultValue={fields.bio}
          error={errors.bio}
          className="sm:col-span-2"
        />
      </div>
      <TagInput
        id="basic-skills"
        name="skills"
        label="Skills"
        placeholder="e.g. React"
        initial={list("skills") ?? profile.skills}
        error={errors.skills}
      />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Social Links</legend>
        <TextField
          id="basic-linkedin"
          name="linkedin"
          type="url"
          inputMode="url"
          label="LinkedIn"
          placeholder="https://www.linkedin.com/in/your-name"
          maxLength={300}
          defaultValue={fields.linkedin}
          error={errors.linkedin}
        />
        <TextField
          id="basic-github"
          name="github"
          type="url"
          inputMode="url"
          label="GitHub"
          placeholder="https://github.com/your-name"
          maxLength={300}
          defaultValue={fields.github}
          error={errors.github}
        />
      </fieldset>
      <div className="flex justify-end border-t border-border pt-5">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {form.busy ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form.fetcher.Form>
  );
}

import { InputField, type Meta } from "~/components/ui/field";

/** First and last name side by side (100 characters each), as every account form asks them. */
export function NameFields({ firstName, lastName }: { firstName: Meta; lastName: Meta }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        meta={firstName}
        label="First name"
        autoComplete="given-name"
        required
        maxLength={100}
      />
      <InputField
        meta={lastName}
        label="Last name"
        autoComplete="family-name"
        required
        maxLength={100}
      />
    </div>
  );
}

import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";

/**
 * The address input of the site's email captures (the landing hero, the services hero): its
 * label read out but not shown, the address keyboard and autofill, required.
 */
export function EmailCaptureInput({
  id,
  label,
  ...props
}: ComponentProps<typeof Input> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        {...props}
      />
    </>
  );
}

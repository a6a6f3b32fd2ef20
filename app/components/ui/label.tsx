import type { ComponentProps, ReactNode } from "react";

export const labelClass = "mb-1.5 block text-sm font-medium text-foreground";

/** A label; `className` replaces its look (labelClass). */
export function Label({ className = labelClass, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or nests the control
  return <label className={className} {...props} />;
}

/**
 * A field's label: a red asterisk when `required`, "(optional)" when `required={false}`, nothing
 * when unset. The asterisk sits outside the label: the field's name stays its label.
 */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mb-1.5">
      <Label htmlFor={htmlFor} className="mb-0 inline text-sm font-medium text-foreground">
        {children}
        {required === false ? (
          <span className="font-normal text-muted-foreground"> (optional)</span>
        ) : null}
      </Label>
      {required ? (
        <span aria-hidden="true" className="text-sm text-destructive">
          {" "}
          *
        </span>
      ) : null}
    </div>
  );
}

import type { ComponentProps } from "react";
import { Label } from "~/components/ui/label";
import { Select, SelectOptions } from "~/components/ui/select";

/** A labelled select of a staff list's GET filter form (no Conform: the URL holds the value). */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  options,
  className,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  onChange?: ComponentProps<"select">["onChange"];
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange}
        controlHeight="h-10"
      >
        <SelectOptions options={options} />
      </Select>
    </div>
  );
}

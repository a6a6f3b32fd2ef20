import { cn } from "~/lib/utils";
import { companyByName, companyInitials } from "../companies";

/**
 * A company's logo, or a monogram in its brand colour when we have none. Decorative: the
 * company's name is always written next to it.
 */
export function CompanyLogo({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const company = companyByName(name);
  const box = {
    sm: "size-9 rounded-lg text-xs",
    md: "size-11 rounded-xl text-sm",
    lg: "size-16 rounded-2xl text-lg",
  }[size];
  const pixels = { sm: 36, md: 44, lg: 64 }[size];
  if (company.logo) {
    return (
      <img
        src={company.logo}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cn(box, "shrink-0 border border-border bg-white object-contain", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        "inline-flex shrink-0 items-center justify-center font-semibold text-white",
        className,
      )}
      style={{ backgroundColor: company.color }}
    >
      {companyInitials(name)}
    </span>
  );
}

import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { BrandMark, BrandName } from "./brand-mark";

/** The mark and name linking home, as the header and footer show it. */
export function HomeLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <BrandMark />
      <BrandName />
      <span className="sr-only">home</span>
    </Link>
  );
}

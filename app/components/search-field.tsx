import { Search } from "lucide-react";
import { controlClass } from "~/components/ui/input";
import { labelClass } from "~/components/ui/label";
import { cn } from "~/lib/utils";

interface SearchFieldProps {
  id: string;
  label: string;
  /** The current search, as the input's initial value. */
  q: string;
  maxLength: number;
  placeholder: string;
  /** A new key re-creates the input, e.g. to show a changed `q` after a navigation. */
  resetKey?: string;
}

/**
 * The labelled `q` search input with its icon and a Search button that submits the enclosing
 * GET form, so searching works without JavaScript. On a phone the button goes under the input,
 * which then has the width to show its whole placeholder.
 */
export function SearchField({ id, label, q, maxLength, placeholder, resetKey }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            key={resetKey}
            id={id}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={cn(controlClass, "h-10 pl-9")}
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          Search
        </button>
      </div>
    </>
  );
}

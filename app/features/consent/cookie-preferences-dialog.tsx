import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { ConsentPreferences } from "./consent";
import { PolicyLinks } from "./policy-links";

type Category = "analytics" | "marketing" | "functional";

const categories: Array<{ id: Category | "essential"; title: string; description: string }> = [
  {
    id: "essential",
    title: "Essential",
    description: "Needed for the site to work: security, your session and this choice. Always on.",
  },
  {
    id: "functional",
    title: "Functional",
    description: "Remember your preferences and personalise what you see.",
  },
  {
    id: "analytics",
    title: "Analytics",
    description: "Help us understand how the site is used so we can improve it.",
  },
  {
    id: "marketing",
    title: "Marketing",
    description: "Measure our campaigns and show you relevant offers elsewhere.",
  },
];

/**
 * The cookie preferences dialog: a switch per category, saved together. Its own chunk (with
 * Radix's dialog), loaded the first time the dialog opens (see CookieConsent).
 */
export default function CookiePreferencesDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: ConsentPreferences;
  onDraftChange: (draft: ConsentPreferences) => void;
  onSave: (preferences: ConsentPreferences) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" closeLabel="Close cookie preferences">
        <DialogTitle>Cookie preferences</DialogTitle>
        <DialogDescription>
          Choose which cookies we may use. You can change this at any time from "Cookie settings" at
          the bottom of every page. <PolicyLinks />
        </DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(draft);
          }}
        >
          <ul className="grid gap-3">
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                title={category.title}
                description={category.description}
                checked={category.id === "essential" ? true : draft[category.id]}
                disabled={category.id === "essential"}
                onChange={(checked) => {
                  if (category.id === "essential") return;
                  const id = category.id;
                  onDraftChange({ ...draft, [id]: checked });
                }}
              />
            ))}
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit">Save Preferences</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CategoryRow({
  title,
  description,
  checked,
  disabled,
  onChange,
}: {
  title: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 rounded-md border border-border p-3">
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-foreground">
          {title}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-muted-foreground">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-muted transition-colors before:block before:size-4 before:translate-x-0 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      />
    </li>
  );
}

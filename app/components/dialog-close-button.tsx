import { XIcon } from "lucide-react";

/** The corner × of a shell dialog (islands/modal-dialog.ts closes the dialog it sits in). */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-close-dialog
      aria-label={label}
      className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <XIcon className="size-5" aria-hidden="true" />
    </button>
  );
}

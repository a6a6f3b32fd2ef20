import { passwordStrength } from "~/lib/password-strength";
import { cn } from "~/lib/utils";

/** The filled bars' colour per level (1-4): 3:1 at least against the page in both themes. */
const levelColour = ["", "bg-destructive", "bg-warning", "bg-success", "bg-success"];

/**
 * Four bars and a plain word under a new password, updated as it is typed and announced politely.
 * Advice only: the form is sent whatever it says, and the server's checks decide.
 */
export function PasswordStrengthMeter({
  id,
  password,
  minLength,
}: {
  id: string;
  password: string;
  minLength: number;
}) {
  const strength = passwordStrength(password, minLength);
  const level = strength?.level ?? 0;
  return (
    <div className="mt-2 flex items-center gap-3">
      <div className="flex flex-1 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              "h-1 flex-1 rounded-full",
              bar <= level ? levelColour[level] : "bg-border",
            )}
          />
        ))}
      </div>
      <p
        id={id}
        aria-live="polite"
        aria-atomic="true"
        className="min-w-28 text-right text-xs text-muted-foreground"
      >
        {strength ? (
          <>
            Strength: <span className="font-medium text-foreground">{strength.word}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

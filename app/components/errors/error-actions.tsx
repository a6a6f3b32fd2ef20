import { Home, RefreshCw, RotateCcw, Undo2 } from "lucide-react";
import { type ReactNode, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import { ReloadButton } from "../reload-button";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page is interactive. */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const base =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";
export const primaryAction = `${base} bg-primary text-primary-foreground hover:bg-primary/90`;
export const secondaryAction = `${base} border border-border bg-background hover:bg-accent hover:text-accent-foreground`;

export function ErrorActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>;
}

/** A link, so it works before (and without) JavaScript. */
export function GoHomeLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/" className={primary ? primaryAction : secondaryAction}>
      <Home aria-hidden="true" />
      Go Home
    </Link>
  );
}

/**
 * Goes back one page: within the site, or to the referring site; home when the page was opened
 * directly. Going back needs JavaScript:
 * until the page is interactive the button is shown disabled rather than doing nothing.
 */
export function GoBackButton() {
  const interactive = useInteractive();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={secondaryAction}
      disabled={!interactive}
      onClick={() => {
        // React Router numbers its history entries; 0 is the first page of this visit.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else if (document.referrer && window.history.length > 1) window.history.back();
        else navigate("/");
      }}
    >
      <Undo2 aria-hidden="true" />
      Go Back
    </button>
  );
}

/** Reloads the page, with or without JavaScript. */
export function ReloadPageButton() {
  return <ReloadButton label="Reload Page" icon={RefreshCw} className={secondaryAction} />;
}

export function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={primaryAction} onClick={onClick}>
      <RotateCcw aria-hidden="true" />
      Try Again
    </button>
  );
}

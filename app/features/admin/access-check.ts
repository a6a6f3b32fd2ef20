/**
 * The spec's client guard: while a client navigation inside the staff area waits for its
 * loaders (where the server decides), 'Checking admin access...' shows unless this browser
 * session already confirmed the user as staff. The flag is set when the staff layout renders for a
 * confirmed user and cleared on logout and on the staff login page.
 */
export const adminSessionFlagKey = "admin-session-confirmed";

export const checkingAdminAccessText = "Checking admin access...";

export function shouldShowAccessCheck({
  loading,
  confirmed,
}: {
  /** A navigation into the staff area is waiting for the server. */
  loading: boolean;
  /** The session flag is present. */
  confirmed: boolean;
}): boolean {
  return loading && !confirmed;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage blocked by the browser: behave as if never confirmed.
    return undefined;
  }
}

export function readAdminSessionFlag(): boolean {
  return storage()?.getItem(adminSessionFlagKey) === "true";
}

export function setAdminSessionFlag() {
  storage()?.setItem(adminSessionFlagKey, "true");
}

export function clearAdminSessionFlag() {
  storage()?.removeItem(adminSessionFlagKey);
}

import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/date-format";
import type { DeviceSession } from "../sessions.server";

/** "26 Nov 2026, 18:40 UTC": the same text on the server and in the browser. */
function utcTime(iso: string): string {
  return formatDate(iso, "staffDateTime");
}

/** The signed-in devices, each with its own sign-out, and one for all the others. */
export function DeviceSessions({ sessions }: { sessions: DeviceSession[] }) {
  const others = sessions.filter((entry) => !entry.current);
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-lg border text-sm">
        {sessions.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div>
              <p className="font-medium">
                {entry.device}
                {entry.current ? (
                  <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-muted-foreground">
                Last active <time dateTime={entry.lastSeenAt}>{utcTime(entry.lastSeenAt)}</time>
                {" · "}signed in{" "}
                <time dateTime={entry.signedInAt}>{utcTime(entry.signedInAt)}</time>
              </p>
            </div>
            {entry.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={entry.id} />
                <Button type="submit" variant="outline" size="sm">
                  Sign out
                  <span className="sr-only">
                    {" "}
                    {entry.device}, last active {utcTime(entry.lastSeenAt)}
                  </span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" variant="outline">
            Sign out all other devices
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">No other device is signed in.</p>
      )}
    </div>
  );
}

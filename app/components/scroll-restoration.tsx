import { ScrollRestoration, type ScrollRestorationProps } from "react-router";

type GetKey = NonNullable<ScrollRestorationProps["getKey"]>;
type KeyedLocation = Parameters<GetKey>[0];

const maxEntries = 200;

/**
 * React Router resets the scroll position on every new history entry and restores it on back and
 * forward. This key function keeps that, except that an entry which changes only the query
 * string of the page (same path, no hash) shares the previous entry's key: the router then
 * "restores" the position it just saved, so filters and search inputs do not jump to the top.
 * Hash links still scroll to their target (a hash gives the entry its own key).
 */
export function createScrollKeyGetter(): (location: KeyedLocation) => string {
  const groups = new Map<string, string>();
  let last: KeyedLocation | undefined;

  return (location) => {
    let group = groups.get(location.key);
    if (group === undefined) {
      const searchOnlyChange =
        last !== undefined &&
        last.key !== location.key &&
        last.pathname === location.pathname &&
        last.search !== location.search &&
        location.hash === "";
      group = searchOnlyChange && last ? (groups.get(last.key) ?? last.key) : location.key;
      groups.set(location.key, group);
      if (groups.size > maxEntries) {
        const oldest = groups.keys().next().value;
        if (oldest !== undefined) groups.delete(oldest);
      }
    }
    last = location;
    return group;
  };
}

// Browser only: on the server every request would share (and grow) this state.
const getKey: GetKey | undefined =
  typeof document === "undefined" ? undefined : createScrollKeyGetter();

/** React Router's scroll restoration with the site's rules (see createScrollKeyGetter). */
export function SiteScrollRestoration({ nonce }: { nonce?: string }) {
  return <ScrollRestoration nonce={nonce} getKey={getKey} />;
}

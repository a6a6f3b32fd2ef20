import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import type { ProfileActionResult } from "../types";

/**
 * One form of the profile page. With JavaScript it posts through a fetcher (toasts, no page
 * change); without, the browser posts and the page comes back with the action's answer, which
 * is picked up here when it belongs to this form (`formKey`).
 */
export function useProfileForm(
  formKey: string,
  {
    fetcherKey,
    toasts = true,
  }: {
    /** Share the fetcher with a `ProfileFetcherToasts` that outlives this form (deletes). */
    fetcherKey?: string;
    toasts?: boolean;
  } = {},
) {
  const fetcher = useFetcher<ProfileActionResult>(fetcherKey ? { key: fetcherKey } : undefined);
  const actionData = useActionData() as ProfileActionResult | undefined;
  const fromPost = actionData?.formKey === formKey ? actionData : undefined;
  const result = fetcher.data ?? fromPost;
  const handled = useRef<ProfileActionResult | undefined>(undefined);
  /** Grows after every success: forms that add entries key their fields on it to start empty. */
  const [successes, setSuccesses] = useState(0);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) setSuccesses((count) => count + 1);
    if (!toasts) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.error);
  }, [fetcher.state, fetcher.data, toasts]);

  const failure = result && !result.ok ? result : undefined;
  const value = (name: string): string | undefined => {
    const raw = failure?.values?.[name];
    return Array.isArray(raw) ? raw[0] : raw;
  };
  const list = (name: string): string[] | undefined => {
    if (!failure?.values) return undefined;
    const raw = failure.values[name];
    return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  };
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    result,
    failure,
    errors: failure?.fieldErrors ?? {},
    /** The value the failed post sent back, to refill the field. */
    value,
    list,
    successes,
  };
}

/**
 * Toasts the answers of a shared fetcher whose forms disappear with their entry (a deleted
 * experience's delete form unmounts before its answer could be shown).
 */
export function useFetcherToasts(fetcherKey: string) {
  const fetcher = useFetcher<ProfileActionResult>({ key: fetcherKey });
  const handled = useRef<ProfileActionResult | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.error);
  }, [fetcher.state, fetcher.data]);
}

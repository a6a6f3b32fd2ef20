import { type ComponentType, lazy } from "react";

/** A component whose module the browser loads when it is first shown, or about to be. */
export interface OnDemand<Props> {
  /** Render it in a Suspense boundary. */
  Component: ComponentType<Props>;
  /** Starts the download (the pointer over, or the focus on, what shows it). */
  preload: () => void;
  /**
   * Resolves once the module is there. A server loader awaits it, so that the server renders the
   * component at once instead of a Suspense fallback.
   */
  ready: () => Promise<unknown>;
}

/**
 * A part of a page that loads in the browser on demand (ADR 083), as the dialogs of
 * `useDialogOnDemand` do: its module is a chunk of its own, not one of the page's. A page that
 * shows it from the start hydrates it in its Suspense boundary once the module has arrived,
 * keeping the server's markup until then. Once loaded (or preloaded), it renders without
 * suspending.
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Component = lazy(() => {
    const component = loaded;
    if (component) return resolvedAtOnce({ default: component });
    return start().then((found) => ({ default: found }));
  });
  return { Component, preload: () => void start(), ready: start };
}

/** A thenable that calls back at once: React.lazy then renders without suspending. */
function resolvedAtOnce<Value>(value: Value): Promise<Value> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is settled.
    then: (resolve: (value: Value) => void) => resolve(value),
  };
  return thenable as unknown as Promise<Value>;
}

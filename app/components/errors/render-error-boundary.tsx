import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorActions, GoHomeLink, ReloadPageButton, TryAgainButton } from "./error-actions";
import { reportRenderError } from "./report";

/** What a failed block (or page) shows instead of its content. */
export function RenderErrorFallback({
  onTryAgain,
  heading: Heading = "h2",
}: {
  onTryAgain: () => void;
  /** h1 when the fallback replaces the whole page, h2 when it replaces a block. */
  heading?: "h1" | "h2";
}) {
  return (
    <div role="alert" className="flex items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <Heading className="text-2xl font-bold tracking-tight">Oops! Something went wrong</Heading>
        <p className="mt-3 text-muted-foreground">
          This part of the page could not be shown. Try again, reload the page or go back home.
        </p>
        <ErrorActions>
          <TryAgainButton onClick={onTryAgain} />
          <ReloadPageButton />
          <GoHomeLink />
        </ErrorActions>
      </div>
    </div>
  );
}

interface RenderErrorBoundaryProps {
  children: ReactNode;
  heading?: "h1" | "h2";
}

/**
 * Wrap a risky block in this: when it throws while rendering, the block is replaced by the
 * fallback; Try Again renders the block anew. Route data errors go to the route error screen.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Unknown render error") };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportRenderError(error, info.componentStack);
  }

  reset = () => this.setState({ error: undefined });

  render() {
    if (this.state.error !== undefined) {
      return <RenderErrorFallback onTryAgain={this.reset} heading={this.props.heading} />;
    }
    return this.props.children;
  }
}

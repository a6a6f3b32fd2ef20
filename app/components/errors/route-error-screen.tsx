import { CircleAlert, SearchX } from "lucide-react";
import { ErrorActions, GoBackButton, GoHomeLink, ReloadPageButton } from "./error-actions";

export const routeErrorCopy = {
  notFound: {
    title: "Page Not Found",
    message: "The page you're looking for doesn't exist or has been moved.",
  },
  other: {
    title: "Something Went Wrong",
    message: "We're sorry, but something unexpected happened. Our team has been notified.",
  },
} as const;

/** The route error screen: a route's loader, action or middleware failed or answered an error. */
export function RouteErrorScreen({ status }: { status: number }) {
  const notFound = status === 404;
  const { title, message } = notFound ? routeErrorCopy.notFound : routeErrorCopy.other;
  const Icon = notFound ? SearchX : CircleAlert;
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <Icon aria-hidden="true" className="mx-auto mb-6 size-12 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{message}</p>
        <ErrorActions>
          <GoHomeLink primary />
          <GoBackButton />
          <ReloadPageButton />
        </ErrorActions>
      </div>
    </div>
  );
}

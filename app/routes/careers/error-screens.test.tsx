import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary as BoardError } from "./careers";
import { ErrorBoundary as InternshipError } from "./internship";
import { ErrorBoundary as JobError } from "./job";

// The error screens of the careers routes, rendered as the server renders them.
function MissingJobError() {
  return (
    <JobError
      error={{
        status: 404,
        statusText: "Not Found",
        internal: false,
        data: { message: "No job found with slug: gone" },
      }}
      params={{ slug: "gone" }}
    />
  );
}

function BrokenJobError() {
  return <JobError error={new Error("boom")} params={{ slug: "gone" }} />;
}

describe("careers error screens", () => {
  it("the board shows 'Error Loading Jobs' with Try Again", () => {
    const Stub = createRoutesStub([{ path: "/careers", Component: BoardError }]);
    const html = renderToString(<Stub initialEntries={["/careers"]} />);
    expect(html).toContain("Error Loading Jobs");
    expect(html).toContain("Please try again later.");
    expect(html).toContain("Try Again");
    expect(html).toContain('role="alert"');
  });

  it("the internships page shows the spec's message with Try Again", () => {
    const Stub = createRoutesStub([{ path: "/internship", Component: InternshipError }]);
    const html = renderToString(<Stub initialEntries={["/internship"]} />);
    expect(html).toContain("Error Loading Internships");
    expect(html).toContain(
      "We&#x27;re having trouble loading internship opportunities. Please try again later.",
    );
    expect(html).toContain("Try Again");
  });

  it("the job page shows 'Job Not Found' with the reason for a 404", () => {
    const Stub = createRoutesStub([
      {
        path: "/careers/job/:slug",
        Component: MissingJobError,
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/careers/job/gone"]} />);
    expect(html).toContain("Job Not Found");
    expect(html).toContain("No job found with slug: gone");
    expect(html).toContain(
      "The job you&#x27;re looking for doesn&#x27;t exist or has been removed.",
    );
    expect(html).toContain("Back to Careers");
    expect(html).toContain("Try Again");
  });

  it("the job page says the load failed for other errors", () => {
    const Stub = createRoutesStub([
      {
        path: "/careers/job/:slug",
        Component: BrokenJobError,
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/careers/job/x"]} />);
    expect(html).toContain("Error Loading Job");
    expect(html).not.toContain("Job Not Found");
  });
});

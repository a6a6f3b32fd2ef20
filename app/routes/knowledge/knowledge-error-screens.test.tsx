import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NoMatchState, NoPostsState } from "~/features/blog/components/blog-states";
import { ErrorBoundary as CategoriesError } from "./categories";
import { ErrorBoundary as CategoryError } from "./category";
import { ErrorBoundary as ListError } from "./knowledge-center";

// The knowledge center's error screens, rendered as the server renders them.
function render(path: string, Screen: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: Screen }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe("knowledge-center error screens", () => {
  it("the list shows 'Error Loading Blog' with the technical details and Try Again", () => {
    const html = render("/knowledge-center", () => (
      <ListError error={new Error("connect ECONNREFUSED")} params={{}} />
    ));
    expect(html).toContain("Error Loading Blog");
    expect(html).toContain(
      "We encountered an error while loading the blog posts. This might be due to a database connection issue.",
    );
    expect(html).toContain("Technical details");
    expect(html).toContain("connect ECONNREFUSED");
    expect(html).toContain("Try Again");
    expect(html).toContain('role="alert"');
  });

  it("the list says 'Unknown error occurred' when the error has no message", () => {
    const html = render("/blog", () => <ListError error={null} params={{}} />);
    expect(html).toContain("Unknown error occurred");
  });

  it("the categories page links back to the knowledge center", () => {
    const html = render("/knowledge-center/categories", () => (
      <CategoriesError error={new Error("boom")} params={{}} />
    ));
    expect(html).toContain("Error Loading Categories");
    expect(html).toContain("We encountered an error while loading the categories.");
    expect(html).toContain('href="/knowledge-center"');
  });

  it("a category page shows 'Category Not Found'", () => {
    const html = render("/knowledge-center/categories/news", () => (
      <CategoryError error={new Error("boom")} params={{ categoryname: "news" }} />
    ));
    expect(html).toContain("Category Not Found");
    expect(html).toContain(
      "The category you&#x27;re looking for doesn&#x27;t exist or has been moved.",
    );
  });
});

describe("knowledge-center empty states", () => {
  it("no posts at all offers 'Retry Connection'", () => {
    const html = render("/knowledge-center", () => <NoPostsState />);
    expect(html).toContain("No blog posts found");
    expect(html).toContain("Retry Connection");
  });

  it("no match offers 'Clear Filters' back to the unfiltered list", () => {
    const html = render("/blog", () => <NoMatchState clearTo="/blog" />);
    expect(html).toContain("No articles match your search");
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>Clear Filters<\/a>/);
  });
});

import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { kindPageSize, maxPage, rankedCandidates } from "../query";
import type { SearchHit, SearchResults } from "../types";
import { SearchResultsView } from "./search-results";

function hit(n: number): SearchHit {
  return {
    kind: "posts",
    id: `post-${n}`,
    url: `/knowledge-center/post-${n}`,
    title: `Post ${n}`,
    snippet: "",
    details: ["Article"],
    tags: [],
    rank: 0.5,
  };
}

/** One page of articles out of `total` matches, as siteSearch answers it. */
function articles(total: number, page: number): SearchResults {
  const pageCount = Math.min(Math.ceil(total / kindPageSize), maxPage);
  return {
    q: "kubernetes",
    type: "posts",
    page,
    pageCount,
    total,
    counts: { posts: total, jobs: 0, services: 0, products: 0, technologies: 0 },
    groups: [{ kind: "posts", total, hits: [hit(1), hit(2)] }],
  };
}

let shown: SearchResults;

function ShownResults() {
  return <SearchResultsView results={shown} />;
}

function render(results: SearchResults): string {
  shown = results;
  const Stub = createRoutesStub([{ path: "/search", Component: ShownResults }]);
  return renderToString(<Stub initialEntries={["/search"]} />);
}

const note = "newest of the";

describe("search results pages", () => {
  it("says on the last page that only the newest matches are listed when more match", () => {
    const html = render(articles(716, maxPage));
    expect(html).toContain("716 results");
    expect(html).toContain(`The pages list the ${rankedCandidates} newest of the 716 matches`);
  });

  it("says nothing of the kind before the last page, or when every match is listed", () => {
    expect(render(articles(716, 1))).not.toContain(note);
    const everyMatch = articles(rankedCandidates, maxPage);
    expect(render(everyMatch)).toContain(`${rankedCandidates} results`);
    expect(render(everyMatch)).not.toContain(note);
  });
});

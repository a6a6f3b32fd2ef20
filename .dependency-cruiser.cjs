/**
 * Import boundaries of app/ and db/ (ADR 044), checked by `npm run lint`.
 *
 * - components/, lib/, content/ and db/ import no feature and no route.
 * - A feature imports no route, and of another feature only its public modules: the files at the
 *   top of its folder (schemas, types, *.server.ts commands and queries). Anything in a
 *   subfolder (components/, emails/, post-page/ ...) is that feature's internals, reachable from
 *   another feature only through an entry of `allowedInternalImports` below, with its reason.
 * - No code under app/ or db/ imports tests/.
 *
 * Test files (*.test.ts, *.test.tsx) are exempt: a test may set up data through any module.
 */

const path = require("node:path");

const testFile = "\\.test\\.tsx?$";

/**
 * Imports of another feature's internals that are allowed, one entry per importing feature and
 * module (paths under app/features/). Keep it short: when an entry is not a real domain
 * dependency, move the module (shared UI to components/, helpers to lib/ or to the top of its
 * feature) instead of adding it here.
 */
const allowedInternalImports = [
  // Domain UI another feature shows as it is.
  {
    from: "admin-applications",
    to: "applications/components/status-badge.tsx",
    reason: "the staff list of applications shows the status badge candidates see",
  },
  {
    from: "admin-jobs",
    to: "jobs/components/category-badge.tsx",
    reason: "the category editor previews the badge the careers board shows",
  },
  {
    from: "admin-posts",
    to: "blog/components/markdown-content.tsx",
    reason: "the post editor's preview renders Markdown exactly as the published post does",
  },
  {
    from: "invitations",
    to: "accounts/components/auth-layout.tsx",
    reason: "accepting an invitation is an account page and uses the account pages' frame",
  },
  {
    from: "invitations",
    to: "accounts/components/new-password-fields.tsx",
    reason: "an invited account sets its password with the fields every account form uses",
  },
  {
    from: "invitations",
    to: "accounts/components/name-fields.tsx",
    reason: "an invited account gives its name as the sign-up form asks it",
  },
  {
    from: "service-page",
    to: "blog/components/post-card.tsx",
    reason: "a service page's related articles are the knowledge center's post cards",
  },
  {
    from: "service-page",
    to: "blog/components/post-card-skeletons.tsx",
    reason: "the placeholders of those related articles while they stream",
  },
  {
    from: "service-page",
    to: "jobs/components/related-jobs.tsx",
    reason: "a service page's related jobs are the careers board's related-jobs list",
  },
  {
    from: "tags",
    to: "blog/components/post-card.tsx",
    reason: "a tag page lists the tag's posts with the knowledge center's post card",
  },
  {
    from: "tags",
    to: "jobs/components/job-card.tsx",
    reason: "a tag page lists the tag's jobs with the careers board's job card",
  },

  // The old form kits, replaced by components/ui (issue 16 item 1, ADR 042): each entry goes when
  // the importing form moves to the new layer.
  ...["admin", "admin-jobs", "admin-posts"].map((from) => ({
    from,
    to: "accounts/components/field.tsx",
    reason: "old form kit (ADR 042)",
  })),
  ...["admin-jobs", "admin-posts"].map((from) => ({
    from,
    to: "admin/components/form-controls.tsx",
    reason: "old form kit (ADR 042)",
  })),
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const featureInternals = "^app/features/[^/]+/[^/]+/";
const importers = [...new Set(allowedInternalImports.map((entry) => entry.from))];

/** Imports by `from` of another feature's internals, less the `allowed` modules. */
function internalsRule(from, allowed = []) {
  return {
    name: "feature-imports-another-features-internals",
    comment:
      "Import the other feature's top-level module, move shared code out of the feature, or add an entry with its reason to allowedInternalImports in .dependency-cruiser.cjs (ADR 044).",
    severity: "error",
    from,
    to: {
      path: featureInternals,
      pathNot: ["^app/features/$1/", ...allowed.map((to) => `^app/features/${escapeRegExp(to)}$`)],
    },
  };
}

module.exports = {
  forbidden: [
    {
      name: "shared-code-imports-features-or-routes",
      comment:
        "components/, lib/, content/ and db/ sit below the features and routes: move the shared part down, or pass it in from the route (ADR 044).",
      severity: "error",
      from: { path: "^(app/(components|lib|content)|db)/", pathNot: testFile },
      to: { path: "^app/(features|routes)/" },
    },
    {
      name: "feature-imports-routes",
      comment: "Routes import features, never the other way round (ADR 044).",
      severity: "error",
      from: { path: "^app/features/", pathNot: testFile },
      to: { path: "^app/routes/" },
    },
    {
      name: "app-imports-tests",
      comment: "Test helpers live in tests/ and only tests import them (ADR 044).",
      severity: "error",
      from: { path: "^(app|db)/", pathNot: testFile },
      to: { path: "^tests/" },
    },
    internalsRule({
      path: "^app/features/([^/]+)/",
      pathNot: [testFile, ...importers.map((feature) => `^app/features/${escapeRegExp(feature)}/`)],
    }),
    ...importers.map((feature) =>
      internalsRule(
        { path: `^app/features/(${escapeRegExp(feature)})/`, pathNot: testFile },
        allowedInternalImports.filter((entry) => entry.from === feature).map((entry) => entry.to),
      ),
    ),
  ],
  options: {
    // npm run lint:imports passes "app/**/*.{ts,tsx}" and "db/**/*.ts" as globs, because
    // dependency-cruiser scans .ts directories only with a TypeScript it supports (< 7).
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: path.join(__dirname, "tsconfig.json") },
    babelConfig: { fileName: path.join(__dirname, ".dependency-cruiser-parse.cjs") },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};

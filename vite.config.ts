import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { isStaticRoute } from "./app/islands/static-routes.ts";
import { singlePathIcons } from "./scripts/single-path-icons.ts";

/**
 * The client modules every page loads besides the client entry: the root route (as React
 * Router's client build names it) with everything it imports statically. What only the entry
 * imports (react-dom's client, the hydrating router) stays in the entry's own file.
 */
const shellEntries = [
  `${path.resolve("app/root.tsx")}?__react-router-build-client-route`,
  // What nearly every hydrated page's own code uses: the button and the icons' base.
  path.resolve("app/components/ui/button.tsx"),
  path.resolve("node_modules/lucide-react/dist/esm/createLucideIcon.mjs"),
];

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicallyImportedIds: readonly string[];
    code: string | null;
  } | null;
}

const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/** lucide-react's export names (ChevronDownIcon, Home, ...) to their icon files (chevron-down). */
function lucideExports(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve("lucide-react");
  const source = readFileSync(index.replace(/[\\/]cjs[\\/].*$/, "/esm/lucide-react.mjs"), "utf8");
  const names = new Map<string, string>();
  for (const [, list, file] of source.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of (list ?? "").matchAll(/as (\w+)/g))
      names.set(name as string, file as string);
  }
  return names;
}

/** The icon files a module's code imports from lucide-react by name. */
function iconsUsed(code: string, exports: Map<string, string>): string[] {
  const files: string[] = [];
  for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of (list ?? "").split(",")) {
      const file = exports.get(part.trim().split(/\s+as\s+/)[0] ?? "");
      if (file) files.push(file);
    }
  }
  return files;
}

let shellModules: Set<string> | undefined;

/** The form kit (ADR 042): its controls, which filter bars use too, and its fields. */
const formControlModule = /[\\/]app[\\/]components[\\/]ui[\\/](label|input|select)\.tsx$/;
const formFieldModule =
  /[\\/]app[\\/]components[\\/]ui[\\/](field|textarea|checkbox|error-list)\.tsx$/;

/** The script of static pages (ADR 046): the shell's widgets without React. */
const islandsEntry = path.resolve("app/islands/static-page.ts");
const islandsModuleId = "virtual:islands-entry";

/**
 * Builds `app/islands/static-page.ts` as one more entry of the client build and gives the server
 * its URL (`import islandsEntryUrl from "virtual:islands-entry"`). The client build runs first,
 * so the server build knows the hashed file name; in development Vite serves the source.
 */
function islands(): Plugin {
  let fileName: string | undefined;
  return {
    name: "islands-entry",
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build") {
        this.emitFile({ type: "chunk", id: islandsEntry, name: "islands" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry && chunk.facadeModuleId === islandsEntry)
          fileName = chunk.fileName;
      }
    },
    resolveId(id) {
      return id === islandsModuleId ? `\0${islandsModuleId}` : undefined;
    },
    load(id) {
      if (id !== `\0${islandsModuleId}`) return undefined;
      if (this.environment.mode === "dev") return `export default "/app/islands/static-page.ts";`;
      // Only the server renders the script tag (root.tsx); the browser's copy of root never does.
      if (this.environment.name === "client") return `export default "";`;
      if (!fileName) throw new Error("The client build has not produced the islands entry");
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

let islandChunks: Map<string, string> | undefined;

/** React and React DOM: the chunk every hydrated page loads first. */
const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The modules reached from `entries` through static imports, leaving out those in `taken`. */
function staticallyReached(graph: ModuleGraph, entries: string[], taken: Map<string, string>) {
  const found = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || taken.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

let onDemandIslandIds: Set<string> | undefined;

/**
 * Modules the islands entry loads on demand (a page's own widgets, ADR 061) and what they import:
 * kept out of the shell chunk, or a static page would load React with them.
 */
function onDemandIslandModules(graph: ModuleGraph): Set<string> {
  if (onDemandIslandIds) return onDemandIslandIds;
  const found = new Set<string>();
  const pending = [...(graph.getModuleInfo(islandsEntry)?.dynamicallyImportedIds ?? [])];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  onDemandIslandIds = found;
  return found;
}

/** `seed` and the modules of `reached` that only modules in the set import. */
function ownModules(graph: ModuleGraph, seed: Set<string>, reached: Set<string>): Set<string> {
  const own = new Set(seed);
  for (let grew = true; grew; ) {
    grew = false;
    for (const module of reached) {
      const importers = graph.getModuleInfo(module)?.importers ?? [];
      if (!own.has(module) && importers.every((importer) => own.has(importer))) {
        own.add(module);
        grew = true;
      }
    }
  }
  return own;
}

const appDir = path.resolve("app");

/** Whether `id` is the root route or the route module of a page React hydrates (not a static page). */
function hydratedRouteModule(id: string): boolean {
  const file = id.split("?")[0] as string;
  if (file === path.join(appDir, "root.tsx")) return true;
  if (!file.startsWith(path.join(appDir, "routes") + path.sep)) return false;
  const routeId = path
    .relative(appDir, file)
    .replace(/\.\w+$/, "")
    .split(path.sep)
    .join("/");
  return !isStaticRoute(routeId);
}

/** Whether a hydrated page's own code (not a widget in `app/islands/`) imports `id`, directly or not. */
function importedByHydratedPages(graph: ModuleGraph, id: string): boolean {
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const module = pending.pop() as string;
    if (seen.has(module)) continue;
    seen.add(module);
    if (hydratedRouteModule(module)) return true;
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) {
      if (!importer.startsWith(path.join(appDir, "islands") + path.sep)) pending.push(importer);
    }
  }
  return false;
}

/**
 * The chunk of each module the islands entry reaches, out of the shell chunk, which carries
 * React: what it imports statically is `widgets`, which every page loads. Each page widget it
 * imports on demand (islands/page-islands.ts) is `widgets-<name>`, with the modules only that
 * widget imports. A module a widget shares with other code goes where only the pages that run
 * it load it:
 * - shared with a hydrated page's code (the tabs' keys): a chunk of its own, named after it;
 * - shared by several widgets (the forms' submit, error list and messages): `widgets-common`;
 * - shared by one widget with static pages' React code, which runs after a client navigation
 *   only (a product's enquiry texts): that widget's chunk.
 */
function islandChunkOf(graph: ModuleGraph): Map<string, string> {
  if (islandChunks) return islandChunks;
  const chunks = new Map<string, string>();
  const shared = staticallyReached(graph, [islandsEntry], chunks);
  shared.delete(islandsEntry);
  for (const id of shared) chunks.set(id, "widgets");
  const widgetsOf = new Map<string, Set<string>>();
  for (const id of [islandsEntry, ...shared]) {
    for (const widget of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      const reached = staticallyReached(graph, [widget], chunks);
      const name = path.basename(widget).replace(/\.\w+$/, "");
      const own = ownModules(graph, new Set([widget]), reached);
      for (const module of reached) {
        if (own.has(module)) chunks.set(module, `widgets-${name}`);
        else widgetsOf.set(module, (widgetsOf.get(module) ?? new Set()).add(name));
      }
    }
  }
  for (const [module, widgets] of widgetsOf) {
    if (chunks.has(module)) continue;
    if (importedByHydratedPages(graph, module))
      chunks.set(module, path.basename(module).replace(/\.\w+$/, ""));
    else if (widgets.size > 1) chunks.set(module, "widgets-common");
    else chunks.set(module, `widgets-${[...widgets][0]}`);
  }
  islandChunks = chunks;
  return chunks;
}

/**
 * The shell's module ids, walked once through static imports. lucide-react's index imports every
 * icon, so the walk does not go through it into the icons: the shell takes the icons its own
 * modules import by name, and the rest stay with the routes that use them.
 */
function shell(graph: ModuleGraph): Set<string> {
  if (shellModules) return shellModules;
  const exports = lucideExports();
  const found = new Set<string>();
  const iconFiles = new Set<string>();
  const iconIds: string[] = [];
  const pending = [...shellEntries];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id)) continue;
    if (iconModule.test(id)) {
      iconIds.push(id);
      continue;
    }
    found.add(id);
    const info = graph.getModuleInfo(id);
    if (!id.includes("node_modules") && info?.code) {
      for (const file of iconsUsed(info.code, exports)) iconFiles.add(file);
    }
    pending.push(...(info?.importedIds ?? []));
  }
  for (const id of iconIds) {
    if (iconFiles.has(iconModule.exec(id)?.[1] ?? "")) found.add(id);
  }
  shellModules = found;
  return found;
}

/** The chunk of the shell's widgets without React (group `widgets` below), on every page. */
const widgetsChunk = /^assets\/widgets-[\w-]{8}\.js$/;

export default defineConfig({
  environments: {
    client: {
      build: {
        // Vite's helper appends a <link rel=modulepreload> for each chunk a dynamic import needs,
        // in the task that makes the import: on `/`, six links in the task that starts the page's
        // widgets. Half of them were the imported chunk itself, which the import fetches anyway,
        // and the `widgets` chunk, which the importing script has loaded already (ADR 100).
        modulePreload: {
          resolveDependencies: (filename, deps, { hostType }) =>
            hostType === "js"
              ? deps.filter((dep) => dep !== filename && !widgetsChunk.test(dep))
              : deps,
        },
        rolldownOptions: {
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            // SOURCEMAP=1 npm run build: source maps, to see what a chunk is made of.
            sourcemap: Boolean(process.env.SOURCEMAP),
            codeSplitting: {
              // Every page loads the shell; as one file it is one request instead of ~40 (React,
              // React Router, the header, footer, consent banner and their icons each came
              // as its own chunk). Route modules and what they share stay split per route; so do
              // the icons beyond the shell's: in one chunk every page loaded all of them, 15 KB
              // (ADR 064), where a page needs a few of ~0.2 KB each.
              groups: [
                // React and React DOM, for hydrated pages.
                {
                  name: (id) => (reactModule.test(id) ? "react" : null),
                  debugName: "react",
                  priority: 5,
                },
                // The shell's widgets without React (ADR 046): static pages load this and the
                // islands entry only (and a page's own widgets); hydrated pages load it beside
                // the shell.
                {
                  name: (id, ctx) => islandChunkOf(ctx).get(id) ?? null,
                  debugName: "widgets",
                  priority: 4,
                },
                // What a static page's own widgets share with the shell (ADR 061), without React.
                {
                  name: (id, ctx) =>
                    shell(ctx).has(id) && onDemandIslandModules(ctx).has(id) ? "shared" : null,
                  debugName: "shared",
                  priority: 3,
                },
                {
                  name: (id, ctx) => (shell(ctx).has(id) ? "shell" : null),
                  debugName: "shell",
                  priority: 2,
                },
                // The form kit (ADR 042) in two chunks instead of one per module (ADR 068, 076):
                // its controls, which the staff lists' filters use as well, and its fields,
                // which only form pages use. The controls' group comes first, or the fields'
                // would take them along as their dependencies.
                {
                  name: (id) => (formControlModule.test(id) ? "form-controls" : null),
                  debugName: "form-controls",
                  priority: 1.5,
                },
                {
                  name: (id) => (formFieldModule.test(id) ? "form-fields" : null),
                  debugName: "form-fields",
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Hono app, so the server, the database and the routes share one module graph.
    // lucide-react is bundled, not loaded from node_modules at run time: the server must draw the
    // icons the browser's build draws (ADR 094), or hydration finds different markup.
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      resolve: { noExternal: ["lucide-react"] },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [singlePathIcons(), tailwindcss(), reactRouter(), islands()],
});

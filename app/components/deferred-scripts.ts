/**
 * Starts a page's JavaScript after its first paint instead of before it (ADR 019, addendum).
 *
 * React Router's `<Scripts>` renders a `<link rel="modulepreload">` per module the page needs,
 * which React 19 hoists into `<head>`, and a `<script type="module">` that imports the route
 * modules and then the client entry. The browser fetches every preloaded module at high priority
 * alongside the stylesheet, so on a slow connection the first paint shares the bandwidth with
 * 200+ KiB of scripts it does not need (the HTML is complete without them).
 *
 * This rewrites the server's HTML as it streams:
 * - the `<link rel="modulepreload">` tags are dropped, their URLs kept;
 * - the module script becomes a classic inline script (same attributes, so the same nonce, and
 *   the page cache hashes it like any inline script) that, once the browser has painted,
 *   adds the preloads back, imports the same modules with `import()`, then runs the original
 *   script's remaining statements (the route-module table, the partial manifest, the entry).
 *
 * Anything that does not look exactly like React Router's module script is left as it is.
 */

/** `import * as name from "url";` or `import "url";`, where a statement may start. */
const staticImport =
  /(^|[;\n])[ \t]*import[ \t]*(?:\*[ \t]*as[ \t]+([A-Za-z_$][\w$]*)[ \t]+from[ \t]*)?("(?:[^"\\\n]|\\.)*")[ \t]*;?/g;
/** A static import (or export) statement that the rewrite does not understand. */
const otherModuleSyntax = /(^|[;\n])[ \t]*(?:import[ \t]*[{\w*"']|export\b)|import\.meta/;
const dynamicImport = /\bimport\(/;

/**
 * Calls `start` (once) a frame after the browser reports the first contentful paint: the time
 * the pixels were shown, which on a busy device can be well after the frame's task ran. The first
 * paint can come while the document is still being parsed (only the header, say); this script
 * sits at the end of the body, so the frame after it runs shows the whole first screen and its
 * largest element before any script is fetched. A hidden page (a background tab) paints nothing,
 * so it starts at once; a browser without paint timing starts after the next frame (rAF runs
 * before the frame, a timer after it). If no paint is reported, the load event plus a second
 * starts it anyway.
 */
const afterFirstPaint = [
  'if(document.visibilityState==="hidden"){start();return}',
  "function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}",
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];",
  'if(types.indexOf("paint")===-1){afterNextFrame();return}',
  "new PerformanceObserver(function(list,observer){",
  'if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();afterNextFrame()}',
  '}).observe({type:"paint",buffered:true});',
  'addEventListener("load",function(){setTimeout(start,1000)});',
].join("");

/**
 * The classic-script body that runs `moduleScript` (the text of React Router's module script)
 * after the first paint, or null when the text is not one this can rewrite safely.
 */
export function deferredModuleScript(moduleScript: string, preloads: readonly string[]) {
  const bindings: string[] = [];
  const urls: string[] = [];
  const rest = moduleScript.replace(staticImport, (_match, before: string, name, url: string) => {
    const index = urls.push(url) - 1;
    if (name) bindings.push(`${name}=m[${index}]`);
    return before;
  });
  if (urls.length === 0 || otherModuleSyntax.test(rest) || !dynamicImport.test(rest)) return null;
  return [
    "(function(){",
    "var started=false;function start(){if(started)return;started=true;",
    `${JSON.stringify(preloads).replaceAll("<", "\\u003c")}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});`,
    `Promise.all([${urls.map((url) => `import(${url})`).join(",")}]).then(function(m){`,
    bindings.length > 0 ? `var ${bindings.join(",")};` : "",
    rest,
    "\n})}",
    afterFirstPaint,
    "})()",
  ].join("");
}

const modulePreloadTag = /^<link\b[^>]*\brel="modulepreload"[^>]*>$/;
const hrefAttribute = /\bhref="([^"]*)"/;
const moduleTypeAttribute = /\stype="module"/;

/** The tags the rewrite looks at; text between them passes through untouched. */
const watchedTags = ["<link", "<script"];

function decodeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * An HTML rewriter for a document that arrives in pieces: `write` returns what can be sent on
 * (it holds back a tag split between pieces), `end` the rest.
 */
export class ScriptDeferral {
  private pending = "";
  private readonly preloads: string[] = [];

  write(text: string): string {
    this.pending += text;
    return this.drain(false);
  }

  end(): string {
    return this.drain(true);
  }

  private drain(final: boolean): string {
    let output = "";
    let text = this.pending;
    for (;;) {
      const start = nextWatchedTag(text);
      if (start === -1) {
        // Hold back a tail that could be the start of a watched tag.
        const keep = final ? 0 : partialTagLength(text);
        output += text.slice(0, text.length - keep);
        text = text.slice(text.length - keep);
        break;
      }
      output += text.slice(0, start);
      text = text.slice(start);
      const startTagEnd = text.indexOf(">");
      if (startTagEnd === -1) {
        if (final) {
          output += text;
          text = "";
        }
        break;
      }
      const startTag = text.slice(0, startTagEnd + 1);
      if (startTag.startsWith("<link")) {
        if (modulePreloadTag.test(startTag)) {
          const href = hrefAttribute.exec(startTag)?.[1];
          if (href !== undefined) this.preloads.push(decodeAttribute(href));
        } else {
          output += startTag;
        }
        text = text.slice(startTag.length);
        continue;
      }
      if (!moduleTypeAttribute.test(startTag) || /\ssrc=/.test(startTag)) {
        output += startTag;
        text = text.slice(startTag.length);
        continue;
      }
      const close = text.indexOf("</script>", startTag.length);
      if (close === -1) {
        if (final) {
          output += text;
          text = "";
        }
        break;
      }
      const body = text.slice(startTag.length, close);
      const deferred = deferredModuleScript(body, this.preloads);
      output += deferred
        ? `${classicStartTag(startTag)}${deferred}</script>`
        : text.slice(0, close + "</script>".length);
      text = text.slice(close + "</script>".length);
    }
    this.pending = text;
    return output;
  }
}

/** The start tag without `type="module"` and `async` (an inline classic script runs in place). */
function classicStartTag(startTag: string): string {
  return startTag.replace(moduleTypeAttribute, "").replace(/\sasync(?:="")?(?=[\s>/])/, "");
}

function nextWatchedTag(text: string): number {
  let first = -1;
  for (const tag of watchedTags) {
    let index = text.indexOf(tag);
    // `<linkx` or `<scripts` is another tag.
    while (index !== -1 && /[\w-]/.test(text.charAt(index + tag.length))) {
      index = text.indexOf(tag, index + 1);
    }
    if (index !== -1 && (first === -1 || index < first)) first = index;
  }
  return first;
}

/** How many characters at the end of `text` could begin a watched tag (`<`, `<li`, `<scrip`). */
function partialTagLength(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen === -1) return 0;
  const tail = text.slice(lastOpen);
  return watchedTags.some((tag) => tag.startsWith(tail) || tail === tag) ? tail.length : 0;
}

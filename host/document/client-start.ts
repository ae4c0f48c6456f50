/**
 * The scripts that start the browser part of a page, handed to it in the boot data
 * (`window.__vitrine.start`): the entry modules to import and the chunks to preload beside them.
 */
export interface ClientStart {
  /** Module scripts imported in order of the list (the entry chunk; Vite's client and the entry in development). */
  entries: readonly string[];
  /** The page's block chunks, preloaded at low priority while the entry loads. */
  preloads: readonly string[];
}

/**
 * Code run at the end of the boot script (decision 0044). Once the browser reports the page's
 * first contentful paint (a `paint` PerformanceObserver; two animation frames where that is not
 * supported), and the page's LCP picture (the `<img fetchpriority="high">` the server marks) has
 * loaded — at most 3 s more —, it adds a low-priority `<link rel="modulepreload">` per block chunk
 * and imports the entries. Until then the first screen — its text, fonts and LCP picture — has the
 * connection to itself, and the server HTML works meanwhile (links, forms without JavaScript).
 * Should no paint be reported (a page opened in a background tab), it starts 3 s after `load`.
 * Runs once. Constant text: the CSP hashes it with the boot script (host/document/boot-json.server.ts).
 */
export const CLIENT_START_CODE =
  '(function(w,d){var s=w.__vitrine&&w.__vitrine.start;if(!s||s.begun)return;' +
  'function go(){if(s.begun)return;s.begun=1;var i,l;' +
  "for(i=0;i<s.preloads.length;i++){l=d.createElement('link');l.rel='modulepreload';l.href=s.preloads[i];l.fetchPriority='low';d.head.appendChild(l)}" +
  'for(i=0;i<s.entries.length;i++)import(s.entries[i])}' +
  'function next(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})}' +
  "function painted(){var h=d.querySelector('img[fetchpriority=high]');if(!h||h.complete){go();return}" +
  "w.setTimeout(go,3000);h.addEventListener('load',next);h.addEventListener('error',next)}" +
  'var P=w.PerformanceObserver,o;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "o=new P(function(list){var e=list.getEntries();for(var i=0;i<e.length;i++)if(e[i].name==='first-contentful-paint'){o.disconnect();w.setTimeout(painted,0)}});" +
  "o.observe({type:'paint',buffered:true})}" +
  'else w.requestAnimationFrame(function(){w.requestAnimationFrame(function(){w.setTimeout(painted,0)})});' +
  "w.addEventListener('load',function(){w.setTimeout(go,3000)})})(window,document);";

/** The entries and the chunks of the page's blocks that have browser code (`assets` lists the entry too). */
export function clientStart(entries: readonly string[], pageChunks: readonly string[]): ClientStart {
  const skip = new Set(entries);
  return { entries, preloads: [...new Set(pageChunks)].filter((href) => !skip.has(href)) };
}

import { renderMarkdown } from './render-markdown';

/**
 * Rendered HTML kept by the Markdown it came from, so it can never be stale: changed text is a new
 * key. Bounded (the oldest entry goes first); the demo's content fits in it many times over.
 */
export function createRenderCache(max = 500) {
  const cache = new Map<string, string>();
  return (markdown: string): string => {
    const kept = cache.get(markdown);
    if (kept !== undefined) return kept;
    const html = renderMarkdown(markdown);
    if (cache.size >= max) cache.delete(cache.keys().next().value as string);
    cache.set(markdown, html);
    return html;
  };
}

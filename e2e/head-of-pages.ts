import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** What a crawler or a messaging app reads from a page's <head>. */
export interface PageHead {
  path: string;
  title: string;
  description: string;
  canonical: string | undefined;
  noindex: boolean;
  meta: (key: string) => string | undefined;
  /** Every JSON-LD block's nodes (`@graph` flattened). */
  structuredData: Array<Record<string, unknown>>;
}

/** GETs a page as a browser does (brotli accepted) and reads its head. */
export async function fetchHead(request: APIRequestContext, path: string): Promise<PageHead> {
  const res = await request.get(path, { headers: { 'accept-encoding': 'br' } });
  if (res.status() !== 200) throw new Error(`${path}: status ${res.status()}`);
  const { document } = new JSDOM(await res.text()).window;
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? undefined;
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
  return {
    path,
    title: document.title,
    description: attr('meta[name="description"]', 'content') ?? '',
    canonical: attr('link[rel="canonical"]', 'href'),
    noindex: attr('meta[name="robots"]', 'content') === 'noindex',
    meta: (key) => attr(`meta[property="${key}"], meta[name="${key}"]`, 'content'),
    structuredData: blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Array<Record<string, unknown>>) : [block])),
  };
}

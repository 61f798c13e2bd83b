import { createContext, useContext, useEffect } from 'react';
import { site } from '../../lib/content.ts';

/** What a page says about itself to search engines and the browser tab. */
export interface SeoData {
  title: string;
  description: string;
  /** Path of the canonical URL (e.g. `/` for `/home`); defaults to the page's own path. */
  canonicalPath?: string;
  /** True for pages that must not be indexed (offline). */
  noindex?: boolean;
  /** A not-found state: noindex, and the prerender gives the page the status 404. */
  notFound?: boolean;
}

/** The prerender provides a collector; in the browser there is none and the effect updates the head. */
export const SeoCollectorContext = createContext<{ seo?: SeoData } | null>(null);

export function fullTitle(title: string): string {
  return title === site.brandName ? `${site.brandName} · ${site.tagline}` : `${title} · ${site.brandName}`;
}

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.append(el);
  }
  el.content = content;
}

/** Sets title and description: collected at prerender (written into <head>), applied on client navigation. */
export function Seo(props: SeoData) {
  const collector = useContext(SeoCollectorContext);
  if (collector) collector.seo = props;
  useEffect(() => {
    document.title = fullTitle(props.title);
    setMeta('description', props.description);
  }, [props.title, props.description]);
  return null;
}

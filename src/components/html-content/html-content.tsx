import { createElement, use, useEffect, useRef } from 'react';
import { useRenderIsHydrating } from '../../hooks/use-browser-value.ts';
import { loadSanitizer, sanitizeHtml } from '../../lib/sanitize.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { hydratingPrerenderedPage } from './prerendered-html.ts';
import * as styles from './html-content.css.ts';

interface HtmlContentProps {
  html: string;
  as?: 'div' | 'span' | 'h1' | 'h2' | 'p';
  className?: string;
  /** Long-form body text (blog posts) gets prose styling. */
  prose?: boolean;
}

/**
 * Renders HTML from content or the API after sanitising it (scripts and handlers removed).
 *
 * While the browser hydrates a prerendered page, the HTML is already in the page, sanitised by the
 * prerender: React leaves an element's inner HTML as it is while hydrating, so sanitising it again
 * only cost main-thread time (on a destination page, DOMPurify and its parsing were a long task at
 * 4× CPU; issue 9). The element keeps that markup for as long as its `html` stays the same, and
 * sanitises from the first change on. DOMPurify is loaded when idle after hydration, or at the first
 * render that needs it, which waits for it (a navigation keeps the old page on screen meanwhile).
 */
export function HtmlContent({ html, as = 'div', className, prose = false }: HtmlContentProps) {
  // Read once, at mount: a render of its own when the page has hydrated would change nothing here.
  const hydrating = useRenderIsHydrating();
  const prerendered = useRef<string | null>(hydrating && hydratingPrerenderedPage() ? html : null);
  if (prerendered.current !== html) prerendered.current = null;
  const keepPrerendered = prerendered.current !== null;
  // `use` on every render that sanitises, not only while DOMPurify is missing: React replays a
  // component that suspended, and a replay that skips the `use` it suspended on throws ("Update hook
  // called on initial render"), which React recovers from by rendering the whole page again.
  if (!keepPrerendered) use(loadSanitizer());
  useEffect(() => whenIdle(() => void loadSanitizer()), []);
  const classes = [prose ? styles.prose : undefined, className].filter(Boolean).join(' ') || undefined;
  return createElement(as, {
    className: classes,
    suppressHydrationWarning: keepPrerendered || undefined,
    dangerouslySetInnerHTML: { __html: keepPrerendered ? '' : sanitizeHtml(html) },
  });
}

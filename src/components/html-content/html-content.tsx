import { createElement } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import * as styles from './html-content.css.ts';

interface HtmlContentProps {
  html: string;
  as?: 'div' | 'span' | 'h1' | 'h2' | 'p';
  className?: string;
  /** Long-form body text (blog posts) gets prose styling. */
  prose?: boolean;
}

/** Renders HTML from content or the API after sanitising it (scripts and handlers removed). */
export function HtmlContent({ html, as = 'div', className, prose = false }: HtmlContentProps) {
  const classes = [prose ? styles.prose : undefined, className].filter(Boolean).join(' ') || undefined;
  return createElement(as, { className: classes, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
}

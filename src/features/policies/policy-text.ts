import { POLICY_SLUGS, type PolicySlug } from '../../../shared/config/constants.ts';

/** '/privacy-policy' (or '/privacy-policy/') → 'privacy-policy'; anything else → null. */
export function policySlugFromPath(pathname: string): PolicySlug | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return (POLICY_SLUGS as readonly string[]).includes(slug) ? (slug as PolicySlug) : null;
}

/** Section content is plain text whose paragraphs are separated by a blank line (guideSectionSchema). */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** '2025-08-17' → '17 August 2025'. */
export { formatCalendarDay as formatEffectiveDate } from '../../../shared/format.ts';

import type { GuideSection } from '../schemas/index.ts';

/** The words of a guide or policy section as indexed and as snippets quote them: paragraphs, then bullet points. */
export function sectionText(section: GuideSection): string {
  return [section.content, ...(section.bulletPoints ?? [])].join(' ');
}

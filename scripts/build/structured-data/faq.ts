import type { FAQPage } from 'schema-dts';
import type { FaqItem } from '../../../shared/schemas/common.ts';

/** The questions and answers a page shows in its FAQ accordion. */
export function faqPage(faqs: readonly FaqItem[], url: string): FAQPage {
  return {
    '@type': 'FAQPage',
    url,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question' as const,
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: faq.answer },
    })),
  };
}

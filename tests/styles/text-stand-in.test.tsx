// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { estimateTextHeight, textStandIn } from '../../src/styles/text-stand-in.ts';
import { standIn } from '../../src/styles/text-stand-in.css.ts';
import { varName } from '../../src/lib/inline-vars.ts';
import { GuideSections } from '../../src/features/guides/components/guide-sections.tsx';
import { PolicyPage } from '../../src/features/policies/components/policy-page.tsx';
import { loadContent } from '../../shared/content/load-content.ts';

const content = loadContent();
const paragraph = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
const rem = (value: string) => Number(/^(\d+)rem$/.exec(value)?.[1]);

describe('estimateTextHeight', () => {
  it('grows with the text and with each paragraph, and is taller on a phone than in the desktop column', () => {
    const short = estimateTextHeight({ texts: [paragraph(40)] });
    const long = estimateTextHeight({ texts: [paragraph(400)] });
    const split = estimateTextHeight({ texts: [paragraph(200), paragraph(200)] });
    expect(long.narrow).toBeGreaterThan(short.narrow * 5);
    expect(long.wide).toBeGreaterThan(short.wide * 3);
    expect(split.narrow).toBeGreaterThan(estimateTextHeight({ texts: [paragraph(200)] }).narrow);
    for (const estimate of [short, long, split]) expect(estimate.narrow).toBeGreaterThan(estimate.wide);
  });

  it('gives an empty block the room of its title only', () => {
    const empty = estimateTextHeight({ texts: [] });
    expect(empty.narrow).toBeGreaterThan(0);
    expect(empty.narrow).toBeLessThan(estimateTextHeight({ texts: ['One short line.'] }).narrow);
  });
});

describe('long reads stand in at their expected height', () => {
  it('sets each guide section’s two heights from its own text', () => {
    const guide = content.guides.get('bali')!;
    const { container } = render(<GuideSections sections={guide.sections} />);
    const items = container.querySelectorAll<HTMLElement>('ol > li[id]');
    expect(items).toHaveLength(guide.sections.length);
    const heights = [...items].map((li) => rem(li.style.getPropertyValue(varName(standIn.narrow))));
    guide.sections.forEach((section, i) => {
      const texts = [...section.content.split(/\n\s*\n/), ...(section.bulletPoints ?? [])];
      expect(heights[i]).toBe(estimateTextHeight({ texts }).narrow);
      expect(rem(items[i]!.style.getPropertyValue(varName(standIn.wide)))).toBe(estimateTextHeight({ texts }).wide);
    });
    // Sections of different lengths get different stand-ins, not one height for all.
    expect(new Set(heights).size).toBeGreaterThan(1);
  });

  it('sets each policy clause’s heights, and the style prop carries nothing else', () => {
    const policy = content.policies.get('privacy-policy')!;
    const { container } = render(<PolicyPage policy={policy} />);
    const clauses = container.querySelectorAll<HTMLElement>('section[id]');
    expect(clauses).toHaveLength(policy.sections.length);
    for (const clause of clauses) {
      expect(rem(clause.style.getPropertyValue(varName(standIn.narrow)))).toBeGreaterThan(0);
      expect(rem(clause.style.getPropertyValue(varName(standIn.wide)))).toBeGreaterThan(0);
    }
    expect(Object.keys(textStandIn({ texts: ['x'] }))).toEqual([varName(standIn.narrow), varName(standIn.wide)]);
  });
});

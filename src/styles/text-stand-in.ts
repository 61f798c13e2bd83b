import type { CSSProperties } from 'react';
import { inlineVars } from '../lib/inline-vars.ts';
import { standIn } from './text-stand-in.css.ts';

/**
 * Characters of body text per rem of height in the reading column, measured on the guide and policy
 * pages (a least-squares fit over their sections, within 10%): a 375 px phone sets about 21 and a
 * 412 px one about 23 (22 is taken, for the common 390 px), the
 * desktop column about 47. Tablets get the phone's figure, which only overestimates.
 */
const CHARS_PER_REM = { narrow: 22, wide: 47 } as const;
/** Each paragraph or list item adds its margin or gap; the title and the block's padding come once. */
const REM_PER_BLOCK = { narrow: 1.9, wide: 1.25 } as const;
const REM_FIXED = { narrow: 2, wide: 4 } as const;

export interface TextBlock {
  /** The paragraphs and list items the block shows, as text. */
  texts: readonly string[];
}

/** The expected height of a block of reading text, in rem, on a phone and on a desktop. */
export function estimateTextHeight({ texts }: TextBlock): { narrow: number; wide: number } {
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  const estimate = (width: 'narrow' | 'wide') => Math.ceil(REM_FIXED[width] + chars / CHARS_PER_REM[width] + texts.length * REM_PER_BLOCK[width]);
  return { narrow: estimate('narrow'), wide: estimate('wide') };
}

/** The style prop that gives a `renderedWhenNearText` block its expected height. */
export function textStandIn(block: TextBlock): CSSProperties {
  const { narrow, wide } = estimateTextHeight(block);
  return inlineVars({ [standIn.narrow]: `${narrow}rem`, [standIn.wide]: `${wide}rem` });
}

import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from './media.ts';
import { renderedWhenNear } from './rendered-when-near.ts';

/** The height a block of text is expected to take, on a phone and in the desktop column (text-stand-in.ts). */
export const standIn = { narrow: createVar(), wide: createVar() };

/**
 * A long block of reading text (a guide's section, a policy's clause) rendered only when it comes
 * near the screen (rendered-when-near.ts), standing in meanwhile at the height its text is expected
 * to take rather than one height for all: the scrollbar, a contents link and the End key land about
 * where they will once the block renders. On paper every block is printed.
 */
export const renderedWhenNearText = style({
  contentVisibility: renderedWhenNear.contentVisibility,
  // The block axis only: a stand-in width would widen the grid column these blocks sit in (the
  // shorthand's one value sets both axes), and every rendered block would then set in one long line.
  containIntrinsicBlockSize: `auto ${fallbackVar(standIn.narrow, '50rem')}`,
  '@media': {
    [media.desktop]: { containIntrinsicBlockSize: `auto ${fallbackVar(standIn.wide, '50rem')}` },
    print: { contentVisibility: 'visible' },
  },
});

/*
 * A contents link or a shared link to a section (`#id`, the `:target`) lays out the whole read: the
 * scroll to it then knows where every section ends. Otherwise each section it passes or lands beside
 * renders at a height other than its stand-in and moves the heading (it stopped a screen off, and
 * scroll anchoring cannot help: it anchors to the unrendered section above, whose top does not move).
 */
globalStyle(`html:has(:target) ${renderedWhenNearText}`, { contentVisibility: 'visible' });

import type { StyleRule } from '@vanilla-extract/css';

/**
 * For a block below the first screen: the browser skips its style, layout and paint until it comes
 * near the screen. About 50rem stands in for its height until then; `auto` keeps the height it last
 * rendered at, so scrolling back up does not jump. It also contains the block's layout and paint, so
 * nothing inside may overflow it on purpose or be positioned `fixed` against the viewport (the site's
 * dialogs use the top layer, which is not affected).
 *
 * Not for light text on a dark block: until the block renders, hit-testing sees only its stand-in
 * box, and an accessibility audit (axe, in Lighthouse) looking for a text's background may find the
 * page's light background instead. Giving the footer this (to keep its italic face off the first
 * load) failed colour contrast on its text, and not reliably (with the footer's height, it passed
 * alone and failed in a run of pages).
 */
export const renderedWhenNear = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 50rem',
} satisfies StyleRule;

/**
 * The blocks of every page that get `renderedWhenNear` (global.css.ts): a page's sections after the
 * first one inside <main>. The prerender reads it too: what they hold is not in the first layout
 * (scripts/build/font-preloads.ts).
 */
export const LATER_SECTIONS = 'main > :is(section, article, aside):not(:first-child)';

import type { StyleRule } from '@vanilla-extract/css';
import { media } from './media.ts';

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
 * alone and failed in a run of pages). Given it again with a stand-in taller than the footer, axe
 * found the right background but, in 4 of 9 runs of a few pages, the user agent's colours for the
 * skipped text (link blue #0000ee and black, from Chromium's computed style) instead of the footer's
 * light ones. Dark text on a light block passes either way.
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

/**
 * `renderedWhenNear` for a block whose stand-in must not be shorter than the block itself: one that
 * ends where a dark block begins (the home page's link directory, above the footer). Until the block
 * renders, hit-testing sees only its stand-in box, so below a stand-in shorter than the block an
 * accessibility check (axe) looking for a text's background finds whatever lies there (above).
 * Heights in rem per layout, each at least the block's tallest there (measure from 280 px wide up);
 * once rendered, `auto` keeps the real height.
 */
export function renderedWhenNearAtLeast(rem: { phone: number; tablet: number; desktop: number }): StyleRule {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${rem.phone}rem`,
    '@media': {
      [media.tablet]: { containIntrinsicSize: `auto ${rem.tablet}rem` },
      [media.desktop]: { containIntrinsicSize: `auto ${rem.desktop}rem` },
    },
  };
}

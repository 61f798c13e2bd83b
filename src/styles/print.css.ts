import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * Paper (issue 7 "Print and share"): the page's own content in ink on white, without the site's
 * header, footer, menus, banners, floating buttons or motion. Pages add their own print rules
 * beside their styles (e.g. itinerary-print.css.ts opens every day of the accordion).
 */
const PRINT = 'print';

/** Anything that only makes sense on a screen (buttons, floating bars, banners): add this class. */
export const printHidden = style({ '@media': { [PRINT]: { display: 'none !important' } } });

/** Shown on paper only (the agency's contact block at the end of a printed page). */
export const printOnly = style({ display: 'none', '@media': { [PRINT]: { display: 'block' } } });

// The site's chrome: skip link, banners and prompts, header and footer (direct children of the app root).
globalStyle('#root > :not(main)', { '@media': { [PRINT]: { display: 'none' } } });
// In-page navigation (a guide's contents, breadcrumbs) and dialogs are no use on paper.
globalStyle('main nav, dialog', { '@media': { [PRINT]: { display: 'none' } } });

// !important: the body rule of the global styles comes later in the sheet than this module.
globalStyle('html, body', { '@media': { [PRINT]: { background: `${vars.color.white} !important`, color: `${vars.color.printInk} !important`, fontSize: '11pt' } } });
globalStyle('*, *::before, *::after', {
  '@media': {
    [PRINT]: {
      animation: 'none !important',
      transition: 'none !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
    },
  },
});
// framer-motion leaves inline opacity/transform mid-animation; paper shows the finished state.
globalStyle('main [style*="opacity"], main [style*="transform"]', { '@media': { [PRINT]: { opacity: '1 !important', transform: 'none !important' } } });

globalStyle('img', { '@media': { [PRINT]: { maxHeight: '9cm', objectFit: 'cover', breakInside: 'avoid' } } });
globalStyle('h1, h2, h3', { '@media': { [PRINT]: { breakAfter: 'avoid', color: vars.color.printInk } } });
globalStyle('p, li', { '@media': { [PRINT]: { orphans: 3, widows: 3 } } });
globalStyle('a', { '@media': { [PRINT]: { color: 'inherit', textDecoration: 'none' } } });
globalStyle('main', { '@media': { [PRINT]: { display: 'block', paddingTop: 0 } } });
globalStyle(`main :is(section, article, aside)`, { '@media': { [PRINT]: { background: 'none !important', color: 'inherit !important' } } });
globalStyle('mark', { '@media': { [PRINT]: { background: 'none', color: 'inherit' } } });
globalStyle(':focus-visible', { '@media': { [PRINT]: { outline: 'none' } } });

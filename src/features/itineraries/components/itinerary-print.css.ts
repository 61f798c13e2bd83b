import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import * as detail from './itinerary-detail.css.ts';

/**
 * An itinerary on paper: every day open, one picture, the booking card as plain text (issue 7).
 * Selectors start with `main` to outrank the screen rules, whose chunk may come later in the page.
 */
const PRINT = 'print';

// The accordion shows one day on screen; paper shows them all.
globalStyle(`main ${detail.dayPanel}[hidden]`, { '@media': { [PRINT]: { display: 'block' } } });
globalStyle(`main ${detail.dayButton}`, { '@media': { [PRINT]: { padding: '4pt 0', color: vars.color.printInk, cursor: 'auto' } } });
globalStyle(`main ${detail.day}`, { '@media': { [PRINT]: { breakInside: 'avoid' } } });

// The main photo, not the grid beside it, at a height that leaves room for the days.
globalStyle(`main ${detail.gallery}`, { '@media': { [PRINT]: { display: 'block' } } });
globalStyle(`main ${detail.gridImage}`, { '@media': { [PRINT]: { display: 'none' } } });
globalStyle(`main ${detail.mainImage}`, { '@media': { [PRINT]: { aspectRatio: 'auto', height: '7cm' } } });

globalStyle(`main ${detail.layout}`, { '@media': { [PRINT]: { display: 'block', marginTop: '12pt' } } });
globalStyle(`main ${detail.booking}`, { '@media': { [PRINT]: { position: 'static', marginTop: '12pt', padding: '8pt 0', borderTop: `1pt solid ${vars.color.printInk}`, borderRadius: 0 } } });
globalStyle(`main ${detail.booking} button`, { '@media': { [PRINT]: { display: 'none' } } });

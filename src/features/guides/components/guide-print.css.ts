import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import * as hero from '../../../components/page-hero/page-hero.css.ts';
import * as guide from './deep-dive-guide.css.ts';

/**
 * A deep-dive guide on paper: a short title block over the picture, then the numbered sections (issue 7).
 * Selectors start with `main` to outrank the screen rules, whose chunk may come later in the page.
 */
const PRINT = 'print';

// The hero's white words sit on a dark photo that printers leave out: on paper the title is ink.
globalStyle(`main ${hero.root}`, { '@media': { [PRINT]: { minHeight: 0, display: 'block', color: vars.color.printInk, background: 'none' } } });
globalStyle(`main ${hero.root} picture`, { '@media': { [PRINT]: { position: 'static', height: '6cm', overflow: 'hidden' } } });
globalStyle(`main ${hero.scrim}`, { '@media': { [PRINT]: { display: 'none' } } });
globalStyle(`main ${hero.content}`, { '@media': { [PRINT]: { paddingTop: '12pt', paddingBottom: 0 } } });
globalStyle(`main ${hero.title}`, { '@media': { [PRINT]: { fontSize: '26pt', maxWidth: 'none' } } });
globalStyle(`main ${hero.eyebrow}, main ${hero.description}`, { '@media': { [PRINT]: { color: vars.color.printInk } } });

globalStyle(`main ${guide.layout}`, { '@media': { [PRINT]: { display: 'block', paddingBlock: '12pt' } } });
globalStyle(`main ${guide.sections}`, { '@media': { [PRINT]: { maxWidth: 'none', gap: '14pt' } } });
globalStyle(`main ${guide.sectionTitle}`, { '@media': { [PRINT]: { fontSize: '15pt' } } });
globalStyle(`main ${guide.confused}`, { '@media': { [PRINT]: { maxWidth: 'none', marginTop: '14pt', padding: '8pt 0', borderRadius: 0 } } });

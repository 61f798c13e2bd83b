import { globalStyle } from '@vanilla-extract/css';
import * as hero from '../../../components/page-hero/page-hero.css.ts';
import * as guide from './deep-dive-guide.css.ts';

/** A deep-dive guide on paper: a short title block over the picture, then the numbered sections (issue 7). */
const PRINT = 'print';

// The hero's white words sit on a dark photo that printers leave out: on paper the title is ink.
globalStyle(`${hero.root}`, { '@media': { [PRINT]: { minHeight: 0, display: 'block', color: '#000', background: 'none' } } });
globalStyle(`${hero.root} picture`, { '@media': { [PRINT]: { position: 'static', height: '6cm', overflow: 'hidden' } } });
globalStyle(`${hero.scrim}`, { '@media': { [PRINT]: { display: 'none' } } });
globalStyle(`${hero.content}`, { '@media': { [PRINT]: { padding: '12pt 0 0' } } });
globalStyle(`${hero.title}`, { '@media': { [PRINT]: { fontSize: '26pt', maxWidth: 'none' } } });
globalStyle(`${hero.eyebrow}, ${hero.description}`, { '@media': { [PRINT]: { color: '#000' } } });

globalStyle(`${guide.layout}`, { '@media': { [PRINT]: { display: 'block', paddingBlock: '12pt' } } });
globalStyle(`${guide.sections}`, { '@media': { [PRINT]: { maxWidth: 'none', gap: '14pt' } } });
globalStyle(`${guide.sectionTitle}`, { '@media': { [PRINT]: { fontSize: '15pt' } } });
globalStyle(`${guide.confused}`, { '@media': { [PRINT]: { maxWidth: 'none', marginTop: '14pt', padding: '8pt 0', borderRadius: 0 } } });

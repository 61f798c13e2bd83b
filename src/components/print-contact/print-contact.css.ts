import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

// Paper only: sizes in points, plain black on white.
export const root = style({ marginTop: '18pt', paddingTop: '10pt', borderTop: `1pt solid ${vars.color.printInk}`, breakInside: 'avoid', fontSize: '10pt' });
export const title = style({ fontSize: '14pt', marginBottom: '6pt' });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '12pt' });
export const label = style({ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '8pt' });
export const list = sprinkles({ listStyle: 'none', margin: 0, padding: 0 });
export const pageUrl = style({ marginTop: '8pt', fontSize: '9pt' });

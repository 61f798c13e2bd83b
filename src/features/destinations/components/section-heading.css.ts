import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The eyebrow, title and lead that open every section of the destination page. */
export const heading = style({ display: 'grid', gap: vars.space.sm, maxWidth: '46rem' });

const eyebrowBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.24em',
  textTransform: 'uppercase',
  fontWeight: 600,
  selectors: { '&::before': { content: '""', width: 32, height: 1, background: 'currentColor' } },
});
export const eyebrow = styleVariants({
  onLight: [eyebrowBase, { color: vars.color.goldInk }],
  onDark: [eyebrowBase, { color: vars.color.goldSoft }],
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: 500, textWrap: 'balance' });

export const lead = styleVariants({
  onLight: { fontSize: vars.fontSize.md, lineHeight: 1.75, color: vars.color.inkSoft, maxWidth: '62ch' },
  onDark: { fontSize: vars.fontSize.md, lineHeight: 1.75, color: 'rgba(255, 255, 255, 0.86)', maxWidth: '62ch' },
});

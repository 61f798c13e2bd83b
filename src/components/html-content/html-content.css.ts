import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const prose = style({ maxWidth: '70ch', fontSize: vars.fontSize.md, lineHeight: 1.75 });
globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg, marginTop: vars.space.lg });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: '1.25rem', display: 'grid', gap: vars.space.xs });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.lg,
  borderLeft: `3px solid ${vars.color.gold}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
});
globalStyle(`${prose} a`, { color: vars.color.teal, textUnderlineOffset: '3px' });

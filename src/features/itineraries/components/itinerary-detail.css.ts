import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr', gridTemplateRows: 'repeat(3, 150px)' } },
});
export const mainImage = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [media.desktop]: { gridRow: '1 / 4', aspectRatio: 'auto' } },
});
// spec §2: a single image on mobile and tablet; three grid images beside it on desktop.
export const gridImage = style({
  position: 'relative',
  display: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [media.desktop]: { display: 'block' } },
});
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } },
});
export const body = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const facts = style({ fontWeight: 600 });
export const heading = style({ fontSize: vars.fontSize.lg, letterSpacing: '0.12em', marginTop: vars.space.lg });
export const days = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const day = style({ borderBottom: `1px solid ${vars.color.line}` });
export const dayButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} 0`,
  background: 'none',
  border: 0,
  textAlign: 'left',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});
export const dayIcon = style({ width: 24, height: 24, color: vars.color.gold, flexShrink: 0 });
export const dayPanel = style({ paddingBottom: vars.space.md });
export const list = style({ display: 'grid', gap: vars.space.xs, paddingLeft: '1.25rem', margin: 0 });
export const booking = style({
  alignSelf: 'start',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.sand,
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.xl } },
});
export const bookingTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style({ paddingBlock: vars.space.section, background: vars.color.sandDeep });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
      gridTemplateAreas: '"pictures copy" "cards cards"',
      columnGap: vars.space.xl,
      rowGap: vars.space.xxl,
      alignItems: 'center',
    },
    [media.desktop]: { columnGap: vars.space.xxl },
  },
});

/** The front image overlaps the main one's lower corner, like a print laid on a photograph. */
export const pictures = style({
  position: 'relative',
  paddingRight: '18%',
  paddingBottom: '14%',
  '@media': { [media.tablet]: { gridArea: 'pictures' } },
});

export const mainImage = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  '@media': { [media.mobileOnly]: { aspectRatio: '4 / 3' } },
});

export const frontImage = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: '46%',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `6px solid ${vars.color.paper}`,
  boxShadow: vars.shadow.lift,
});

export const copy = style({ '@media': { [media.tablet]: { gridArea: 'copy' } } });

export const cards = style([
  sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: { mobile: 'md', desktop: 'lg' } }),
  { '@media': { [media.tablet]: { gridArea: 'cards' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
]);

export const card = style([
  sprinkles({ display: 'grid', alignContent: 'start', gap: 'sm', padding: 'lg' }),
  { borderRadius: vars.radius.md, background: vars.color.paper, boxShadow: vars.shadow.card },
]);

export const icon = style({
  width: 48,
  height: 48,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.sand,
  color: vars.color.teal,
});
globalStyle(`${icon} svg`, { width: 24, height: 24 });

export const cardTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 600 });
export const cardText = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm, lineHeight: 1.7 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const card = style({ borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.paper, boxShadow: vars.shadow.card });
export const link = style([sprinkles({ display: 'grid', gap: 'xs' }), { textDecoration: 'none', paddingBottom: vars.space.lg }]);
export const image = style({ position: 'relative', aspectRatio: '4 / 3' });
export const name = style({ fontSize: vars.fontSize.xl, paddingInline: vars.space.lg });
export const tagline = style({ paddingInline: vars.space.lg });

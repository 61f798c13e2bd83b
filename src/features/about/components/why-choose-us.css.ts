import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { roundMark } from '../../../styles/mark.css.ts';
import { media } from '../../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { split } from '../../../styles/split.css.ts';
import { frame } from '../../../styles/frame.css.ts';
import { archRadius } from '../../../styles/frame.css.ts';

export const root = style({ background: vars.color.paper, overflow: 'hidden' });

export const layout = split({ columns: '5/7' });

export const image = style([
  frame({ radius: 'lg', shadow: 'lift' }),
  { aspectRatio: '4 / 3', '@media': { [media.desktop]: { aspectRatio: '4 / 5', borderRadius: archRadius } } },
]);

export const content = sprinkles({ display: 'grid', gap: 'lg', justifyItems: 'start' });
export const eyebrow = eyebrowRecipe({ tone: 'teal' });
export const title = style({ fontSize: 'clamp(2.4rem, 1.5rem + 3.6vw, 4.5rem)', letterSpacing: '0.02em', lineHeight: 1 });
export const description = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: '58ch' });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const feature = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  border: `1px solid ${vars.color.line}`,
});
export const featureMark = style([roundMark, { width: 40, height: 40 }]);
export const featureTitle = style({ fontSize: vars.fontSize.lg });
export const featureText = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  width: '100%',
  paddingBlock: vars.space.md,
  borderBlock: `1px solid ${vars.color.line}`,
  margin: 0,
  listStyle: 'none',
  paddingInline: 0,
});
export const stat = sprinkles({ display: 'grid', gap: 'xxs', alignContent: 'start' });
export const statValue = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2.5rem, 2rem + 2vw, 3.5rem)',
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.teal,
  margin: 0,
});
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

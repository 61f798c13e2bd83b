import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const root = style({
  paddingBlock: vars.space.section,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const inner = sprinkles({ display: 'grid', gap: 'xxl' });

export const intro = style([
  sprinkles({ display: 'grid', justifyItems: 'center', gap: 'md', textAlign: 'center' }),
  { maxWidth: '46rem', marginInline: 'auto' },
]);

export const rule = style({ width: 56, height: 1, background: vars.color.gold });

export const title = style({ fontSize: vars.fontSize.xxl, textWrap: 'balance' });

export const description = style({ color: vars.color.muted, fontSize: vars.fontSize.md, lineHeight: 1.7 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.line}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', borderTop: 0 },
  },
});

/** Phones: icon beside the words (a compact list); wider: icon above, in columns. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '52px minmax(0, 1fr)',
  alignContent: 'start',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.sm, paddingInline: vars.space.lg },
    // Two columns: an odd last service takes the whole row instead of leaving a hole.
    [media.tabletOnly]: {
      selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
    },
    [media.desktop]: {
      borderBottom: 0,
      borderInlineStart: `1px solid ${vars.color.line}`,
      paddingBlock: vars.space.xs,
      selectors: { '&:first-child': { borderInlineStart: 0, paddingInlineStart: 0 } },
    },
  },
});

export const iconBadge = style({
  gridRow: 'span 2',
  display: 'inline-grid',
  placeItems: 'center',
  width: 52,
  height: 52,
  borderRadius: vars.radius.pill,
  color: vars.color.teal,
  background: vars.color.sand,
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.gold} 40%, transparent)`,
  transition: `background ${vars.motion.base}, color ${vars.motion.base}`,
  selectors: {
    [`${item}:hover &`]: { background: vars.color.teal, color: vars.color.sand },
  },
  '@media': { [media.tablet]: { gridRow: 'auto' } },
});

export const icon = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const itemTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 600, alignSelf: 'center' });

export const itemText = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, lineHeight: 1.65 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { eyebrow as eyebrowRecipe } from '../../../styles/eyebrow.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const page = style([sprinkles({ display: 'grid', gap: 'xl' }), { maxWidth: '48rem', marginInline: 'auto' }]);
export const intro = sprinkles({ display: 'grid', gap: 'sm' });
export const eyebrow = eyebrowRecipe({ tone: 'teal' });
export const title = style({ fontSize: vars.fontSize.xxl, lineHeight: 1.1 });
export const text = style({ color: vars.color.inkSoft, margin: 0 });
export const storage = style([
  sprinkles({ display: 'grid', gap: 'xs', padding: 'md' }),
  { borderRadius: vars.radius.md, background: vars.color.sandDeep, fontSize: vars.fontSize.sm },
]);
export const meter = style({ width: '100%', height: 8, accentColor: vars.color.teal });
export const list = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'md' });
export const item = style([
  sprinkles({ display: 'grid', gap: 'xs', padding: 'md' }),
  { borderRadius: vars.radius.md, border: `1px solid ${vars.color.line}`, background: vars.color.paper },
]);
export const itemTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const itemLink = style({ color: vars.color.ink, textDecorationColor: vars.color.goldSoft, textUnderlineOffset: '0.2em' });
export const meta = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', alignItems: 'center' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

export const card = style([
  sprinkles({ display: 'grid', gap: 'xxs', padding: 'md' }),
  {
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.gold}`,
    background: vars.color.sand,
    color: vars.color.ink,
    // In a form of two columns (the expert form held sideways) it says more than a button: the whole row.
    gridColumn: '1 / -1',
  },
]);
export const headline = style({ fontWeight: 600 });
export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

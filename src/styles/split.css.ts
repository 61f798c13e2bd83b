import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';
import { media } from './media.ts';

const columns = (first: number, second: number) => `minmax(0, ${first}fr) minmax(0, ${second}fr)`;

/**
 * Two columns side by side on wide screens, one above the other below: picture and words, story and
 * carousel. `5/7` and `7/5` split from 1024 px; `5/6` (the destination page's picture sections)
 * already from 768 px, with more room between the stacked pair on phones.
 */
export const split = recipe({
  base: { display: 'grid', gap: vars.space.xl },
  variants: {
    columns: {
      '5/7': { '@media': { [media.desktop]: { gridTemplateColumns: columns(5, 7), gap: vars.space.xxl } } },
      '7/5': { '@media': { [media.desktop]: { gridTemplateColumns: columns(7, 5), gap: vars.space.xxl } } },
      '5/6': {
        gap: vars.space.xxl,
        '@media': { [media.tablet]: { gridTemplateColumns: columns(5, 6), gap: vars.space.xl }, [media.desktop]: { gap: vars.space.xxl } },
      },
    },
    align: { center: { alignItems: 'center' }, start: { alignItems: 'start' } },
  },
  defaultVariants: { columns: '5/7', align: 'center' },
});

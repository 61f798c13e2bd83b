import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.ts';
import { media } from './media.ts';

/**
 * Layout utilities: the small blocks every component wrote by hand (a grid with a gap, a row of
 * links, a bare list). Each value is one atomic class, shared by every user, at the spec's
 * breakpoints: `{ mobile: …, tablet: …, desktop: … }` or a plain value for every width.
 * Style files compose them (`style([sprinkles({ … }), { … }])`), so components keep one class name.
 */
const space = { 0: '0', ...vars.space };

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'grid', 'flex', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    gap: space,
    alignItems: ['start', 'center', 'end', 'baseline', 'stretch'],
    alignContent: ['start', 'center', 'end'],
    justifyContent: ['start', 'center', 'end', 'space-between'],
    justifyItems: ['start', 'center', 'end'],
    textAlign: ['start', 'center', 'end'],
    padding: space,
    paddingBlock: space,
    paddingInline: space,
  },
});

/** Lists that are layout, not prose: no bullets, no indent. */
const reset = defineProperties({
  properties: {
    listStyle: ['none'],
    margin: { 0: '0' },
  },
});

export const sprinkles = createSprinkles(layout, reset);
export type Sprinkles = Parameters<typeof sprinkles>[0];

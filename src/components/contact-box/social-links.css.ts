import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

/** The agency's social networks as a row of round icon links: on the dark footer, or on light paper. */
export const list = recipe({
  base: sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'flex' }),
  variants: {
    tone: {
      onDark: sprinkles({ gap: 'sm', flexWrap: 'wrap' }),
      onLight: sprinkles({ gap: 'xs' }),
    },
  },
});

const hover = (background: string, color: string) => ({ selectors: { '&:hover': { background, color } } });

export const link = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.pill,
    transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  },
  variants: {
    tone: {
      onDark: [{ width: 44, height: 44, border: `1px solid ${vars.color.goldLine}`, color: vars.color.sand }, hover(vars.color.goldSoft, vars.color.ink)],
      onLight: [{ width: 40, height: 40, border: `1px solid ${vars.color.line}`, color: vars.color.teal }, hover(vars.color.teal, vars.color.white)],
    },
  },
});

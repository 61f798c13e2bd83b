import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

const shade = (percent: number) => `color-mix(in srgb, ${vars.color.ink} ${percent}%, transparent)`;

export const root = style({
  // No stacking context here: the header's z-index must reach the page, so its open menu covers it.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100svh',
  overflow: 'hidden',
  color: vars.color.white,
  // Shown while the artwork loads, in the artwork's own evening tones.
  background: `linear-gradient(160deg, ${vars.color.teal}, ${vars.color.ink})`,
});

export const backdrop = style({ position: 'absolute', inset: 0 });

export const backdropImage = style({ width: '100%', height: '100%' });

/** Keeps the white type legible on any artwork: darker at the top (header), left (copy) and bottom (carousel). */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: [
    `linear-gradient(180deg, ${shade(55)} 0%, ${shade(8)} 28%, ${shade(20)} 55%, ${shade(85)} 100%)`,
    `linear-gradient(90deg, ${shade(45)} 0%, transparent 65%)`,
  ].join(', '),
});

export const content = style({
  position: 'relative',
  flex: 1,
  display: 'grid',
  // One column no wider than the screen: an `auto` column took the carousel's max-content width, and
  // at 320 px the line under the title and the carousel's arrows ran off the right edge.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'end',
  gap: vars.space.xl,
  paddingBlock: `${vars.space.xl} ${vars.space.xl}`,
  '@media': {
    [media.tablet]: { paddingBlockEnd: vars.space.xxl },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'end',
      columnGap: vars.space.xxl,
    },
  },
});

export const copy = style([sprinkles({ display: 'grid', justifyItems: 'start', gap: 'lg' }), { maxWidth: '40rem' }]);

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: 1,
  letterSpacing: '-0.015em',
  // In em, not ch: a ch is the width of the heading face's "0", which lives in its figures file
  // (site-fonts.ts); the title re-wrapped from two lines to three when a number elsewhere loaded it.
  maxWidth: '5.5em',
  textWrap: 'balance',
  textShadow: `0 2px 24px ${shade(45)}`,
});

export const subtext = style({
  fontSize: vars.fontSize.lg,
  lineHeight: 1.5,
  maxWidth: '32ch',
  color: `color-mix(in srgb, ${vars.color.white} 90%, transparent)`,
});

export const cta = style({ boxShadow: vars.shadow.lift });

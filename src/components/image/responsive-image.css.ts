import { style } from '@vanilla-extract/css';

/** In the flow: the picture takes its container's width and keeps the image's ratio. */
export const root = style({ display: 'block' });

/** Full-bleed: fills the nearest positioned ancestor (heroes, card backgrounds). */
export const cover = style({ position: 'absolute', inset: 0, display: 'block', overflow: 'hidden' });

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // the blurred preview, set inline, stretches under the image until it has loaded
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  selectors: {
    [`${cover} &`]: { height: '100%', objectFit: 'cover' },
  },
});

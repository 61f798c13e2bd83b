import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { eyebrow as eyebrowRecipe } from '../../styles/eyebrow.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = style({ background: vars.color.sand });

export const header = style([sprinkles({ display: 'grid', gap: 'sm' }), { marginBottom: vars.space.xl, maxWidth: '44rem' }]);
export const eyebrow = eyebrowRecipe({ tone: 'teal' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const intro = style({ color: vars.color.inkSoft, maxWidth: '60ch' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.line}` });
export const item = style({ borderBottom: `1px solid ${vars.color.line}` });
export const questionHeading = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: 600 });

export const question = style({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  fontWeight: 600,
  lineHeight: 1.4,
  color: vars.color.ink,
  transition: `color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.teal },
    '&[aria-expanded="true"]': { color: vars.color.teal },
  },
});

export const icon = style({
  flex: 'none',
  width: 32,
  height: 32,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, background ${vars.motion.fast}`,
  selectors: {
    [`${question}[aria-expanded="true"] &`]: { transform: 'rotate(45deg)', background: vars.color.goldSoft },
  },
});

const reveal = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

/** Mobile and tablet: the answer opens under its question. Wide screens use the side panel instead. */
export const inlineAnswer = style({
  padding: `0 ${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.inkSoft,
  maxWidth: '62ch',
  animation: `${reveal} ${vars.motion.base} ${vars.motion.ease}`,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const panel = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'grid',
      alignContent: 'start',
      gap: vars.space.md,
      position: 'sticky',
      top: '6rem',
      minHeight: '18rem',
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      background: vars.color.paper,
      boxShadow: vars.shadow.card,
      borderTop: `4px solid ${vars.color.gold}`,
    },
  },
});
export const panelQuestion = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: 600, lineHeight: 1.2 });
export const panelAnswer = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.md });
export const prompt = style({
  fontFamily: vars.font.display,
  fontStyle: 'italic',
  fontSize: vars.fontSize.xl,
  color: vars.color.inkSoft,
  alignSelf: 'center',
});
export const panelBody = sprinkles({ display: 'grid', gap: 'md' });

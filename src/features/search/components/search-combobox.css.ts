import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media, widthFrom } from '../../../styles/media.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

/**
 * From this width (where the page's column reaches its full width) the header has room for a full
 * field beside the links and the words of saved trips and install; below it the field is an icon that
 * widens on focus. From 1200 px, with the install entry offered, the bar had 13 px to spare.
 */
const roomyHeader = widthFrom(1280);
const FIELD_HEIGHT = 44;
/** Roomy, the field shows its whole placeholder ("Search trips and guides" ran 191 px into 14rem's 164). */
const ROOMY_FIELD_WIDTH = '16rem';
/** How wide the header's field is drawn: an icon, a field on roomy screens, wider while in use. */
const headerFieldWidth = createVar();
const ICON_SIZE = 18;
const ICON_INSET = 13;

export const root = styleVariants({
  header: { position: 'relative', '@media': { [media.mobileOnly]: { display: 'none' } } },
  menu: { position: 'relative' },
  page: { position: 'relative', display: 'grid', gap: vars.space.lg },
});

const formBase = style({ position: 'relative', margin: 0 });
export const form = styleVariants({
  header: [
    formBase,
    {
      vars: { [headerFieldWidth]: `${FIELD_HEIGHT}px` },
      width: FIELD_HEIGHT,
      height: FIELD_HEIGHT,
      '@media': { [roomyHeader]: { width: ROOMY_FIELD_WIDTH, vars: { [headerFieldWidth]: ROOMY_FIELD_WIDTH } } },
      selectors: { '&:focus-within': { vars: { [headerFieldWidth]: '20rem' } } },
    },
  ],
  menu: [formBase],
  page: [formBase, { maxWidth: '40rem' }],
});

export const icon = style({
  position: 'absolute',
  zIndex: 2,
  left: ICON_INSET,
  top: '50%',
  width: ICON_SIZE,
  height: ICON_SIZE,
  transform: 'translateY(-50%)',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  pointerEvents: 'none',
});

const inputBase = style({
  width: '100%',
  height: FIELD_HEIGHT,
  paddingInline: `${FIELD_HEIGHT}px ${vars.space.md}`,
  border: '1px solid',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  appearance: 'none',
  transition: `width ${vars.motion.base} ${vars.motion.ease}, background ${vars.motion.fast}`,
  selectors: {
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    '&::placeholder': { color: 'currentColor', opacity: 0.7 },
  },
});
export const input = styleVariants({
  paper: [inputBase, { background: vars.color.paper, color: vars.color.ink, borderColor: vars.color.line }],
  night: [
    inputBase,
    {
      background: `color-mix(in srgb, ${vars.color.white} 12%, transparent)`,
      color: 'inherit',
      borderColor: `color-mix(in srgb, ${vars.color.white} 55%, transparent)`,
      selectors: { '&:focus': { background: vars.color.paper, color: vars.color.ink } },
    },
  ],
});
// The header's field sits on the right of the bar; narrow, it is an icon that widens leftwards while in use.
globalStyle(`${form.header} input`, {
  position: 'absolute',
  right: 0,
  top: 0,
  width: headerFieldWidth,
  paddingInlineEnd: 0,
  '@media': { [roomyHeader]: { paddingInlineEnd: vars.space.md } },
});
// The icon stays at the field's left edge, wherever that edge is.
globalStyle(`${form.header} svg`, {
  left: 'auto',
  right: `calc(${headerFieldWidth} - ${ICON_INSET + ICON_SIZE}px)`,
  transition: `right ${vars.motion.base} ${vars.motion.ease}`,
});
globalStyle(`${form.header} input::placeholder`, { color: 'transparent', '@media': { [roomyHeader]: { color: 'currentColor' } } });
globalStyle(`${form.header} input:focus::placeholder`, { color: 'currentColor' });
globalStyle(`${form.header} input:focus`, { zIndex: 1, paddingInlineEnd: vars.space.md });
// The night field turns to paper while in use: its icon follows.
globalStyle(`${input.night}:focus + ${icon}`, { color: vars.color.ink });

const panelBase = style([sprinkles({ display: 'grid', gap: 'xs' }), { color: vars.color.ink }]);
export const panel = styleVariants({
  header: [
    panelBase,
    {
      position: 'absolute',
      zIndex: 40,
      right: 0,
      top: `calc(100% + ${vars.space.xs})`,
      width: 'min(30rem, calc(100vw - 2rem))',
      maxHeight: 'min(70vh, 36rem)',
      overflowY: 'auto',
      padding: vars.space.sm,
      background: vars.color.paper,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lift,
    },
  ],
  menu: [
    panelBase,
    {
      marginTop: vars.space.sm,
      padding: vars.space.sm,
      background: vars.color.paper,
      borderRadius: vars.radius.md,
      // Held sideways, a landscape keyboard leaves the top half of the screen: results start close under the field.
      '@media': { [media.shortLandscape]: { marginTop: vars.space.xs, paddingTop: vars.space.xs } },
    },
  ],
  page: [panelBase],
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, paddingInline: vars.space.xs });

export const listbox = sprinkles({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'xxs' });

export const option = style({
  display: 'grid',
  gap: 2,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.sandDeep, outline: `2px solid ${vars.color.teal}`, outlineOffset: -2 },
  },
});
export const kind = style({ fontSize: vars.fontSize.xs, fontWeight: 600, letterSpacing: '0.12em', textTransform: 'uppercase', color: vars.color.teal });
export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: 600, lineHeight: 1.2 });
export const context = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });
export const excerpt = style({ fontSize: vars.fontSize.sm, lineHeight: 1.5, color: vars.color.inkSoft });
export const seeAll = style([option, { fontWeight: 600, color: vars.color.teal, textAlign: 'center' }]);

// Ink on gold whatever the line's own colour: muted grey on gold would be too faint.
globalStyle(`${option} mark`, { background: vars.color.goldSoft, color: vars.color.ink, borderRadius: 2, paddingInline: 1 });

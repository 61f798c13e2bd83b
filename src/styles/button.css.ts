import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

/** The site's buttons and button-like links. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.sm,
    letterSpacing: '0.04em',
    textDecoration: 'none',
    transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
      '&:hover:not(:disabled)': { transform: 'translateY(-1px)' },
    },
  },
  variants: {
    tone: {
      primary: { background: vars.color.gold, color: vars.color.ink },
      dark: { background: vars.color.ink, color: vars.color.sand },
      light: { background: vars.color.paper, color: vars.color.ink, borderColor: vars.color.line },
      ghost: { background: 'transparent', color: 'inherit', borderColor: 'currentColor' },
    },
    size: {
      md: {},
      sm: { minHeight: 36, paddingInline: vars.space.md, fontSize: vars.fontSize.xs },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});
export const panelWrap = style({ display: 'grid', gap: vars.space.md, alignSelf: 'start' });
export const toggleButton = style({ '@media': { [media.desktop]: { display: 'none' } } });
export const panelHidden = style({ display: 'none', '@media': { [media.desktop]: { display: 'grid' } } });
export const panel = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.paper, boxShadow: vars.shadow.card });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: 600, marginBottom: vars.space.xs });
export const option = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', fontSize: vars.fontSize.sm });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', marginBottom: vars.space.lg });
export const inert = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const results = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', padding: 0, margin: 0 });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.paper,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { gridTemplateColumns: '260px 1fr' } },
});
export const cardImage = style({ position: 'relative', minHeight: 200 });
export const cardBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.lg, alignContent: 'start' });
export const cardTitle = style({ fontSize: vars.fontSize.xl });
export const badges = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', fontSize: vars.fontSize.xs, color: vars.color.success, fontWeight: 600 });
export const price = style({ fontWeight: 700, fontSize: vars.fontSize.lg });
export const empty = style({ padding: vars.space.xl, textAlign: 'center', fontSize: vars.fontSize.lg });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

/** The route's loading text (spec §2 item 1: 'Loading Destination...'). */
export const stateText = style({ padding: `${vars.space.section} ${vars.layout.gutter}`, textAlign: 'center', fontSize: vars.fontSize.lg });

import { sprinkles } from '../../styles/sprinkles.css.ts';

export const root = sprinkles({ display: 'flex', gap: 'md', justifyContent: 'center', flexWrap: 'wrap' });

import { POLICY_ROUTES } from '../../../shared/routes/site-routes.ts';
import type { PolicySlug } from '../../../shared/config/constants.ts';

/** spec §2 footer: the four policies, from their route descriptions (the footer and /offline list them). */
export const POLICY_LINKS: Array<{ slug: PolicySlug; to: string; label: string }> = POLICY_ROUTES.map((route) => ({
  slug: route.id as PolicySlug,
  to: route.href(),
  label: route.linkText ?? route.id,
}));

import { siteSchema } from '../schemas/index.ts';
import type { Site } from '../schemas/index.ts';
import { ContentError } from './content-error.ts';

/**
 * The agency's contact details can be set without editing content/site.json:
 * SITE_EMAIL, SITE_CHAT_NUMBER, SITE_WHATSAPP_1, SITE_WHATSAPP_2 (digits with country code)
 * and SITE_ADDRESS (lines separated by "|"; the last three are city, postcode and country).
 */
export function applySiteOverrides(site: Site, env: NodeJS.ProcessEnv): Site {
  const next: Site = structuredClone(site);
  if (env.SITE_EMAIL) next.email = env.SITE_EMAIL;
  if (env.SITE_CHAT_NUMBER) next.chatNumber = env.SITE_CHAT_NUMBER;
  [env.SITE_WHATSAPP_1, env.SITE_WHATSAPP_2].forEach((number, i) => {
    const entry = next.whatsappBusinessNumbers[i];
    if (number && entry) next.whatsappBusinessNumbers[i] = { ...entry, number, display: formatDisplay(number) };
  });
  if (env.SITE_ADDRESS) {
    const parts = env.SITE_ADDRESS.split('|').map((p) => p.trim()).filter(Boolean);
    if (parts.length < 4) throw new ContentError('SITE_ADDRESS: needs street lines, city, postcode and country separated by "|"');
    const [country, postcode, city] = [parts.pop()!, parts.pop()!, parts.pop()!];
    next.address = { lines: parts, city, postcode, country };
  }
  const checked = siteSchema.safeParse(next);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new ContentError(`site overrides from the environment are invalid: ${issue.path.join('.')}: ${issue.message}`);
  }
  return checked.data;
}

/** 919812345678 → "+91 98123 45678" for Indian numbers; other countries get "+<digits>". */
function formatDisplay(digits: string): string {
  return digits.startsWith('91') && digits.length === 12
    ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`
    : `+${digits}`;
}

/** Small line icons for the social networks in site.json; unknown networks get a generic globe. */
const PATHS: Record<string, string> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM17.5 6.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  youtube:
    'M3.5 7.5a3 3 0 0 1 2.6-2.4C8 4.9 10 4.8 12 4.8s4 .1 5.9.3a3 3 0 0 1 2.6 2.4c.3 1.5.3 3 .3 4.5s0 3-.3 4.5a3 3 0 0 1-2.6 2.4c-1.9.2-3.9.3-5.9.3s-4-.1-5.9-.3a3 3 0 0 1-2.6-2.4C3.2 15 3.2 13.5 3.2 12s0-3 .3-4.5ZM10 9v6l5-3-5-3Z',
  linkedin: 'M4 9h4v11H4V9Zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v1.6A4.4 4.4 0 0 1 18 9c2.5 0 3 1.7 3 4v7h-4v-6c0-1.3-.3-2.3-1.6-2.3S14 12.8 14 14v6h-4V9Z',
};
const GLOBE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z';

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[network] ?? GLOBE} />
    </svg>
  );
}

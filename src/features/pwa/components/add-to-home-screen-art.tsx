/**
 * Original illustration for the iOS help sheet: a phone whose Safari toolbar's Share button is
 * ringed, and the share sheet open on "Add to Home Screen". Colours follow the page (currentColor).
 */
export function AddToHomeScreenArt() {
  return (
    <svg viewBox="0 0 280 200" width="100%" role="img" aria-label="Safari's Share button, then Add to Home Screen in the share sheet">
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {/* left phone: the page and Safari's toolbar */}
        <rect x="20" y="10" width="100" height="180" rx="16" />
        <path d="M58 20h24" />
        <rect x="32" y="34" width="76" height="40" rx="6" opacity="0.35" />
        <path d="M32 86h60M32 98h70M32 110h48" opacity="0.35" />
        <path d="M20 150h100" />
        <path d="M70 176v-14m-5 5 5-5 5 5" />
        <path d="M64 168v8h12v-8" />
        <circle cx="70" cy="167" r="14" stroke="#b8893b" strokeWidth="3" />
        {/* arrow between the phones */}
        <path d="M132 100h20m-6-6 6 6-6 6" stroke="#b8893b" strokeWidth="3" />
        {/* right phone: the share sheet */}
        <rect x="160" y="10" width="100" height="180" rx="16" />
        <path d="M160 92h100" />
        <path d="M174 108h58M174 130h58M174 174h58" opacity="0.35" />
        <rect x="168" y="142" width="84" height="22" rx="6" stroke="#b8893b" strokeWidth="3" />
        <rect x="236" y="147" width="12" height="12" rx="3" />
        <path d="M242 150v6m-3-3h6" />
      </g>
      <text x="174" y="157" fontSize="9" fontWeight="600" fill="currentColor" fontFamily="system-ui, sans-serif">
        Add to Home Screen
      </text>
    </svg>
  );
}

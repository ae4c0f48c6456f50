import type { CardScheme } from './card-schemes.ts';

/** The scheme's name as printed on the card: each logo's accessible name. */
export const CARD_SCHEME_NAMES: Record<CardScheme, string> = { cb: 'CB', visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** Small drawings of each scheme's mark on a card shape, 40 × 26 (no picture file to fetch). */
function Mark({ scheme }: { scheme: CardScheme }) {
  switch (scheme) {
    case 'visa':
      return (
        <>
          <rect width="40" height="26" rx="3" fill="#fff" stroke="#d0d4dc" />
          <text x="20" y="17.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="11.5" fontStyle="italic" fontWeight="900" fill="#1a1f71" letterSpacing="0.3">VISA</text>
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect width="40" height="26" rx="3" fill="#fff" stroke="#d0d4dc" />
          <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
          <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
          <path d="M20 6.65a7.5 7.5 0 0 1 0 12.7a7.5 7.5 0 0 1 0-12.7z" fill="#ff5f00" />
        </>
      );
    case 'cb':
      return (
        <>
          <rect width="40" height="26" rx="3" fill="#1d4e89" />
          <path d="M3 0h21L12 26H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3z" fill="#2b8fa6" />
          <text x="20" y="18" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="13" fontWeight="700" fill="#fff">CB</text>
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="40" height="26" rx="3" fill="#2e77bc" />
          <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="8.5" fontWeight="700" fill="#fff" letterSpacing="0.4">AMEX</text>
        </>
      );
  }
}

/** One scheme's logo as an image with its name (role img, so it is read as "Visa", not as its parts). */
export function CardLogo({ scheme }: { scheme: CardScheme }) {
  return (
    <svg className="card-logo" role="img" aria-label={CARD_SCHEME_NAMES[scheme]} viewBox="0 0 40 26" width="40" height="26" focusable="false">
      <title>{CARD_SCHEME_NAMES[scheme]}</title>
      <Mark scheme={scheme} />
    </svg>
  );
}

/** The logos of the cards the shop's provider takes, as a list named `label` ("Cartes acceptées"). */
export function CardLogos({ schemes, label }: { schemes: readonly CardScheme[]; label: string }) {
  if (schemes.length === 0) return null;
  return (
    <ul className="card-logos" aria-label={label}>
      {schemes.map((scheme) => (
        <li key={scheme}><CardLogo scheme={scheme} /></li>
      ))}
    </ul>
  );
}

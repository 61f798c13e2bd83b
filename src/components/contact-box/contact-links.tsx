import { site } from '../../lib/content.ts';

/** The agency's ways to be reached, written once for the footer, the contact box and /enquire. */

/** wa.me/{number}: opens a chat with that WhatsApp business number. */
export function whatsappChatHref(number: string): string {
  return `https://wa.me/${number}`;
}

interface ClassNames {
  list?: string;
  item?: string;
  label?: string;
  link?: string;
}

/** Both WhatsApp business numbers (spec §2 footer), each with its label. */
export function WhatsappNumbers({ classNames = {} }: { classNames?: ClassNames }) {
  return (
    <ul className={classNames.list}>
      {site.whatsappBusinessNumbers.map((entry) => (
        <li key={entry.number} className={classNames.item}>
          <span className={classNames.label}>{entry.label}</span>{' '}
          <a
            className={classNames.link}
            href={whatsappChatHref(entry.number)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${entry.label}: ${entry.display}`}
          >
            {entry.display}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function EmailLink({ className }: { className?: string }) {
  return (
    <a className={className} href={`mailto:${site.email}`}>
      {site.email}
    </a>
  );
}

/** The office address as a postal block. */
export function OfficeAddress({ className }: { className?: string }) {
  const { lines, city, postcode, country } = site.address;
  return (
    <address className={className}>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {`${city} ${postcode}`}
      <br />
      {country}
    </address>
  );
}

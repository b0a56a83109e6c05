import { weeklyHoursLines } from '../../../lib/weekly-hours-lines';
import type { LocationDirections } from '@shared/location-directions';
import { addressText, hoursOf, locationVCard, mapsUrl, phoneOf, vCardHref } from '../directions';

type GettingHereProps = {
  page: LocationDirections;
  /** The page's absolute URL, for the contact card. */
  url: string;
  /** The vCard's file name, without ".vcf". */
  fileName: string;
  /** Inside the admin preview: headings one level lower. */
  preview?: boolean;
};

const ACCESS_ITEMS = [
  ['step_free_entrance', 'Step-free entrance'],
  ['elevator', 'Elevator'],
  ['accessible_washroom', 'Accessible washroom'],
] as const;

/**
 * "Getting here" on a location page: address and "Open in Maps", a tap-to-call phone, hours, transit,
 * parking, accessibility and an "Add to contacts" card. Plain links only: it works without JavaScript (the server
 * renders it) and offline once the page was visited.
 */
export function GettingHere({ page, url, fileName, preview = false }: GettingHereProps) {
  const Heading = preview ? 'h4' : 'h2';
  const Sub = preview ? 'h5' : 'h3';
  const phone = phoneOf(page);
  const known = ACCESS_ITEMS.filter(([key]) => page.accessibility?.[key] !== undefined);

  return (
    <section className="getting-here" aria-labelledby="getting-here-heading">
      <div className="container getting-here__inner">
        <Heading id="getting-here-heading" className="getting-here__heading">
          Getting here
        </Heading>

        <div className="getting-here__block">
          <Sub>Address</Sub>
          <address className="getting-here__address">{addressText(page)}</address>
          <div className="getting-here__actions">
            <a className="button" href={mapsUrl(page)}>
              Open in Maps
            </a>
            {phone.dial && (
              <a className="button button--secondary" href={`tel:${phone.dial}`}>
                Call {phone.display}
              </a>
            )}
            <a
              className="button button--secondary"
              href={vCardHref(locationVCard(page, url))}
              download={`${fileName}.vcf`}
            >
              Add to contacts
            </a>
          </div>
        </div>

        <div className="getting-here__block">
          <Sub>Hours</Sub>
          {!page.hours && <p className="getting-here__note">The clinic’s hours (Toronto time):</p>}
          <dl className="getting-here__hours">
            {weeklyHoursLines(hoursOf(page)).map((line) => (
              <div key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>

        {page.transit && (
          <div className="getting-here__block">
            <Sub>By transit</Sub>
            <p className="getting-here__text">{page.transit}</p>
          </div>
        )}

        {page.parking && (
          <div className="getting-here__block">
            <Sub>Parking</Sub>
            <p className="getting-here__text">{page.parking}</p>
          </div>
        )}

        {page.accessibility && (known.length > 0 || page.accessibility.note) && (
          <div className="getting-here__block">
            <Sub>Accessibility</Sub>
            {known.length > 0 && (
              <ul className="getting-here__access">
                {known.map(([key, label]) => (
                  <li key={key}>
                    {label}: {page.accessibility?.[key] ? 'Yes' : 'No'}
                  </li>
                ))}
              </ul>
            )}
            {page.accessibility.note && <p className="getting-here__text">{page.accessibility.note}</p>}
          </div>
        )}
      </div>
    </section>
  );
}

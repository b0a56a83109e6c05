import {
  imageAltWarnings,
  searchSnippetWarnings,
  siteLinkWarnings,
  textOfHtml,
  wordingWarnings,
} from '../records/pre-publish-checks';
import { LOCATION_HEADING_FIELDS, LOCATION_RICH_TEXT_FIELDS } from '@shared/location-page-fields';
import type { LocationFormValues } from './location-form';

/** The pre-publish warnings of a location page; a location page carries no medical review stamp. */
export function locationPrePublishWarnings(value: LocationFormValues, knownPaths?: ReadonlySet<string>): string[] {
  const html = LOCATION_RICH_TEXT_FIELDS.map((field) => value[field]).join('\n');
  const text = [
    ...LOCATION_HEADING_FIELDS.map((field) => value[field]),
    value.meta_title,
    value.meta_description,
    textOfHtml(html),
  ].join('\n');
  return [
    ...wordingWarnings(text),
    ...imageAltWarnings(html),
    ...searchSnippetWarnings(value.meta_title.trim(), value.meta_description.trim()),
    ...(knownPaths ? siteLinkWarnings(html, knownPaths) : []),
  ];
}

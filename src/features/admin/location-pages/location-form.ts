import { locationPageInputSchema, type LocationPage, type LocationPageInput } from '@shared/schemas/location-page';
import type { LOCATION_PAGE_TEXT_FIELDS } from '../../../lib/records/location-page-record';
import { schemaErrors } from '../records/form-errors';
import {
  directionsFieldOf,
  directionsToForm,
  DIRECTIONS_FIELD_LABELS,
  emptyDirectionsForm,
  formToDirections,
  normalizeDirectionsForm,
  type DirectionsFormValues,
} from './directions-form';

type TextFieldName = (typeof LOCATION_PAGE_TEXT_FIELDS)[number];

/** The form's contents: every field of a location page, as typed, with the "Getting here" fieldset's. */
export type LocationFormValues = Record<TextFieldName, string> & { published: boolean } & DirectionsFormValues;

export type LocationFieldSpec = {
  name: TextFieldName;
  label: string;
  required: boolean;
  maxLength: number;
  multiline?: boolean;
  hint?: string;
};

const HTML_HINT = 'Format it with the toolbar, or paste from Word or Google Docs (their styles are left out).';

const text = (name: TextFieldName, label: string, maxLength: number, hint?: string): LocationFieldSpec => ({
  name,
  label,
  required: true,
  maxLength,
  hint,
});
const html = (name: TextFieldName, label: string): LocationFieldSpec => ({
  name,
  label,
  required: true,
  maxLength: 20_000,
  multiline: true,
  hint: HTML_HINT,
});
const section = (n: 1 | 2 | 3 | 4) => ({
  legend: `Section ${n}`,
  fields: [text(`heading_${n}`, `Heading ${n}`, 200), html(`paragraph_${n}`, `Paragraph ${n}`)],
});

/** The form, top to bottom, in the order the public page shows things. Required follows the API's schema. */
export const LOCATION_FORM_GROUPS: { legend: string; fields: LocationFieldSpec[] }[] = [
  {
    legend: 'Address',
    fields: [
      text(
        'slug_url',
        'Slug',
        120,
        'The page’s web address after /location/: lowercase letters, digits and hyphens, e.g. executive-health-yorkville.',
      ),
    ],
  },
  {
    legend: 'Top of the page',
    fields: [text('main_heading', 'Main heading', 200), html('main_paragraph', 'Main paragraph')],
  },
  section(1),
  section(2),
  section(3),
  section(4),
  {
    legend: 'Banner',
    fields: [
      text('highlighted_heading', 'Highlighted heading', 200, 'Shown in the banner with the GET STARTED button.'),
    ],
  },
  {
    legend: 'Search engines',
    fields: [
      text(
        'meta_title',
        'Meta title',
        120,
        'The link text in search results; the clinic name is added after it, and about 60 characters show in all.',
      ),
      {
        ...text('meta_description', 'Meta description', 320, 'The summary under the link; about 160 characters show.'),
        multiline: true,
      },
      { ...text('meta_keywords', 'Meta keywords', 300, 'Optional. Separate keywords with commas.'), required: false },
      {
        ...text(
          'meta_link',
          'Canonical link',
          2048,
          'Optional. The full address search engines should treat as the original (https://…). Empty: the page’s own address.',
        ),
        required: false,
      },
    ],
  },
];

export const LOCATION_FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...LOCATION_FORM_GROUPS.flatMap((group) => group.fields.map((field) => [field.name, field.label])),
  ['published', 'Status'],
  ...Object.entries(DIRECTIONS_FIELD_LABELS),
]);

/** Every text field of the form's groups (the page's own fields, not the "Getting here" ones). */
export const LOCATION_TEXT_FIELDS = LOCATION_FORM_GROUPS.flatMap((group) => group.fields.map((field) => field.name));
const TEXT_FIELDS = LOCATION_TEXT_FIELDS;

export function emptyLocationForm(): LocationFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<TextFieldName, string>;
  return { ...values, published: true, ...emptyDirectionsForm() };
}

export function locationToForm(page: LocationPage): LocationFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, page[name] ?? ''])) as Record<
    TextFieldName,
    string
  >;
  return { ...values, published: page.published, ...directionsToForm(page) };
}

/** What POST /api/locationpages/create and PUT /api/locationpages/{id} receive: exactly the schema's fields. */
export function formToLocationInput(value: LocationFormValues): LocationPageInput {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, value[name].trim()])) as Record<
    TextFieldName,
    string
  >;
  return { ...values, published: value.published, ...formToDirections(value) };
}

/** A form value read back from a local draft, made whole (drafts saved before the "Getting here" fields). */
export const normalizeLocationForm = (value: LocationFormValues): LocationFormValues => ({
  ...value,
  ...normalizeDirectionsForm(value),
});

export const locationToInput = (page: LocationPage): LocationPageInput => formToLocationInput(locationToForm(page));

/** The API's own schema, so the form shows the server's messages before anything is sent. */
export function validateLocationForm(value: LocationFormValues): Record<string, string> {
  const input = formToLocationInput(value);
  const errors = schemaErrors(locationPageInputSchema, input, 'slug_url');
  // Nested "Getting here" fields: the message goes next to the day's row or the note, not the whole group.
  delete errors.hours;
  delete errors.accessibility;
  const parsed = locationPageInputSchema.safeParse(input);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = directionsFieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

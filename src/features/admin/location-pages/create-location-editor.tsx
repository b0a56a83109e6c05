import type { ReactNode } from 'react';
import { absoluteUrl } from '../../../components/seo/absolute-url';
import { paths } from '../../../paths';
import type { LocationPage, LocationPageFields, LocationPageInput } from '@shared/schemas/location-page';
import type { RecordApi } from '../records/editor-types';
import { recordCalls } from '../records/record-calls';
import { formToDirections, previewDirections } from './directions-form';
import { searchTitle } from '../records/search-title';
import { LocationCard } from './components/LocationCard';
import { locationPrePublishWarnings } from './pre-publish-checks';
import { LocationForm, type LocationFormProps } from './components/LocationForm';
import {
  emptyLocationForm,
  formToLocationInput,
  LOCATION_FIELD_LABELS,
  LOCATION_TEXT_FIELDS,
  locationToForm,
  locationToInput,
  normalizeLocationForm,
  validateLocationForm,
  type LocationFormValues,
} from './location-form';

/** The calls the location editor makes; the page passes the admin API (tests pass fakes). */
export type LocationEditorApi = RecordApi<LocationPage, LocationPageInput>;

export const LOCATION_SLUG_TAKEN = 'This address is already used by another location page';

/**
 * The form's contents as the public page would show them: the "Getting here" fields as they would be sent, less
 * any the page could not show yet (half-typed coordinates or times).
 */
export const toPreviewFields = (value: LocationFormValues): LocationPageFields => ({
  ...(Object.fromEntries(LOCATION_TEXT_FIELDS.map((field) => [field, value[field]])) as Record<
    (typeof LOCATION_TEXT_FIELDS)[number],
    string
  >),
  meta_link: value.meta_link.trim(),
  published: value.published,
  ...previewDirections(formToDirections(value)),
});

type Options = {
  /** The public page's own view, supplied by the page so the preview is exactly what visitors get. */
  renderPreview: (fields: LocationPageFields) => ReactNode;
};

const LOCATION_LIST_STATUSES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
] as const;

/** Everything the admin record manager needs to run the Location Pages screen. */
export function createLocationEditor(api: LocationEditorApi, { renderPreview }: Options) {
  return {
    formType: 'location-page',
    noun: 'location page',
    dialogTitle: 'Location Page Upload',
    labels: {
      add: 'Add New Location Page',
      edit: 'Edit Location',
      remove: 'Delete Location',
      empty: 'No location pages yet. Choose “Add New Location Page” to create the first one.',
    },
    ...recordCalls(api, {
      idOf: (page: LocationPage) => page.location_id,
      formToInput: formToLocationInput,
      recordToInput: locationToInput,
      fieldLabels: LOCATION_FIELD_LABELS,
    }),
    async load(id: string | null, signal?: AbortSignal) {
      if (!id) return { value: emptyLocationForm(), context: null };
      const page = await api.get(id, signal);
      return { value: locationToForm(page), context: null, updatedAt: page.updatedAt, version: page.version };
    },
    // Search, status, sort and pages from the API when it offers them.
    paging: api.page ? { statuses: LOCATION_LIST_STATUSES, page: api.page.bind(api) } : undefined,
    nameOf: (page: LocationPage) => page.slug_url,
    validate: (value: LocationFormValues) => validateLocationForm(value),
    normalize: normalizeLocationForm,
    fieldLabels: LOCATION_FIELD_LABELS,
    prePublishWarnings: (value: LocationFormValues) => (value.published ? locationPrePublishWarnings(value) : []),
    draftLabel: (value: LocationFormValues) => value.slug_url.trim() || value.main_heading.trim(),
    slug: {
      of: (value: LocationFormValues) => value.slug_url.trim(),
      field: 'slug_url',
      takenMessage: LOCATION_SLUG_TAKEN,
      isAvailable: (slug: string, excludeId?: string, signal?: AbortSignal) =>
        api.isSlugAvailable(slug, excludeId, signal),
    },
    searchSnippet: (value: LocationFormValues) => ({
      title: searchTitle(value.meta_title.trim()),
      description: value.meta_description.trim(),
      url: value.meta_link.trim() || absoluteUrl(paths.location(value.slug_url.trim() || 'your-page')),
    }),
    renderCard: (page: LocationPage) => <LocationCard page={page} />,
    renderForm: (props: LocationFormProps) => <LocationForm {...props} />,
    renderPreview: (value: LocationFormValues) => renderPreview(toPreviewFields(value)),
  };
}

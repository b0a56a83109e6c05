import type { ReactNode } from 'react';
import { LOCATION_FORM_GROUPS, type LocationFormValues } from '../location-form';
import { TextField } from '../../../components/form/fields';
import './location-editor.css';

type SlugStatus = { state: 'idle' | 'checking' | 'available' | 'taken' | 'unknown'; message?: string };

/** The props the admin record manager passes to a form. */
export type LocationFormProps = {
  value: LocationFormValues;
  onChange: (update: (previous: LocationFormValues) => LocationFormValues) => void;
  errors: Readonly<Record<string, string>>;
  context: null;
  slugStatus: SlugStatus;
  fieldId: (name: string) => string;
  mode: 'create' | 'edit';
};

function slugStatusText(status: SlugStatus): ReactNode {
  if (status.state === 'checking') return 'Checking that no other location page uses this address…';
  if (status.state === 'available') return '✓ This address is free.';
  if (status.state === 'unknown')
    return 'The address could not be checked just now; it is checked again when you save.';
  return null;
}

export function LocationForm({ value, onChange, errors, slugStatus, fieldId }: LocationFormProps) {
  const slugError = errors.slug_url ?? (slugStatus.state === 'taken' ? slugStatus.message : undefined);

  return (
    <div className="location-form">
      <p className="location-form__legend-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {LOCATION_FORM_GROUPS.map((group) => (
        <fieldset key={group.legend} className="form-fieldset">
          <legend>{group.legend}</legend>
          {group.fields.map((field) => (
            <div key={field.name} className="form-fieldset__item">
              <TextField
                id={fieldId(field.name)}
                label={field.label}
                required={field.required}
                hint={field.hint}
                multiline={field.multiline}
                rows={field.multiline ? 5 : undefined}
                maxLength={field.maxLength}
                spellCheck={field.name === 'slug_url' || field.name === 'meta_link' ? false : undefined}
                autoCapitalize={field.name === 'slug_url' || field.name === 'meta_link' ? 'none' : undefined}
                value={value[field.name]}
                error={field.name === 'slug_url' ? slugError : errors[field.name]}
                onChange={(next) => onChange((previous) => ({ ...previous, [field.name]: next }))}
              />
              {field.name === 'slug_url' && (
                <p className="form-field__status" role="status">
                  {slugError ? null : slugStatusText(slugStatus)}
                </p>
              )}
            </div>
          ))}
        </fieldset>
      ))}
      <fieldset className="form-fieldset form-choice" id={fieldId('published')}>
        <legend>Status</legend>
        <label>
          <input
            type="radio"
            name={fieldId('published')}
            checked={value.published}
            onChange={() => onChange((previous) => ({ ...previous, published: true }))}
          />
          Published: visible on the website
        </label>
        <label>
          <input
            type="radio"
            name={fieldId('published')}
            checked={!value.published}
            onChange={() => onChange((previous) => ({ ...previous, published: false }))}
          />
          Draft: hidden from visitors
        </label>
      </fieldset>
    </div>
  );
}

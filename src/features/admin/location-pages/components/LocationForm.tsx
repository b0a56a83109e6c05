import { Fragment } from 'react';
import { TextField } from '../../../../components/form/fields';
import { RichTextField } from '../../rich-text/RichTextField';
import { SlugStatusNote, slugFieldError } from '../../records/components/SlugStatusNote';
import { StatusRadios } from '../../records/components/StatusRadios';
import type { EditorFormProps } from '../../records/editor-types';
import { LOCATION_FORM_GROUPS, type LocationFormValues } from '../location-form';
import { DirectionsFieldset } from './DirectionsFieldset';
import '../../components/admin.css';
import '../../records/components/record-editor.css';

/** The props the admin record manager passes to a form. */
export type LocationFormProps = EditorFormProps<LocationFormValues, null>;

export function LocationForm({ value, onChange, errors, slugStatus, fieldId }: LocationFormProps) {
  const slugError = slugFieldError(errors, slugStatus);

  return (
    <div className="record-form admin-column">
      <p className="record-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {LOCATION_FORM_GROUPS.map((group) => (
        <Fragment key={group.legend}>
          {group.legend === 'Banner' && (
            // Where the public page shows "Getting here": after the four sections, before the banner.
            <DirectionsFieldset value={value} onChange={onChange} errors={errors} fieldId={fieldId} />
          )}
          <fieldset className="form-fieldset">
            <legend>{group.legend}</legend>
            {group.fields.map((field) => (
              <div key={field.name} className="form-fieldset__item">
                {field.multiline ? (
                  <RichTextField
                    id={fieldId(field.name)}
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    maxLength={field.maxLength}
                    value={value[field.name]}
                    error={errors[field.name]}
                    onChange={(next) => onChange((previous) => ({ ...previous, [field.name]: next }))}
                  />
                ) : (
                  <TextField
                    id={fieldId(field.name)}
                    label={field.label}
                    required={field.required}
                    hint={field.hint}
                    maxLength={field.maxLength}
                    spellCheck={field.name === 'slug_url' || field.name === 'meta_link' ? false : undefined}
                    autoCapitalize={field.name === 'slug_url' || field.name === 'meta_link' ? 'none' : undefined}
                    value={value[field.name]}
                    error={field.name === 'slug_url' ? slugError : errors[field.name]}
                    onChange={(next) => onChange((previous) => ({ ...previous, [field.name]: next }))}
                  />
                )}
                {field.name === 'slug_url' && (
                  <SlugStatusNote status={slugStatus} noun="location page" hasError={Boolean(slugError)} />
                )}
              </div>
            ))}
          </fieldset>
        </Fragment>
      ))}
      <StatusRadios
        id={fieldId('published')}
        published={value.published}
        onChange={(published) => onChange((previous) => ({ ...previous, published }))}
      />
    </div>
  );
}

import { Field, TextField } from '../../../../components/form/fields';
import { SITE_CONFIG } from '../../../../config/site-config';
import { WEEK_DAYS, type WeekDay } from '@shared/location-directions';
import { ACCESS_FLAGS, DAY_NAMES, type DayRow, type DirectionsFormValues, type TriState } from '../directions-form';
import './directions-fieldset.css';

type DirectionsFieldsetProps<V extends DirectionsFormValues> = {
  value: V;
  onChange: (update: (previous: V) => V) => void;
  errors: Record<string, string>;
  fieldId: (name: string) => string;
};

/**
 * "Getting here" in the location form: every box optional, worded for whoever keeps the page up to date
 * on a phone. Filled in, they show in a "Getting here" section on the public page.
 */
export function DirectionsFieldset<V extends DirectionsFormValues>({
  value,
  onChange,
  errors,
  fieldId,
}: DirectionsFieldsetProps<V>) {
  const set =
    <K extends keyof DirectionsFormValues>(name: K) =>
    (next: DirectionsFormValues[K]) =>
      onChange((previous) => ({ ...previous, [name]: next }));
  const setDay = (day: WeekDay, change: Partial<DayRow>) =>
    onChange((previous) => ({
      ...previous,
      hours_grid: { ...previous.hours_grid, [day]: { ...previous.hours_grid[day], ...change } },
    }));
  const text = (
    name: 'street_address' | 'postal_code' | 'transit' | 'parking' | 'accessibility_note',
    label: string,
    maxLength: number,
    hint?: string,
    multiline = false,
  ) => (
    <TextField
      id={fieldId(name)}
      label={label}
      hint={hint}
      maxLength={maxLength}
      multiline={multiline}
      autoCapitalize={name === 'postal_code' ? 'characters' : undefined}
      value={value[name]}
      error={errors[name]}
      onChange={set(name)}
    />
  );
  const typed = (name: 'phone' | 'latitude' | 'longitude', label: string, hint: string) => (
    <Field id={fieldId(name)} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          className="form-field__control"
          type={name === 'phone' ? 'tel' : 'text'}
          inputMode={name === 'phone' ? 'tel' : 'decimal'}
          autoComplete="off"
          value={value[name]}
          onChange={(event) => set(name)(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="form-fieldset directions-fieldset">
      <legend>Getting here</legend>
      <p className="record-form__note">
        All optional. What you fill in shows in a “Getting here” section on the page; with every box empty, the page has
        no such section.
      </p>
      {text('street_address', 'Street address', 200, 'Number, street and suite, e.g. 123 Avenue Road, Suite 200.')}
      {text('postal_code', 'Postal code', 7, 'e.g. M5R 2E8.')}
      {typed(
        'phone',
        'Phone for this location',
        `Leave empty to show the clinic’s main number (${SITE_CONFIG.phones[0]?.display ?? ''}).`,
      )}
      {typed(
        'latitude',
        'Map pin: latitude',
        'Optional, with the longitude: in Google Maps, press and hold the door; the first number shown, e.g. 43.6709.',
      )}
      {typed('longitude', 'Map pin: longitude', 'The second number shown, e.g. -79.3933.')}

      <fieldset className="form-choice" id={fieldId('hours_own')}>
        <legend>Opening hours</legend>
        <label>
          <input
            type="radio"
            name={fieldId('hours_own')}
            checked={!value.hours_own}
            onChange={() => set('hours_own')(false)}
          />
          Same as the clinic ({SITE_CONFIG.hours})
        </label>
        <label>
          <input
            type="radio"
            name={fieldId('hours_own')}
            checked={value.hours_own}
            onChange={() => set('hours_own')(true)}
          />
          This location has its own hours
        </label>
      </fieldset>
      {value.hours_own && (
        <div className="directions-hours">
          {WEEK_DAYS.map((day) => {
            const row = value.hours_grid[day];
            const error = errors[`hours_${day}`];
            const errorId = `${fieldId(`hours_${day}`)}-error`;
            return (
              <fieldset key={day} className="directions-hours__day" aria-describedby={error ? errorId : undefined}>
                <legend>{DAY_NAMES[day]}</legend>
                <label className="directions-hours__closed">
                  <input
                    type="checkbox"
                    checked={row.closed}
                    onChange={(event) => setDay(day, { closed: event.target.checked })}
                  />
                  Closed
                </label>
                {!row.closed && (
                  <div className="directions-hours__times">
                    <label>
                      Opens
                      <input
                        id={fieldId(`hours_${day}`)}
                        className="form-field__control"
                        type="time"
                        value={row.open}
                        aria-invalid={error ? true : undefined}
                        onChange={(event) => setDay(day, { open: event.target.value })}
                      />
                    </label>
                    <label>
                      Closes
                      <input
                        className="form-field__control"
                        type="time"
                        value={row.close}
                        aria-invalid={error ? true : undefined}
                        onChange={(event) => setDay(day, { close: event.target.value })}
                      />
                    </label>
                  </div>
                )}
                {error && (
                  <p id={errorId} className="form-field__error">
                    <span aria-hidden="true">⚠ </span>
                    {error}
                  </p>
                )}
              </fieldset>
            );
          })}
        </div>
      )}

      {text(
        'transit',
        'By transit',
        1000,
        'e.g. the nearest subway station and bus stop, and how long the walk is.',
        true,
      )}
      {text('parking', 'Parking', 1000, 'e.g. where to park, the cost, and whether to validate a ticket.', true)}

      {ACCESS_FLAGS.map(([flag, label]) => (
        <fieldset key={flag} className="form-choice directions-access" id={fieldId(flag)}>
          <legend>{label}</legend>
          {(
            [
              ['yes', 'Yes'],
              ['no', 'No'],
              ['', 'Not stated'],
            ] as [TriState, string][]
          ).map(([choice, words]) => (
            <label key={choice || 'unknown'}>
              <input
                type="radio"
                name={fieldId(flag)}
                checked={value[flag] === choice}
                onChange={() => set(flag)(choice)}
              />
              {words}
            </label>
          ))}
        </fieldset>
      ))}
      {text(
        'accessibility_note',
        'Accessibility note',
        500,
        'e.g. where the ramp is, or that the door opens automatically.',
        true,
      )}
    </fieldset>
  );
}

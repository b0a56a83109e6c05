// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOCATION_PAGES } from '../../../../../tools/scripts/lib/demo-data';
import { mergeDraft } from '../../drafts/draft-store';
import { formToDirections, previewDirections } from '../directions-form';
import { locationPageInputSchema, type LocationPage } from '@shared/schemas/location-page';
import {
  emptyLocationForm,
  formToLocationInput,
  locationToForm,
  normalizeLocationForm,
  validateLocationForm,
  type LocationFormValues,
} from '../location-form';
import { LocationForm } from './LocationForm';

afterEach(cleanup);

let latest: LocationFormValues | null = null;

function Harness({ initial }: { initial: LocationFormValues }) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    latest = value;
  }, [value]);
  return (
    <>
      <LocationForm
        value={value}
        onChange={setValue}
        errors={errors}
        context={null}
        slugStatus={{ state: 'idle' }}
        fieldId={(name) => `location-${name}`}
        mode="create"
      />
      <button type="button" onClick={() => setErrors(validateLocationForm(value))}>
        Check
      </button>
    </>
  );
}

const DEMO = DEMO_LOCATION_PAGES[0]?.page;
if (!DEMO) throw new Error('The demo data needs a location page.');
const STORED = locationPageInputSchema.parse(DEMO);
const RECORD: LocationPage = { ...STORED, location_id: 'l1', createdAt: '', updatedAt: '' };

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

describe('Getting here in the location form', () => {
  it('offers every field, labelled, all optional, with the clinic’s hours chosen by default', () => {
    render(<Harness initial={emptyLocationForm()} />);
    const group = within(screen.getByRole('group', { name: 'Getting here' }));
    for (const label of [
      /^Street address/,
      /^Postal code/,
      /^Phone for this location/,
      /^Map pin: latitude/,
      /^Map pin: longitude/,
      /^By transit/,
      /^Parking/,
      /^Accessibility note/,
    ]) {
      expect(group.getByLabelText(label).getAttribute('aria-required')).toBeNull();
    }
    expect((group.getByRole('radio', { name: /^Same as the clinic/ }) as HTMLInputElement).checked).toBe(true);
    expect(group.queryByRole('group', { name: 'Monday' })).toBeNull();
    const elevator = within(group.getByRole('group', { name: 'Elevator to the clinic' }));
    expect((elevator.getByRole('radio', { name: 'Not stated' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows errors next to the fields and keeps what was typed', () => {
    render(<Harness initial={emptyLocationForm()} />);
    const postal = screen.getByLabelText(/^Postal code/);
    fireEvent.change(postal, { target: { value: '90210' } });
    fireEvent.change(screen.getByLabelText(/^Map pin: latitude/), { target: { value: '43.6,7' } });
    fireEvent.click(screen.getByRole('radio', { name: 'This location has its own hours' }));
    const tuesday = within(screen.getByRole('group', { name: 'Tuesday' }));
    fireEvent.change(tuesday.getByLabelText('Opens'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(errorOf(postal)).toBe('⚠ Enter a Canadian postal code such as M5R 2E8.');
    expect((postal as HTMLInputElement).value).toBe('90210');
    const latitude = screen.getByLabelText(/^Map pin: latitude/) as HTMLInputElement;
    expect(errorOf(latitude)).toBe('⚠ Enter the latitude as a number, such as 43.6709.');
    expect(latitude.value).toBe('43.6,7');
    expect(tuesday.getByText('The closing time must be after the opening time.')).toBeTruthy();
    expect((tuesday.getByLabelText('Opens') as HTMLInputElement).value).toBe('18:00');
    expect(within(screen.getByRole('group', { name: 'Monday' })).queryByText(/closing time/)).toBeNull();

    // A number now, but alone: the pin needs both.
    fireEvent.change(latitude, { target: { value: '43.6' } });
    fireEvent.change(postal, { target: { value: 'm4m1a1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(errorOf(screen.getByLabelText(/^Map pin: longitude/))).toBe(
      '⚠ Give both the latitude and the longitude, or neither.',
    );
    expect(postal.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends own hours, a closed day and the accessibility answers as the API takes them', () => {
    render(<Harness initial={emptyLocationForm()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'This location has its own hours' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Saturday' })).getByRole('checkbox', { name: 'Closed' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: /^Step-free entrance/ })).getByRole('radio', { name: 'No' }),
    );
    fireEvent.change(screen.getByLabelText(/^Phone for this location/), { target: { value: '(416) 555 0142' } });
    const input = formToLocationInput(latest as LocationFormValues);
    expect(input.hours?.sat).toBeNull();
    expect(input.hours?.sun).toBeNull();
    expect(input.hours?.mon).toEqual({ open: '10:00', close: '17:00' });
    expect(input.accessibility).toEqual({ step_free_entrance: false });
    expect(input.phone).toBe('(416) 555 0142');
    expect(input).not.toHaveProperty('street_address');
  });

  it('round-trips a stored page through the form unchanged', () => {
    const own = {
      ...STORED,
      hours: {
        ...STORED.hours,
        mon: null,
        tue: null,
        wed: null,
        thu: null,
        fri: null,
        sat: null,
        sun: { open: '11:00', close: '15:00' },
      },
    };
    for (const page of [STORED, own]) {
      const input = formToLocationInput(locationToForm({ ...RECORD, ...page }));
      expect(locationPageInputSchema.parse(input)).toEqual(page);
    }
  });

  it('restores a local draft, including one saved before these fields existed', () => {
    const form = locationToForm(RECORD);
    const draft = JSON.parse(JSON.stringify({ ...form, transit: 'Typed in a draft', hours_own: true }));
    const restored = normalizeLocationForm(mergeDraft(emptyLocationForm(), draft));
    expect(restored.transit).toBe('Typed in a draft');
    expect(restored.latitude).toBe(form.latitude);
    expect(formToLocationInput(restored).hours?.mon).toEqual({ open: '10:00', close: '17:00' });

    const old = Object.fromEntries(
      Object.entries(form).filter(([key]) => !key.startsWith('hours') && key !== 'transit'),
    );
    const fromOld = normalizeLocationForm(mergeDraft(emptyLocationForm(), { ...old, hours_grid: { mon: 'x' } }));
    expect(fromOld.hours_own).toBe(false);
    expect(fromOld.hours_grid.mon).toEqual({ closed: false, open: '10:00', close: '17:00' });
    expect(validateLocationForm(fromOld)).toEqual({});
  });

  it('previews only what is valid so far: no half-typed pin, phone or time', () => {
    const typed = {
      ...emptyLocationForm(),
      postal_code: 'm4m1a1',
      latitude: '43.6',
      phone: '416-55',
      transit: 'Bus 5',
      hours_own: true,
    };
    typed.hours_grid = { ...typed.hours_grid, mon: { closed: false, open: '18:00', close: '17:00' } };
    expect(previewDirections(formToDirections(typed))).toEqual({ postal_code: 'M4M 1A1', transit: 'Bus 5' });
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { locationPageInputSchema } from '@shared/schemas/location-page';
import {
  emptyLocationForm,
  formToLocationInput,
  validateLocationForm,
  type LocationFormValues,
} from '../location-form';
import { LocationForm } from './LocationForm';

afterEach(cleanup);

function Harness({ initial = emptyLocationForm() }: { initial?: LocationFormValues }) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
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

const FILLED: LocationFormValues = {
  ...emptyLocationForm(),
  slug_url: 'preventive-care-etobicoke',
  main_heading: 'Preventive care in Etobicoke',
  main_paragraph: '<p>Close to home.</p>',
  highlighted_heading: 'Start this year',
  heading_1: 'One',
  paragraph_1: '<p>1</p>',
  heading_2: 'Two',
  paragraph_2: '<p>2</p>',
  heading_3: 'Three',
  paragraph_3: '<p>3</p>',
  heading_4: 'Four',
  paragraph_4: '<p>4</p>',
  meta_title: 'Preventive care in Etobicoke',
  meta_description: 'Assessments near Etobicoke.',
};

describe('LocationForm', () => {
  it('marks required fields with an asterisk and in words', () => {
    render(<Harness />);
    const label = screen.getByText('Main heading').closest('label') as HTMLLabelElement;
    expect(label.textContent).toBe('Main heading * (required)');
    expect(label.querySelector('[aria-hidden="true"]')?.textContent?.trim()).toBe('*');
    expect(screen.getByLabelText(/^Main heading/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/^Meta keywords/).getAttribute('aria-required')).toBeNull();
  });

  it("shows the API schema's messages next to the fields", () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText(/^Canonical link/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(14);
    const heading = screen.getByLabelText(/^Main heading/);
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(heading.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('⚠ This field is required.');
    expect(screen.getByText('Invalid URL')).toBeTruthy();
  });

  it('reports a slug the API would refuse with its message', () => {
    render(<Harness initial={{ ...FILLED, slug_url: 'Not a slug' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Use lowercase letters, digits and hyphens only.')).toBeTruthy();
  });

  it('sends exactly the fields the API accepts', () => {
    expect(validateLocationForm(FILLED)).toEqual({});
    expect(locationPageInputSchema.safeParse(formToLocationInput(FILLED)).success).toBe(true);
  });
});

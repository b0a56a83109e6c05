import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoTokens, type Tokens } from '../support/http';
import { DIRECTIONS_AS_TYPED, DIRECTIONS_STORED, plainLocationPage } from '../support/location-directions';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const slug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const created: string[] = [];
afterAll(async () => {
  for (const id of created) await api(`/api/locationpages/${id}`, { method: 'DELETE', token: tokens.admin });
});

async function create(json: Record<string, unknown>) {
  const result = await api('/api/locationpages/create', { method: 'POST', token: tokens.admin, json });
  const id = (result.body.data as { location_id?: string } | undefined)?.location_id;
  if (id) created.push(id);
  return result;
}

describe('location pages: "Getting here" fields', () => {
  it('accepts every new field, normalises postal code and phone, and answers them on read', async () => {
    const s = slug('directions');
    const { res, body } = await create({ ...plainLocationPage(s), ...DIRECTIONS_AS_TYPED });
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject(DIRECTIONS_STORED);
    const read = await api(`/api/locationpages/url/${s}`);
    expect(read.res.status).toBe(200);
    expect(read.body.data).toMatchObject(DIRECTIONS_STORED);
  });

  it('still creates and updates a page sent without them (201, then 200), as clients did before', async () => {
    const s = slug('plain');
    const made = await create(plainLocationPage(s));
    expect(made.res.status).toBe(201);
    const id = (made.body.data as { location_id: string }).location_id;
    expect(Object.keys(made.body.data as object)).not.toContain('hours');
    const updated = await api(`/api/locationpages/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: { ...plainLocationPage(s), main_heading: 'Still plain' },
    });
    expect(updated.res.status).toBe(200);
    expect(updated.body.data).toMatchObject({ main_heading: 'Still plain' });
  });

  it('replaces on PUT like every other field: a PUT without them clears them, one that sends them back keeps them', async () => {
    const s = slug('replace');
    const made = await create({ ...plainLocationPage(s), ...DIRECTIONS_AS_TYPED });
    const id = (made.body.data as { location_id: string }).location_id;
    // Sent back as it was read (normalised values): saves unchanged.
    const kept = await api(`/api/locationpages/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: { ...plainLocationPage(s), ...DIRECTIONS_STORED },
    });
    expect(kept.res.status).toBe(200);
    expect(kept.body.data).toMatchObject(DIRECTIONS_STORED);
    const cleared = await api(`/api/locationpages/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: plainLocationPage(s),
    });
    expect(cleared.res.status).toBe(200);
    for (const field of Object.keys(DIRECTIONS_STORED)) expect(cleared.body.data).not.toHaveProperty(field);
  });

  it.each([
    ['a postal code that is not Canadian', { postal_code: '90210' }, /^postal_code: Enter a Canadian postal code/],
    ['a latitude out of range', { latitude: 91, longitude: -79 }, /^latitude: The latitude is between -90 and 90/],
    ['a latitude sent as text', { latitude: '43.6', longitude: -79 }, /^latitude: Enter the latitude as a number/],
    ['a latitude without a longitude', { latitude: 43.66 }, /^longitude: Give both the latitude and the longitude/],
    ['a phone number with too few digits', { phone: '555-0142' }, /^phone: Enter a 10-digit phone number/],
    [
      'a closing time before the opening time',
      { hours: { ...DIRECTIONS_AS_TYPED.hours, tue: { open: '17:00', close: '09:00' } } },
      /^hours\.tue\.close: The closing time must be after the opening time/,
    ],
    ['hours that leave out a day', { hours: { mon: null } }, /^hours\.tue:/],
    [
      'a time that is not HH:MM',
      { hours: { ...DIRECTIONS_AS_TYPED.hours, wed: { open: '9am', close: '17:00' } } },
      /^hours\.wed\.open: Use a 24-hour time/,
    ],
    [
      'an accessibility answer that is not yes or no',
      { accessibility: { elevator: 'maybe' } },
      /^accessibility\.elevator:/,
    ],
    ['an unknown accessibility field', { accessibility: { ramp: true } }, /Unknown field: ramp/],
    ['an empty transit text', { transit: '   ' }, /^transit: Leave this field out, or fill it in/],
  ])('refuses %s with 400 naming the field', async (_name, extra, message) => {
    const { res, body } = await create({ ...plainLocationPage(slug('invalid')), ...extra });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 'error' });
    expect(body.message).toMatch(message);
  });
});

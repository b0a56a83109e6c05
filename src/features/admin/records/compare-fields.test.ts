// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { compareFields } from './compare-fields';

const labels = { title: 'Title', blogs_content: 'Content', published: 'Status', reviewedBy: 'Medically reviewed by' };

describe('compareFields', () => {
  it('lists only the fields that differ, in the form’s words, HTML as text', () => {
    const version = {
      title: 'Old title',
      blogs_content: [{ heading: 'Why', paragraph: '<p>Sleep <strong>matters</strong>.</p>' }],
      published: false,
      reviewedBy: '',
    };
    const current = {
      title: 'New title',
      blogs_content: [{ heading: 'Why', paragraph: '<p>Sleep <strong>matters</strong>.</p>' }],
      published: true,
      reviewedBy: 'Dr. Ana Reyes, MD',
    };
    expect(compareFields(version, current, labels)).toEqual([
      { field: 'title', label: 'Title', version: 'Old title', current: 'New title' },
      { field: 'published', label: 'Status', version: 'Draft', current: 'Published' },
      { field: 'reviewedBy', label: 'Medically reviewed by', version: '(empty)', current: 'Dr. Ana Reyes, MD' },
    ]);
  });

  it('says when only the formatting differs', () => {
    const [change] = compareFields(
      { blogs_content: [{ heading: 'H', paragraph: '<p>word</p>' }] },
      { blogs_content: [{ heading: 'H', paragraph: '<p><em>word</em></p>' }] },
      labels,
    );
    expect(change).toEqual({
      field: 'blogs_content',
      label: 'Content',
      version: 'H\nword (formatting differs)',
      current: 'H\nword (formatting differs)',
    });
  });

  it("shows a location page's hours and accessibility as lines, not [object Object]", () => {
    const day = { open: '10:00', close: '17:00' };
    const changes = compareFields(
      {
        hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: null, sun: null },
        accessibility: { step_free_entrance: true },
      },
      {
        hours: { mon: day, tue: day, wed: day, thu: day, fri: { open: '10:00', close: '19:00' }, sat: null, sun: null },
        accessibility: { step_free_entrance: true, elevator: false, note: 'Ramp at the side door' },
      },
      { hours: 'Hours', accessibility: 'Accessibility' },
    );
    expect(changes.find((c) => c.field === 'hours')?.current).toContain('fri: 10:00–19:00\nsat: closed');
    expect(changes.find((c) => c.field === 'accessibility')).toEqual({
      field: 'accessibility',
      label: 'Accessibility',
      version: 'step free entrance: Yes',
      current: 'step free entrance: Yes\nelevator: No\nnote: Ramp at the side door',
    });
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextField } from './RichTextField';

function Harness({ initial, changes }: { initial: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      id="text"
      label="Text"
      value={value}
      onChange={(html) => {
        changes.push(html);
        setValue(html);
      }}
    />
  );
}

afterEach(cleanup);

describe('RichTextField', () => {
  it('shows a labelled editor with an accessible toolbar, and opening it changes nothing', async () => {
    const changes: string[] = [];
    render(<Harness initial="<ul><li>Keep a regular wake time.</li></ul><p><b>Bold</b></p>" changes={changes} />);
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Text' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Section title',
      'Subsection title',
      'Bulleted list',
      'Numbered list',
      'Add link',
      'Remove link',
      'Undo',
      'Redo',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(toolbar).getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')).toBe('true');
    expect(changes).toEqual([]);
  });

  it('moves between toolbar buttons with the arrow keys, one tab stop', async () => {
    render(<Harness initial="<p>x</p>" changes={[]} />);
    const toolbar = await screen.findByRole('toolbar');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    fireEvent.keyDown(buttons.at(-1) as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('switches between the editor and its HTML, keeping what was typed in either', async () => {
    const changes: string[] = [];
    render(<Harness initial="<p>word</p>" changes={changes} />);
    await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit as HTML' }));
    fireEvent.change(screen.getByLabelText('Text (HTML)'), { target: { value: '<p><strong>word</strong></p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit as HTML' }));
    const editor = await screen.findByRole('textbox', { name: 'Text' });
    expect(editor.innerHTML).toContain('<strong>word</strong>');
    expect(changes).toEqual(['<p><strong>word</strong></p>']);
  });

  it('opens text the editor cannot hold (a table) as HTML, with a note', async () => {
    render(<Harness initial="<table><tbody><tr><td>x</td></tr></tbody></table>" changes={[]} />);
    expect((screen.getByLabelText('Text (HTML)') as HTMLTextAreaElement).value).toContain('<table>');
    expect(screen.getByText(/cannot show \(such as a table\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit as HTML' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

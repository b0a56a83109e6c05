// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Watch the tour
      </button>
      <Dialog
        open={open}
        title="A tour of the clinic"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Player</p>
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Watch the tour' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'A tour of the clinic' }) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with its title as its name, moves focus to the title and locks page scroll', () => {
    render(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'A tour of the clinic' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Harness />);
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with the Close button and restores focus', () => {
    render(<Harness />);
    const { opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop but not on one that started in the content', () => {
    render(<Harness />);
    const { opener, dialog } = openDialog();
    // A press inside the content released over the backdrop: not a backdrop click.
    fireEvent.pointerDown(screen.getByText('Player'));
    fireEvent.click(dialog, { detail: 1 });
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(screen.getByText('Player'));
    expect(screen.getByRole('dialog')).toBe(dialog);

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog, { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses an element of the content marked data-autofocus instead of the title', () => {
    render(
      <Dialog open title="Blogs Upload" onClose={() => {}} size="form">
        <label>
          Title <input data-autofocus="" />
        </label>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
  });

  it('uses showModal() where the browser has it, and asks the parent to close on cancel (Escape)', () => {
    // jsdom lacks the modal API; these stand-ins behave as a browser's would for the attribute.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog, opener } = openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);

    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps its state in step when the browser closes it by itself', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openDialog();
    dialog.removeAttribute('open');
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '@shared/schemas/staff';
import { ResetSecondFactorDialog } from './ResetSecondFactorDialog';

afterEach(cleanup);

const COLLEAGUE: StaffMember = {
  uid: 'c1',
  email: 'colleague@example.com',
  state: 'active',
  lastSignInAt: null,
  secondFactor: true,
  isYou: false,
};

describe('ResetSecondFactorDialog', () => {
  it("shows the server's refusal in the dialog and stays open; Cancel closes without a call", async () => {
    let calls = 0;
    let closed = 0;
    render(
      <ResetSecondFactorDialog
        member={COLLEAGUE}
        onConfirm={async () => {
          calls += 1;
          throw new Error('colleague@example.com has no second factor to reset. Reload the Staff screen.');
        }}
        onClose={() => (closed += 1)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reset the second factor of colleague@example.com?' });
    expect(dialog.textContent).toMatch(/Make sure it is really them asking/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/has no second factor to reset/);
    expect(calls).toBe(1);
    expect(closed).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(1);
    expect(calls).toBe(1);
  });

  it('renders nothing without a member', () => {
    render(<ResetSecondFactorDialog member={null} onConfirm={async () => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_REQUIRED, INVALID_EMAIL } from '@airlens/domain';
import { EmailInviteForm } from './email-invite-form';

function renderForm(onInvite: (email: string, clear: () => void) => void, isPending = false) {
  render(
    <EmailInviteForm
      label="Invite an external guest"
      fieldLabel="Guest e-mail"
      submitText="Invite guest"
      submitVariant="outlined"
      isPending={isPending}
      onInvite={onInvite}
    >
      <span>Role control</span>
    </EmailInviteForm>,
  );
  return {
    field: screen.getByRole<HTMLInputElement>('textbox', { name: 'Guest e-mail' }),
    submit: screen.getByRole<HTMLButtonElement>('button', { name: 'Invite guest' }),
  };
}

describe('EmailInviteForm', { timeout: 20_000 }, () => {
  it('says the field is required, then that the address is not valid, and sends nothing', async () => {
    const user = userEvent.setup();
    const onInvite = vi.fn();
    const { field, submit } = renderForm(onInvite);
    await user.click(submit);
    expect(screen.getByText(FIELD_REQUIRED)).toBeTruthy();
    await user.type(field, 'not-an-address');
    await user.click(submit);
    expect(screen.getByText(INVALID_EMAIL)).toBeTruthy();
    expect(screen.queryByText(FIELD_REQUIRED)).toBeNull();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and empties the field only when told the call succeeded', async () => {
    const user = userEvent.setup();
    let clearField: (() => void) | undefined;
    const onInvite = vi.fn((_email: string, clear: () => void) => {
      clearField = clear;
    });
    const { field, submit } = renderForm(onInvite);
    await user.type(field, '  guest@client-site.example ');
    await user.click(submit);
    expect(onInvite).toHaveBeenCalledWith('guest@client-site.example', expect.any(Function));
    expect(field.value).toBe('guest@client-site.example');
    await vi.waitFor(() => expect(clearField).toBeDefined());
    clearField?.();
    await vi.waitFor(() => expect(field.value).toBe(''));
  });

  it('places its controls between the field and the button, and disables the button while pending', () => {
    const { field, submit } = renderForm(vi.fn(), true);
    const control = screen.getByText('Role control');
    expect(field.compareDocumentPosition(control)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(control.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(submit.disabled).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { MobileInput } from './MobileInput';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <MobileInput aria-label="Mobile" onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('MobileInput', () => {
  it('lands a pasted number tidied and whole (maxLength would have cut +8613800000001 to 11 characters)', async () => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await userEvent.click(input);
    await userEvent.paste('+86 138-0000-0001');
    expect(input).toHaveValue('13800000001');
    // The form hears of it as of typing.
    expect(screen.getByRole('status')).toHaveTextContent('13800000001');

    await userEvent.clear(input);
    await userEvent.paste('+8613800000001');
    expect(input).toHaveValue('13800000001');
  });

  it('replaces the selection and leaves a paste it cannot tidy as it is', async () => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '139');
    await userEvent.tripleClick(input);
    await userEvent.paste(' 13800000001 ');
    expect(input).toHaveValue('13800000001');
    await userEvent.clear(input);
    await userEvent.paste('abc');
    expect(input).toHaveValue('abc');
  });
});

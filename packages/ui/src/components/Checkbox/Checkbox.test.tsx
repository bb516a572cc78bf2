import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Checkbox, type CheckboxCheckedState } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from the box and from its label', async () => {
    const onCheckedChange = vi.fn();
    renderWithProviders(<Checkbox onCheckedChange={onCheckedChange}>Remember password</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Remember password'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with the space key and respects disabled', async () => {
    renderWithProviders(
      <>
        <Checkbox>Enabled</Checkbox>
        <Checkbox disabled>Disabled</Checkbox>
      </>,
    );
    const enabled = screen.getByRole('checkbox', { name: 'Enabled' });
    enabled.focus();
    await userEvent.keyboard(' ');
    expect(enabled).toBeChecked();
    const disabled = screen.getByRole('checkbox', { name: 'Disabled' });
    await userEvent.click(disabled);
    expect(disabled).not.toBeChecked();
  });

  it('shows the mixed state when controlled as indeterminate', () => {
    function Mixed() {
      const [checked] = useState<CheckboxCheckedState>('indeterminate');
      return <Checkbox checked={checked}>Select all</Checkbox>;
    }
    renderWithProviders(<Mixed />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('works with a react-hook-form Controller', async () => {
    const onValid = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ remember: boolean }>({
        defaultValues: { remember: false },
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              >
                Remember password
              </Checkbox>
            )}
          />
          <button type="submit">Submit</button>
        </form>
      );
    }
    renderWithProviders(<Form />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ remember: true }, expect.anything());
  });
});

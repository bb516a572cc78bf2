import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../Input/Input';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { renderWithProviders } from '../shared/testing';
import { FormItem } from './FormItem';

function LoginLikeForm({
  onValid,
}: {
  onValid: (values: { mobile: string; password: string }) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ mobile: string; password: string }>({
    defaultValues: { mobile: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormItem label="Mobile" required error={errors.mobile?.message} help="11 digits">
        <Input {...register('mobile', { required: 'Mobile is required' })} />
      </FormItem>
      <FormItem label="Password" hideLabel error={errors.password?.message}>
        <PasswordInput {...register('password', { required: 'Password is required' })} />
      </FormItem>
      <button type="submit">Submit</button>
    </form>
  );
}

describe('FormItem', () => {
  it('labels its control and links the help text', () => {
    renderWithProviders(<LoginLikeForm onValid={vi.fn()} />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAttribute('aria-required', 'true');
    expect(mobile).toHaveAccessibleDescription('11 digits');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    // The visually hidden label still names the password field.
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('announces react-hook-form errors and links them to the invalid controls', async () => {
    const onValid = vi.fn();
    renderWithProviders(<LoginLikeForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Mobile is required',
      'Password is required',
    ]);
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Mobile is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(mobile, '13800000000');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith(
      { mobile: '13800000000', password: 'Secret1' },
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription('11 digits');
  });

  it('hands the control props to a render function', () => {
    renderWithProviders(
      <FormItem label="Code" error="Wrong code" controlId="code">
        {(control) => <input {...control} />}
      </FormItem>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('id', 'code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong code');
  });
});

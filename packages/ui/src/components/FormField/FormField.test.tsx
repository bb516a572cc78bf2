import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../Input/Input';
import { Select } from '../Select/Select';
import { renderWithProviders } from '../shared/testing';
import { FormField } from './FormField';

interface HerdValues {
  name: string;
  breed: string;
}

const messages: Record<string, string> = {
  'herd.nameRequired': 'Please enter the herd name',
  'herd.breedRequired': 'Please choose a breed',
};

function HerdForm({
  onValid,
  breed = '',
}: {
  onValid: (values: HerdValues) => void;
  breed?: string;
}) {
  const { control, handleSubmit } = useForm<HerdValues>({ defaultValues: { name: '', breed } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormField
        control={control}
        name="name"
        rules={{ required: 'herd.nameRequired' }}
        label="Herd name"
        required
        help="As on the barn door"
        formatError={(key) => messages[key] ?? key}
      >
        {({ field }) => <Input {...field} />}
      </FormField>
      <FormField
        control={control}
        name="breed"
        rules={{ required: 'herd.breedRequired' }}
        label="Breed"
        formatError={(key) => messages[key] ?? key}
      >
        {({ field: { onChange, ...field } }) => (
          <Select
            {...field}
            onValueChange={onChange}
            options={[{ value: 'angus', label: 'Angus' }]}
          />
        )}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormField', () => {
  it('labels its control, marks it required and links the help text', () => {
    renderWithProviders(<HerdForm onValid={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Herd name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('As on the barn door');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Breed' })).not.toHaveAttribute('aria-required');
  });

  it("announces the field's formatted error and links it to the control until the value is fixed", async () => {
    const onValid = vi.fn();
    renderWithProviders(<HerdForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter the herd name',
      'Please choose a breed',
    ]);
    const name = screen.getByRole('textbox', { name: 'Herd name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter the herd name');
    // react-hook-form focuses the first invalid field through the ref the field hands on.
    expect(name).toHaveFocus();
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    expect(breed).toHaveAttribute('aria-invalid', 'true');
    expect(breed).toHaveAccessibleDescription('Please choose a breed');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(name, 'North barn');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(name).toHaveAccessibleDescription('As on the barn door');
  });
});

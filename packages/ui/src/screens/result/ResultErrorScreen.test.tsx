import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PastureTestProvider } from '../../testing';
import { ResultErrorScreen } from './ResultErrorScreen';

// The stories give the page a registration address of their own; the console's route gives none.
describe('ResultErrorScreen', () => {
  it('links the registration process to the default FAQ when given no address', () => {
    render(
      <PastureTestProvider>
        <ResultErrorScreen />
      </PastureTestProvider>,
    );
    const link = screen.getByRole('link', { name: 'Registration process' });
    expect(link).toHaveAttribute('href', 'https://arco.design/vue/docs/pro/faq');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

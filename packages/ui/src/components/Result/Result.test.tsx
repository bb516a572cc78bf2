import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Result } from './Result';

// Titles, actions, the tone icons and the exception drawings (hidden from assistive technology) are the Result
// stories'. No story passes a picture of its own over an exception status: that precedence is here.
describe('Result', () => {
  it('shows a caller-supplied picture in place of the exception drawing', () => {
    const { container } = renderWithProviders(
      <Result status="404" title="Gone" icon={<span>custom</span>} />,
    );
    expect(container.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'custom');
    expect(screen.getByText('custom')).toBeInTheDocument();
    expect(container.querySelector('[data-kind] svg')).toBeNull();
  });
});

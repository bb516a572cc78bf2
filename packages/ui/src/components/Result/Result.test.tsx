import { isInaccessible, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Result } from './Result';

describe('Result', () => {
  it('renders the title as a heading of the chosen level with actions and content', () => {
    renderWithProviders(
      <Result
        status="success"
        title="Submit Success"
        subTitle="The form is submitted successfully!"
        extra={<button type="button">Back</button>}
        headingLevel={1}
      >
        <p>Progress</p>
      </Result>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Success' })).toBeInTheDocument();
    expect(screen.getByText('The form is submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Progress')).toBeInTheDocument();
  });

  it.each(['403', '404', '500'] as const)(
    'draws the %s illustration without exposing it',
    (status) => {
      renderWithProviders(<Result status={status} subTitle="Exception" />);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByText('Exception')).toBeInTheDocument();
    },
  );

  it('hides the text inside the 404 drawing from assistive technology', () => {
    renderWithProviders(<Result status="404" subTitle="Whoops, this page is gone" />);
    expect(isInaccessible(screen.getByText('404'))).toBe(true);
    expect(isInaccessible(screen.getByText('Whoops, this page is gone'))).toBe(false);
  });

  it.each(['403', '404', '500'] as const)(
    'draws %s as the exception illustration with its title, text and actions',
    (status) => {
      renderWithProviders(
        <Result
          status={status}
          title="Title"
          subTitle="Sub"
          extra={<button type="button">Back</button>}
        />,
      );
      expect(screen.getByRole('heading', { name: 'Title' })).toBeVisible();
      expect(screen.getByText('Sub')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
      const picture = document.querySelector('[data-kind]');
      expect(picture).toHaveAttribute('data-kind', 'illustration');
      expect(isInaccessible(picture as HTMLElement)).toBe(true);
    },
  );

  it('marks a tone icon, an illustration and a caller-supplied picture apart', () => {
    const { container, rerender } = renderWithProviders(<Result status="success" title="Done" />);
    expect(container.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'status');
    expect(container.querySelector('[data-kind] svg')).not.toBeNull();
    rerender(<Result status="404" title="Gone" icon={<span>custom</span>} />);
    expect(container.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'custom');
    expect(screen.getByText('custom')).toBeInTheDocument();
  });
});

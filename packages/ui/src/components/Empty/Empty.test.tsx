import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Empty } from './Empty';

describe('Empty', () => {
  it('says "No data" in the active language unless told otherwise', () => {
    const { unmount } = renderWithProviders(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Empty />, { locale: 'zh-CN' });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a custom description and action', () => {
    renderWithProviders(
      <Empty description="No farms yet">
        <button type="button">Create</button>
      </Empty>,
    );
    expect(screen.getByText('No farms yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});

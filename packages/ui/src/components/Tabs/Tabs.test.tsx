import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps, type TabsVariant } from './Tabs';

function FarmTabs({ variant, ...props }: Omit<TabsProps, 'children'> & { variant?: TabsVariant }) {
  return (
    <Tabs defaultValue="herd" {...props}>
      <TabsList aria-label="Farm records" variant={variant}>
        <TabsTrigger value="herd">Herd</TabsTrigger>
        <TabsTrigger value="feeding">Feeding</TabsTrigger>
        <TabsTrigger value="archive" disabled>
          Archive
        </TabsTrigger>
        <TabsTrigger value="health">Health</TabsTrigger>
      </TabsList>
      <TabsContent value="herd" forceMount>
        <label>
          Note <input />
        </label>
      </TabsContent>
      <TabsContent value="feeding">Two feedings a day</TabsContent>
      <TabsContent value="archive">Old records</TabsContent>
      <TabsContent value="health">Vaccinations due</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose tabs name their panels, capsule by default', () => {
    renderWithProviders(<FarmTabs />);
    const list = screen.getByRole('tablist', { name: 'Farm records' });
    expect(list).toHaveAttribute('data-variant', 'capsule');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Herd',
      'Feeding',
      'Archive',
      'Health',
    ]);
    expect(screen.getByRole('tab', { name: 'Herd' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Herd' })).toBeInTheDocument();
  });

  it('chooses a tab on click and reports its value', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<FarmTabs variant="rounded" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Farm records' })).toHaveAttribute(
      'data-variant',
      'rounded',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Feeding' }));
    expect(onValueChange).toHaveBeenCalledWith('feeding');
    expect(screen.getByRole('tab', { name: 'Feeding' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Feeding' })).toHaveTextContent(
      'Two feedings a day',
    );
  });

  it('moves with the arrow keys and, in manual mode, chooses on Enter or Space', async () => {
    renderWithProviders(<FarmTabs activationMode="manual" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Herd' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const feeding = screen.getByRole('tab', { name: 'Feeding' });
    expect(feeding).toHaveFocus();
    expect(feeding).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    expect(feeding).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    const health = screen.getByRole('tab', { name: 'Health' });
    expect(health).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(health).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses the focused tab at once in automatic mode and never the disabled one', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(<FarmTabs onValueChange={onValueChange} />);
    await userEvent.tab();
    // From the first tab the left arrow wraps round to the last one.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Health' })).toHaveAttribute('aria-selected', 'true');
    // The right arrow wraps back to the first tab and, from Feeding, skips the disabled Archive.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Health' })).toHaveFocus();
    const archive = screen.getByRole('tab', { name: 'Archive' });
    expect(archive).toBeDisabled();
    await userEvent.click(archive);
    expect(archive).toHaveAttribute('aria-selected', 'false');
    expect(onValueChange.mock.calls).toEqual([['health'], ['herd'], ['feeding'], ['health']]);
  });

  it('keeps a forceMount panel and what was typed in it while another tab shows', async () => {
    renderWithProviders(<FarmTabs />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Calving soon');
    await userEvent.click(screen.getByRole('tab', { name: 'Health' }));
    expect(screen.queryByRole('tabpanel', { name: 'Herd' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Health' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Herd' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Calving soon');
  });
});

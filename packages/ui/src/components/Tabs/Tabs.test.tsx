import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../shared/testing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function FarmTabs() {
  return (
    <Tabs defaultValue="herd">
      <TabsList aria-label="Farm records">
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

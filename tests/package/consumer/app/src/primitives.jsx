// Pasture's primitives on a page with no provider at all: no PastureProvider, no theme provider, no i18n instance.
// They must look right in the default light theme (every CSS variable has its fallback) and speak their built-in
// en-US texts. The size-limit entry "a primitives-only page" (.size-limit.mjs) measures these very imports.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Checkbox,
  Input,
  Modal,
  Select,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
} from '@pasture/ui';

function PrimitivesPage() {
  const [open, setOpen] = useState(false);
  const [breed, setBreed] = useState('angus');
  return (
    <main>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <Checkbox>Vaccinated</Checkbox>
      <Input aria-label="Ear tag" placeholder="Ear tag" />
      <Select
        aria-label="Breed"
        value={breed}
        onValueChange={setBreed}
        options={[
          { value: 'angus', label: 'Angus' },
          { value: 'hereford', label: 'Hereford' },
        ]}
      />
      <Switch>Grazing</Switch>
      <Tag color="primary">Healthy</Tag>
      <Tabs defaultValue="herd">
        <TabsList>
          <TabsTrigger value="herd">Herd</TabsTrigger>
          <TabsTrigger value="pasture">Pasture</TabsTrigger>
        </TabsList>
        <TabsContent value="herd">Herd tab</TabsContent>
        <TabsContent value="pasture">Pasture tab</TabsContent>
      </Tabs>
      <Modal open={open} onOpenChange={setOpen} title="Plain modal" onOk={() => setOpen(false)}>
        No provider above.
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <PrimitivesPage />
  </StrictMode>,
);

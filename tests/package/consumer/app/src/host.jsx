// Another team's page that is not Pasture's: its own i18next instance (default namespace 'app', language 'en'), its
// own CSS on body, h1 and button (host.html), its own styled-components theme, and two Pasture corners side by side
// — one light, one dark, each with its own seed colour. Driven in Chromium by tests/package/consumer-app.test.mjs,
// which checks that Pasture's texts are English, the host's styles and theme are untouched, and each Modal portals
// into its own provider's container in that provider's mode and colour.
import i18next from 'i18next';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { styled, ThemeProvider } from 'styled-components';
import {
  Button,
  createPastureRuntime,
  derivePalette,
  Modal,
  Pagination,
  PastureProvider,
} from '@pasture/ui';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'app',
  ns: ['app'],
  resources: { en: { app: { title: 'Herd planner', note: 'Our own text' } } },
  interpolation: { escapeValue: false },
});
const runtime = createPastureRuntime({ i18n });

/** The host's styled-components theme: it must reach the host's components inside a Pasture provider too. */
const hostTheme = { color: { accent: 'rgb(128, 0, 128)' }, space: 12 };

const HostNote = styled.p`
  color: ${({ theme }) => theme.color.accent};
  padding: ${({ theme }) => theme.space}px;
`;

const seeds = { light: '#0F766E', dark: '#C2410C' };

function Corner({ mode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={`${mode} corner`}>
      <PastureProvider runtime={runtime} mode={mode} theme={{ primaryColor: seeds[mode] }}>
        <HostNote data-testid={`host-note-${mode}`}>{t('note')}</HostNote>
        <button type="button" data-testid={`host-button-${mode}`}>
          Host button
        </button>
        <Button variant="primary" onClick={() => setOpen(true)}>
          Open {mode} modal
        </Button>
        <Pagination total={50} current={1} pageSize={10} showTotal onChange={() => undefined} />
        <Modal
          open={open}
          onOpenChange={setOpen}
          title={`${mode} modal`}
          onOk={() => setOpen(false)}
        >
          Inside the {mode} provider.
        </Modal>
      </PastureProvider>
    </section>
  );
}

function HostPage() {
  const { t } = useTranslation();
  return (
    <ThemeProvider theme={hostTheme}>
      <h1>{t('title')}</h1>
      <button type="button" data-testid="host-button">
        Host button
      </button>
      <span className="host-spinner" data-testid="host-spinner">
        ✱
      </span>
      <Corner mode="light" />
      <Corner mode="dark" />
    </ThemeProvider>
  );
}

// What the Chromium test compares with: the host's instance, and each corner's primary fill as the API derives it.
window.hostPage = {
  i18n,
  primary: {
    light: derivePalette(seeds.light, 'light')['--pc-primary'],
    dark: derivePalette(seeds.dark, 'dark')['--pc-primary'],
  },
};
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <HostPage />
  </StrictMode>,
);

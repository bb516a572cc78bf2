import { act, render, screen, within } from '@testing-library/react';
import i18next, { type BackendModule, type InitOptions, type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next, setI18n, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../components/DataTable';
import { Empty } from '../components/Empty';
import { componentsLocale } from '../components/locales';
import { Modal } from '../components/Modal';
import { Pagination } from '../components/Pagination';
import { Steps } from '../components/Steps';
import { PastureProvider } from '../runtime/PastureProvider';
import { createPastureRuntime } from '../runtime/createPastureRuntime';
import { createI18n } from './createI18n';
import { PASTURE_NAMESPACE } from './localeBundle';
import { useFeatureTranslation } from './useFeatureTranslation';
import { useLocale } from './useLocale';

/** Every request a host's backend gets, as `language/namespace`. */
function recordingBackend(requests: string[]): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      requests.push(`${language}/${namespace}`);
      callback(null, namespace === 'app' ? { title: `Barn planner (${language})` } : {});
    },
  };
}

async function hostInstance(options: InitOptions, backend?: BackendModule): Promise<I18n> {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  const language = String(options.lng);
  const texts = { app: { title: 'Barn planner' } };
  await instance.init({
    defaultNS: 'app',
    ns: ['app'],
    ...(backend ? {} : { resources: { [language]: texts, [language.split('-')[0] ?? '']: texts } }),
    ...options,
  });
  return instance;
}

/** A host component on the host's own namespace, beside the library's. */
function HostTitle() {
  const { t } = useTranslation();
  return <h1>{t('title')}</h1>;
}

/** A library text with a value in it: the host's escaping and placeholders must not touch it. */
function LoadFailed() {
  const { t } = useFeatureTranslation(componentsLocale);
  const { locale } = useLocale();
  return <p data-locale={locale}>{t('components.loadFailed', { section: 'Cows & <calves>' })}</p>;
}

function LibraryParts() {
  return (
    <>
      <Empty />
      <Pagination total={50} current={1} pageSize={10} onChange={() => undefined} />
      <LoadFailed />
    </>
  );
}

const english = {
  empty: 'No data',
  pagination: 'Pagination',
  previous: 'Previous page',
  loadFailed: 'Failed to load Cows & <calves>',
};
const chinese = {
  empty: '暂无数据',
  pagination: '分页',
  previous: '上一页',
  loadFailed: 'Cows & <calves>加载失败',
};

function expectTexts(texts: typeof english) {
  expect(screen.getByText(texts.empty)).toBeInTheDocument();
  const pagination = screen.getByRole('navigation', { name: texts.pagination });
  expect(within(pagination).getByRole('button', { name: texts.previous })).toBeInTheDocument();
  expect(screen.getByText(texts.loadFailed)).toBeInTheDocument();
}

describe('the library in a host i18next instance', () => {
  afterEach(() => setI18n(undefined as never));

  it.each<[string, InitOptions, typeof english]>([
    ["defaultNS 'app', lng 'en'", { lng: 'en' }, english],
    ["lng 'en-GB'", { lng: 'en-GB' }, english],
    ["lng 'zh'", { lng: 'zh' }, chinese],
    ["lng 'zh-Hant-TW'", { lng: 'zh-Hant-TW' }, chinese],
    ["lng 'de-DE'", { lng: 'de-DE', fallbackLng: 'de' }, english],
    [
      "supportedLngs ['en', 'de'], load 'languageOnly', nonExplicitSupportedLngs",
      {
        lng: 'de-DE',
        supportedLngs: ['en', 'de'],
        load: 'languageOnly',
        nonExplicitSupportedLngs: true,
      },
      english,
    ],
    [
      "fallbackNS 'app', keySeparator and nsSeparator off, escaping on, '{' '}' placeholders",
      {
        lng: 'en',
        fallbackNS: 'app',
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: true, prefix: '{', suffix: '}' },
      },
      english,
    ],
  ])(
    '%s: shows translated library texts and keeps the host’s own',
    async (_setup, options, texts) => {
      const host = await hostInstance(options);
      render(
        <I18nextProvider i18n={host}>
          <HostTitle />
          <LibraryParts />
        </I18nextProvider>,
      );
      expectTexts(texts);
      expect(screen.getByRole('heading', { name: 'Barn planner' })).toBeInTheDocument();
      expect(host.options.defaultNS).toBe('app');
    },
  );

  it('follows a language switch, and the host’s `t` on its default namespace still works', async () => {
    const host = await hostInstance({
      lng: 'en',
      resources: { en: { app: { title: 'Barn planner' } }, zh: { app: { title: '牛棚规划' } } },
    });
    render(
      <I18nextProvider i18n={host}>
        <HostTitle />
        <LibraryParts />
      </I18nextProvider>,
    );
    expectTexts(english);
    await act(() => host.changeLanguage('zh'));
    expectTexts(chinese);
    expect(screen.getByRole('heading', { name: '牛棚规划' })).toBeInTheDocument();
    expect(screen.getByText(chinese.loadFailed)).toHaveAttribute('data-locale', 'zh-CN');
    expect(host.t('title')).toBe('牛棚规划');
  });

  it('asks a host backend for no library namespace, before or after a language switch', async () => {
    const requests: string[] = [];
    const host = await hostInstance({ lng: 'en', fallbackLng: false }, recordingBackend(requests));
    render(
      <I18nextProvider i18n={host}>
        <HostTitle />
        <LibraryParts />
      </I18nextProvider>,
    );
    expectTexts(english);
    await act(() => host.changeLanguage('zh'));
    expectTexts(chinese);
    expect(await screen.findByRole('heading', { name: 'Barn planner (zh)' })).toBeInTheDocument();
    expect(requests).toEqual(['en/app', 'zh/app']);
    expect(requests.filter((request) => request.endsWith(`/${PASTURE_NAMESPACE}`))).toEqual([]);
  });

  it('does not suspend where the host suspends on its own namespace', async () => {
    const requests: string[] = [];
    const pending: BackendModule = {
      ...recordingBackend(requests),
      read: (language, namespace) => void requests.push(`${language}/${namespace}`),
    };
    const host = i18next.createInstance();
    host.use(pending);
    void host.init({
      lng: 'en',
      fallbackLng: false,
      defaultNS: 'app',
      ns: ['app'],
      react: { useSuspense: true },
    });
    render(
      <I18nextProvider i18n={host}>
        <Suspense fallback={<p>Host loading</p>}>
          <LibraryParts />
        </Suspense>
        <Suspense fallback={<p>Host title loading</p>}>
          <HostTitle />
        </Suspense>
      </I18nextProvider>,
    );
    expectTexts(english);
    expect(screen.queryByText('Host loading')).not.toBeInTheDocument();
    expect(screen.getByText('Host title loading')).toBeInTheDocument();
    expect(requests.filter((request) => request.endsWith(`/${PASTURE_NAMESPACE}`))).toEqual([]);
  });

  it('keeps the host’s I18nextProvider for the host’s components inside PastureProvider', async () => {
    const host = await hostInstance({ lng: 'en' });
    const runtime = createPastureRuntime({ i18n: createI18n({ locale: 'zh-CN' }) });
    render(
      <I18nextProvider i18n={host}>
        <PastureProvider runtime={runtime}>
          <HostTitle />
          <LibraryParts />
        </PastureProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Barn planner' })).toBeInTheDocument();
    expectTexts(chinese);
  });

  it('uses an instance registered with initReactI18next when there is no provider', async () => {
    const host = i18next.createInstance();
    await host.use(initReactI18next).init({ lng: 'zh-CN', defaultNS: 'app', resources: {} });
    render(<LibraryParts />);
    expectTexts(chinese);
  });
});

describe('primitives with no i18n instance at all', () => {
  it('render their built-in en-US texts', async () => {
    const { unmount } = render(
      <>
        <DataTable
          title="Herd"
          columns={[{ accessorKey: 'name', header: 'Name' }]}
          data={[{ name: 'Daisy' }]}
          getRowId={(row) => row.name}
        />
        <Steps current={1} items={[{ title: 'Weigh' }, { title: 'Tag' }]} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Column settings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByText('(In progress)', { exact: false })).toBeInTheDocument();
    unmount();
    render(
      <Modal open title="Move herd" onOpenChange={() => undefined}>
        <p>Move the herd to the north pasture.</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move herd' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

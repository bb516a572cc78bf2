import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Bell, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmModal,
  createI18n,
  createPastureRuntime,
  createTableColumnHelper,
  DatePicker,
  DateRangePicker,
  Descriptions,
  Drawer,
  DropdownMenu,
  DropdownMenuItem,
  Empty,
  FormItem,
  Icon,
  IconButton,
  Input,
  InputNumber,
  Link,
  Modal,
  Pagination,
  PasswordInput,
  PastureProvider,
  Popover,
  RadioGroup,
  Select,
  Skeleton,
  Spin,
  Statistic,
  StatusDot,
  Steps,
  Switch,
  Table,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Tag,
  Textarea,
  theme,
  Tooltip,
  useToaster,
  type ColorMode,
  type Locale,
} from '@pasture/ui';
import { playgroundText, type PlaygroundText } from './playgroundText';

/** Seeds to start from: Arco's named colours, a light one (yellow, dark text on buttons) and a dark one (navy). */
export const SEEDS = [
  '#165DFF',
  '#00B42A',
  '#722ED1',
  '#F77234',
  '#F53F3F',
  '#14C9C9',
  '#FADC19',
  '#0A1F44',
] as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  min-height: 100vh;
  color: ${theme.color.text1};
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};

  /* Hosts usually reset box-sizing; Storybook's page does not. */
  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.form`
  display: grid;
  align-content: start;
  /* As wide as its column: its own column and each field fit it (the preview covered what stuck out). */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  overflow-wrap: anywhere;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  background: ${theme.color.bg1};
  border-inline-end: 1px solid ${theme.color.border2};

  h1 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.medium};
  }
  p {
    margin: 0;
    color: ${theme.color.text2};
  }
`;

const Seeds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const SeedButton = styled.button<{ $seed: string }>`
  width: 28px;
  height: 28px;
  padding: 0;
  border: 2px solid ${theme.color.bg1};
  border-radius: ${theme.radius.round};
  background: ${(props) => props.$seed};
  box-shadow: 0 0 0 1px ${theme.color.border3};
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${theme.color.text1};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const SeedRow = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  & > * {
    min-width: 0;
  }
  input[type='color'] {
    flex: none;
    width: 40px;
    height: 32px;
    padding: 0;
    border: 1px solid ${theme.color.border3};
    border-radius: ${theme.radius.md};
    background: none;
  }
`;

const Preview = styled.div`
  min-width: 0;
`;

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  & + & {
    margin-top: ${theme.space.md};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

interface Herd {
  tag: string;
  barn: string;
  status: 'healthy' | 'treatment';
}
const column = createTableColumnHelper<Herd>();

function ToastButton({ text }: { text: PlaygroundText }) {
  const toaster = useToaster();
  return (
    <Button onClick={() => toaster.show({ type: 'success', message: text.toastContent })}>
      {text.toast}
    </Button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      {children}
    </Card>
  );
}

function ActionsSection({ text }: { text: PlaygroundText }) {
  return (
    <Section title={text.actions}>
      <Row>
        <Button variant="primary">{text.save}</Button>
        <Button variant="secondary">{text.cancel}</Button>
        <Button variant="outline">{text.export}</Button>
        <Button variant="text">{text.details}</Button>
        <Button variant="danger">{text.delete}</Button>
      </Row>
      <Row>
        <Button variant="primary" loading>
          {text.saving}
        </Button>
        <Button variant="primary" disabled>
          {text.save}
        </Button>
        <IconButton label={text.search} icon={<Icon icon={Search} />} variant="outline" />
        <IconButton label={text.add} icon={<Icon icon={Plus} />} variant="primary" />
      </Row>
      <Row>
        <Link href="#herd" onClick={(event) => event.preventDefault()}>
          {text.link}
        </Link>
        <DropdownMenu trigger={<Button variant="outline">{text.more}</Button>}>
          <DropdownMenuItem icon={<Icon icon={Pencil} />}>{text.edit}</DropdownMenuItem>
          <DropdownMenuItem icon={<Icon icon={Trash2} />} danger>
            {text.delete}
          </DropdownMenuItem>
        </DropdownMenu>
      </Row>
    </Section>
  );
}

function InputsSection({ text }: { text: PlaygroundText }) {
  return (
    <Section title={text.inputs}>
      <Stack>
        <FormItem label={text.farmName} required help={text.farmNameHelp}>
          <Input defaultValue={text.farmValue} />
        </FormItem>
        <FormItem label={text.password}>
          <PasswordInput defaultValue="pasture-2026" />
        </FormItem>
        <FormItem label={text.headCount} error={text.headCountError}>
          <InputNumber defaultValue={2480} min={0} />
        </FormItem>
        <FormItem label={text.barn}>
          <Select
            defaultValue="a"
            options={[
              { value: 'a', label: text.barnA },
              { value: 'b', label: text.barnB },
            ]}
          />
        </FormItem>
        <FormItem label={text.vaccinated}>
          <DatePicker defaultValue="2026-11-20" />
        </FormItem>
        <FormItem label={text.period}>
          <DateRangePicker defaultValue={['2026-11-01', '2026-11-26']} />
        </FormItem>
        <FormItem label={text.notes}>
          <Textarea defaultValue={text.notesValue} maxCount={200} />
        </FormItem>
      </Stack>
    </Section>
  );
}

function ChoicesSection({ text }: { text: PlaygroundText }) {
  return (
    <Section title={text.choices}>
      <Stack>
        <Checkbox defaultChecked>{text.notify}</Checkbox>
        <Checkbox>{text.weekly}</Checkbox>
        <Switch defaultChecked>{text.nightMode}</Switch>
        <RadioGroup
          aria-label={text.feedPlan}
          defaultValue="standard"
          options={[
            { value: 'standard', label: text.standard },
            { value: 'fattening', label: text.fattening },
          ]}
        />
        <RadioGroup
          aria-label={text.view}
          variant="button"
          defaultValue="list"
          options={[
            { value: 'list', label: text.list },
            { value: 'cards', label: text.cards },
          ]}
        />
      </Stack>
    </Section>
  );
}

function FeedbackSection({ text }: { text: PlaygroundText }) {
  return (
    <Section title={text.feedback}>
      <Stack>
        <Alert type="info" title={text.infoTitle} description={text.infoText} />
        <Alert type="success" title={text.successTitle} />
        <Alert type="warning" title={text.warningTitle} />
        <Alert type="error" title={text.errorTitle} />
        <Row>
          <Spin label={text.loading} />
          <ToastButton text={text} />
        </Row>
        <Skeleton rows={2} />
      </Stack>
    </Section>
  );
}

function DataSection({ text }: { text: PlaygroundText }) {
  return (
    <Section title={text.data}>
      <Row>
        <Tag color="primary">{text.tagPrimary}</Tag>
        <Tag color="success">{text.healthy}</Tag>
        <Tag color="warning">{text.treatment}</Tag>
        <Tag color="danger">{text.sick}</Tag>
        <Tag>{text.tagDefault}</Tag>
      </Row>
      <Row>
        <span>
          <Icon icon={Bell} /> {text.alerts} <Badge count={7} />
        </span>
        <StatusDot status="success" />
        <StatusDot status="warning" />
        <StatusDot status="danger" />
      </Row>
      <Row>
        <Statistic title={text.herdSize} value={2480} unit={text.head} />
        <Statistic title={text.milkToday} value={18.6} precision={1} unit="t" trend="up" />
      </Row>
      <Descriptions
        column={2}
        items={[
          { label: text.earTag, value: 'CN-0421' },
          { label: text.barn, value: 'A-3' },
        ]}
      />
    </Section>
  );
}

function NavigationSection({ text }: { text: PlaygroundText }) {
  const [page, setPage] = useState({ current: 2, pageSize: 10 });
  return (
    <Section title={text.navigation}>
      <Stack>
        <Tabs defaultValue="herd">
          <TabsList aria-label={text.records}>
            <TabsTrigger value="herd">{text.herd}</TabsTrigger>
            <TabsTrigger value="feed">{text.feed}</TabsTrigger>
            <TabsTrigger value="health">{text.health}</TabsTrigger>
          </TabsList>
          <TabsContent value="herd">{text.herdTab}</TabsContent>
          <TabsContent value="feed">{text.feedTab}</TabsContent>
          <TabsContent value="health">{text.healthTab}</TabsContent>
        </Tabs>
        <Steps
          current={1}
          items={[{ title: text.stepApply }, { title: text.stepReview }, { title: text.stepDone }]}
        />
        <Pagination
          current={page.current}
          pageSize={page.pageSize}
          total={86}
          onChange={(event) => setPage({ current: event.current, pageSize: event.pageSize })}
        />
      </Stack>
    </Section>
  );
}

const herdRows: Herd[] = [
  { tag: 'CN-0421', barn: 'A-3', status: 'healthy' },
  { tag: 'CN-0587', barn: 'B-1', status: 'treatment' },
];

function TableSection({ text }: { text: PlaygroundText }) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('tag', { header: text.earTag, meta: { rowHeader: true } }),
        column.accessor('barn', { header: text.barn }),
        column.accessor('status', {
          header: text.health,
          enableSorting: false,
          cell: (info) =>
            info.getValue() === 'healthy' ? (
              <StatusDot status="success">{text.healthy}</StatusDot>
            ) : (
              <StatusDot status="processing">{text.treatment}</StatusDot>
            ),
        }),
      ]),
    [text],
  );
  return (
    <Section title={text.table}>
      <Table columns={columns} data={herdRows} getRowId={(row) => row.tag} caption={text.herd} />
    </Section>
  );
}

function OverlaysSection({ text }: { text: PlaygroundText }) {
  const [modal, setModal] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <Section title={text.overlays}>
      <Row>
        <Button onClick={() => setModal(true)}>{text.openModal}</Button>
        <Button onClick={() => setDrawer(true)}>{text.openDrawer}</Button>
        <Button variant="danger" onClick={() => setConfirm(true)}>
          {text.delete}
        </Button>
        <Popover trigger={<Button variant="outline">{text.popover}</Button>} title={text.popover}>
          {text.popoverText}
        </Popover>
        <Tooltip label={text.tooltipText}>
          <Button variant="text">{text.tooltip}</Button>
        </Tooltip>
      </Row>
      <Empty description={text.empty} />
      <Modal
        open={modal}
        onOpenChange={setModal}
        title={text.openModal}
        onOk={() => setModal(false)}
      >
        {text.modalText}
      </Modal>
      <ConfirmModal
        open={confirm}
        onOpenChange={setConfirm}
        title={text.confirmTitle}
        content={text.confirmText}
        status="warning"
        onConfirm={() => setConfirm(false)}
      />
      <Drawer open={drawer} onOpenChange={setDrawer} title={text.openDrawer}>
        {text.drawerText}
      </Drawer>
    </Section>
  );
}

/** The gallery's sections, in page order: every primitive of the library is in one of them. */
export const sections = {
  actions: ActionsSection,
  inputs: InputsSection,
  choices: ChoicesSection,
  feedback: FeedbackSection,
  data: DataSection,
  navigation: NavigationSection,
  table: TableSection,
  overlays: OverlaysSection,
} as const;
export type SectionId = keyof typeof sections;
const sectionIds = Object.keys(sections) as SectionId[];

/**
 * A section that renders once it comes near the viewport: the whole page shows its first sections at once and the
 * others as they scroll in, instead of building every primitive before the docs page settles.
 */
function WhenNearViewport({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} style={{ minHeight: 360 }} />;
}

/**
 * The chosen sections, in the preview provider's theme and language. The whole gallery defers its sections until
 * they are near the viewport; a test slice (`only` one section) renders at once, for its play and axe.
 */
function PrimitiveGallery({ text, only }: { text: PlaygroundText; only: readonly SectionId[] }) {
  const defer = only.length === sectionIds.length;
  return (
    <Gallery>
      {only.map((id) => {
        const Body = sections[id];
        return defer ? (
          <WhenNearViewport key={id}>
            <Body text={text} />
          </WhenNearViewport>
        ) : (
          <Body key={id} text={text} />
        );
      })}
    </Gallery>
  );
}

export interface ThemePlaygroundProps {
  /** The toolbar's language: the panel's labels, and the preview's first language. */
  locale: Locale;
  /** The toolbar's theme: the preview's first mode. */
  mode: ColorMode;
  /** The gallery's sections to show (all by default; a story of the test-runner shows one). */
  only?: readonly SectionId[];
}

/**
 * The Radix Themes idea: every primitive on one page under a live theme panel. The preview is its own
 * `PastureProvider` (runtime, i18n and theme scoped to its root, as in a host app), so the seed, mode and language
 * chosen here change nothing outside it.
 */
export function ThemePlayground({
  locale,
  mode: initialMode,
  only = sectionIds,
}: ThemePlaygroundProps) {
  const panel = playgroundText[locale];
  const [seed, setSeed] = useState<string>(SEEDS[0]);
  const [draft, setDraft] = useState<string>(SEEDS[0]);
  const [mode, setMode] = useState<ColorMode>(initialMode);
  const [language, setLanguage] = useState<Locale>(locale);
  const [radius, setRadius] = useState('4');
  const hexId = useId();
  const colorId = useId();
  const runtime = useMemo(
    () => createPastureRuntime({ i18n: createI18n({ locale: language }) }),
    [language],
  );
  const chooseSeed = (value: string) => {
    setDraft(value.toUpperCase());
    if (HEX.test(value)) setSeed(value.toUpperCase());
  };
  const pastureTheme = useMemo(
    () => ({ primaryColor: seed, radius: Number(radius) }),
    [seed, radius],
  );
  return (
    <Layout>
      <Panel aria-label={panel.panel} onSubmit={(event) => event.preventDefault()}>
        <h1>{panel.title}</h1>
        <p>{panel.intro}</p>
        <FormItem
          label={panel.seed}
          controlId={hexId}
          error={HEX.test(draft) ? undefined : panel.seedError}
        >
          {(control) => (
            <SeedRow>
              <input
                id={colorId}
                type="color"
                aria-label={panel.picker}
                value={
                  seed.length === 4 ? `#${[...seed.slice(1)].map((c) => c + c).join('')}` : seed
                }
                onChange={(event) => chooseSeed(event.target.value)}
              />
              <Input
                {...control}
                value={draft}
                onChange={(event) => chooseSeed(event.target.value)}
              />
            </SeedRow>
          )}
        </FormItem>
        <Seeds role="group" aria-label={panel.presets}>
          {SEEDS.map((value) => (
            <SeedButton
              key={value}
              type="button"
              $seed={value}
              aria-label={value}
              aria-pressed={seed === value}
              onClick={() => chooseSeed(value)}
            />
          ))}
        </Seeds>
        <RadioGroup
          aria-label={panel.mode}
          variant="button"
          value={mode}
          onValueChange={(value) => setMode(value as ColorMode)}
          options={[
            { value: 'light', label: panel.light },
            { value: 'dark', label: panel.dark },
            { value: 'system', label: panel.system },
          ]}
        />
        <RadioGroup
          aria-label={panel.language}
          variant="button"
          value={language}
          onValueChange={(value) => setLanguage(value as Locale)}
          options={[
            { value: 'zh-CN', label: '简体中文' },
            { value: 'en-US', label: 'English' },
          ]}
        />
        <RadioGroup
          aria-label={panel.radius}
          variant="button"
          value={radius}
          onValueChange={setRadius}
          options={['0', '2', '4', '8'].map((value) => ({ value, label: `${value} px` }))}
        />
        <p>
          <code>{`theme={{ primaryColor: '${seed}', radius: ${radius} }}`}</code>
        </p>
      </Panel>
      <Preview>
        <PastureProvider
          runtime={runtime}
          mode={mode}
          theme={pastureTheme}
          style={{ minHeight: '100%', background: theme.color.bgBody }}
        >
          <section aria-label={panel.preview}>
            <PrimitiveGallery key={language} text={playgroundText[language]} only={only} />
          </section>
        </PastureProvider>
      </Preview>
    </Layout>
  );
}

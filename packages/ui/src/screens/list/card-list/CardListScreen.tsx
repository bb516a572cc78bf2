import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { AsyncBlock } from '../../../components/AsyncBlock';
import { Icon } from '../../../components/Icon';
import { Input } from '../../../components/Input';
import { PageTitle } from '../../../components/Page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { useApiScope } from '../../../data/apiScope';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { useScreenHost } from '../../../routing/screenHost';
import { QualityInspectionCard } from './components/QualityInspectionCard';
import { RulePresetCard } from './components/RulePresetCard';
import { ServiceCard } from './components/ServiceCard';
import {
  cardGroupQueryOptions,
  type CardItemOf,
  useChangeService,
  useDeleteQualityInspection,
  useSwitchRulePreset,
} from './cardList.api';
import {
  CARD_SEARCH_MAX,
  cardListSearchOf,
  readCardListState,
  titleMatches,
} from './cardList.params';
import {
  CardGrid,
  CardListPage,
  CardListToolbar,
  GroupSection,
  GroupStack,
  GroupTitle,
  SearchBox,
} from './cardList.styles';
import {
  CARD_GROUPS,
  CARD_LIST_TABS,
  isCardListTab,
  type CardGroup,
  type QualityInspectionItem,
  type RulePresetItem,
  type ServiceItem,
} from './cardList.types';
import { cardListLocale } from './locales';

/** How long typing pauses before the search goes into the URL. */
const SEARCH_DELAY_MS = 250;

/**
 * List → Card list (any role): quality-inspection queues, services and rule presets under tabs (All
 * shows the three groups), filtered by a title search. The tab and the search are in the URL. Each group loads,
 * fails and retries on its own; a change to a card shows at once and is undone, with the server's words, when the
 * call fails.
 */
export function CardListScreen() {
  const { t } = useFeatureTranslation(cardListLocale);
  const host = useScreenHost();
  const state = useMemo(() => readCardListState(host.location.search), [host.location.search]);
  const titleId = useId();

  // What is typed shows at once; it reaches the URL (replacing the entry) when typing pauses.
  const [typed, setTyped] = useState(state.query);
  const [urlQuery, setUrlQuery] = useState(state.query);
  if (urlQuery !== state.query) {
    setUrlQuery(state.query);
    setTyped(state.query);
  }
  useEffect(() => {
    if (typed.trim() === state.query) return;
    const timer = setTimeout(
      () =>
        host.navigate(`${host.location.pathname}${cardListSearchOf({ ...state, query: typed })}`, {
          replace: true,
        }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, state, host]);
  const query = typed.trim();

  return (
    <CardListPage as="section" aria-labelledby={titleId}>
      <PageTitle id={titleId}>{t('cardList.title')}</PageTitle>
      <Tabs
        value={state.tab}
        onValueChange={(value) => {
          if (isCardListTab(value)) {
            host.navigate(`${host.location.pathname}${cardListSearchOf({ tab: value, query })}`);
          }
        }}
      >
        <CardListToolbar>
          <TabsList variant="rounded" aria-label={t('cardList.tabs.label')}>
            {CARD_LIST_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`cardList.tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchBox>
            <Input
              type="search"
              aria-label={t('cardList.search.label')}
              placeholder={t('cardList.search.placeholder')}
              maxLength={CARD_SEARCH_MAX}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              suffix={<Icon icon={Search} />}
            />
          </SearchBox>
        </CardListToolbar>
        {CARD_LIST_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <GroupStack>
              {(tab === 'all' ? CARD_GROUPS : [tab]).map((group) => (
                <CardGroupSection key={group} group={group} query={query} />
              ))}
            </GroupStack>
          </TabsContent>
        ))}
      </Tabs>
    </CardListPage>
  );
}

/** One group under its heading: its own query, with its loading, error (Retry), empty and no-match states. */
function CardGroupSection({ group, query }: { group: CardGroup; query: string }) {
  const { t } = useFeatureTranslation(cardListLocale);
  const headingId = useId();
  const title = t(`cardList.tabs.${group}`);
  return (
    <GroupSection aria-labelledby={headingId}>
      <GroupTitle id={headingId}>{title}</GroupTitle>
      {group === 'quality' ? (
        <GroupCards
          group="quality"
          title={title}
          query={query}
          render={(item) => <ConnectedQualityCard item={item} />}
        />
      ) : group === 'service' ? (
        <GroupCards
          group="service"
          title={title}
          query={query}
          render={(service) => <ConnectedServiceCard service={service} />}
        />
      ) : (
        <GroupCards
          group="rules"
          title={title}
          query={query}
          render={(rule) => <ConnectedRuleCard rule={rule} />}
        />
      )}
    </GroupSection>
  );
}

function Matching<Item extends { id: number; title: string }>({
  items,
  query,
  render,
}: {
  items: readonly Item[];
  query: string;
  render: (item: Item) => ReactNode;
}) {
  const { t } = useFeatureTranslation(cardListLocale);
  const shown = items.filter((item) => titleMatches(item.title, query));
  if (shown.length === 0) return <p>{t('cardList.noMatch', { query })}</p>;
  return (
    <CardGrid>
      {shown.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </CardGrid>
  );
}

/** One group's cards from its own query: loading, error (Retry), empty, and the cards matching the search. */
function GroupCards<G extends CardGroup>({
  group,
  title,
  query,
  render,
}: {
  group: G;
  title: string;
  query: string;
  render: (item: CardItemOf[G]) => ReactNode;
}) {
  const result = useQuery(cardGroupQueryOptions(useApiScope(), group));
  return (
    <AsyncBlock query={result} section={title} isEmpty={(items) => items.length === 0}>
      {(items) => <Matching items={items} query={query} render={render} />}
    </AsyncBlock>
  );
}

// Each card owns its mutation: its pending state is its own, and it takes no second change meanwhile.

function ConnectedQualityCard({ item }: { item: QualityInspectionItem }) {
  const { t } = useFeatureTranslation(cardListLocale);
  const toaster = useToaster();
  const remove = useDeleteQualityInspection({
    onDeleted: () =>
      toaster.show({
        type: 'success',
        message: t('cardList.quality.deleted', { title: item.title }),
      }),
  });
  return <QualityInspectionCard item={item} pending={remove.isPending} onDelete={remove.change} />;
}

function ConnectedServiceCard({ service }: { service: ServiceItem }) {
  const change = useChangeService();
  return <ServiceCard service={service} pending={change.isPending} onAction={change.change} />;
}

function ConnectedRuleCard({ rule }: { rule: RulePresetItem }) {
  const toggle = useSwitchRulePreset();
  return <RulePresetCard rule={rule} pending={toggle.isPending} onSwitch={toggle.change} />;
}

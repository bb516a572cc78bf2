import { useQuery } from '@tanstack/react-query';
import { Warehouse } from 'lucide-react';
import { useId } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { productLocale } from './locales';
import { styled } from 'styled-components';
import { useApiClient } from '../../api/ApiProvider';
import { isApiError } from '../../api/errors';
import {
  farmListQueryOptions,
  useChangeFarm,
  useSession,
  type FarmRecord,
  type FarmSelection,
} from '../../auth';
import { Alert, Button, Card, Empty, Icon, Skeleton, Tag, useToaster } from '../../components';
import { Page } from '../../components/Page';
import { useScreenHost } from '../../routing/screenHost';
import { theme } from '../../theme/tokens';

/** Props of `ShopWindowScreen`: what happens after the operator switched farms on the page. */
export interface ShopWindowScreenProps {
  /**
   * The farm changed (data already follows it). Default: the screen host decides again what the page may show.
   */
  onFarmChanged?: (event: { farm: FarmSelection }) => void;
}

/* Blocks as tall as their content: on a tall window the page ends where its content ends (no stretched cards). */
const ShopWindowPage = styled(Page)`
  container-name: pasture-shop-window;
`;

const Intro = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 72ch;

  h1 {
    margin: 0;
    color: ${theme.color.text1};
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.medium};
    line-height: 1.4;
  }
  p {
    margin: 0;
    color: ${theme.color.text2};
    line-height: 1.6;
  }
`;

const CurrentFarm = styled.section`
  display: flex;
  align-items: center;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.lg};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill1};

  & > [data-slot='icon'] {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
  }

  h2 {
    margin: 0;
    color: ${theme.color.text2};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.regular};
  }

  @container pasture-shop-window (max-width: 479px) {
    align-items: flex-start;
    padding: ${theme.space.md};
  }
`;

const FarmName = styled.p`
  margin: ${theme.space.xs} 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.xl};
  margin: 0;
  color: ${theme.color.text2};

  & > div {
    display: flex;
    gap: ${theme.space.sm};
  }
  dt {
    color: ${theme.color.text3};
  }
  dd {
    margin: 0;
    color: ${theme.color.text1};
    font-variant-numeric: tabular-nums;
  }
`;

/* The farms as tiles, as many a row as fit (one on a phone). */
const FarmGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-width: 0;
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border2};
    border-radius: ${theme.radius.md};
  }
  li[aria-current='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primaryBg};
  }
  li > span {
    min-width: 0;
    color: ${theme.color.text1};
    overflow-wrap: anywhere;
  }
  small {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.md};
    margin-top: ${theme.space.xs};
    color: ${theme.color.text3};
    font-variant-numeric: tabular-nums;
  }
  small > span {
    white-space: nowrap;
  }
`;

/**
 * The CK edition's product page ('/product/shop-window', page differs by client type), which is also
 * where a console without the template pages (debug off) starts: what the page is for, the farm the operator works
 * in (name, code, id) and the farms they can switch to — the same switch as the navbar's farm button.
 */
export function ShopWindowScreen({ onFarmChanged }: ShopWindowScreenProps) {
  const { t } = useFeatureTranslation(productLocale);
  const { farm } = useSession();
  const toaster = useToaster();
  const host = useScreenHost();
  const farms = useQuery(farmListQueryOptions(useApiClient()));
  const changeFarm = useChangeFarm();
  const switching = changeFarm.isPending ? (changeFarm.variables?.farmId ?? null) : null;

  const switchTo = (target: FarmRecord) =>
    changeFarm.mutate(
      { farmId: target.FarmId },
      {
        onSuccess: (next) => {
          toaster.show({
            type: 'success',
            message: t('product.shopWindow.switched', { name: next.farmName }),
          });
          if (onFarmChanged) onFarmChanged({ farm: next });
          else host.revalidate();
        },
      },
    );

  const currentId = useId();
  const count = farms.data?.length;
  return (
    <ShopWindowPage>
      <Card>
        <Intro>
          <h1>{t('product.shopWindow.title')}</h1>
          <p>{t('product.shopWindow.intro')}</p>
        </Intro>
        <CurrentFarm aria-labelledby={currentId}>
          <span data-slot="icon">
            <Icon icon={Warehouse} size={24} />
          </span>
          <div>
            <h2 id={currentId}>{t('product.shopWindow.currentFarm')}</h2>
            {farm ? (
              <>
                <FarmName>{farm.farmName}</FarmName>
                <Facts>
                  <div>
                    <dt>{t('product.shopWindow.farmCode')}</dt>
                    <dd>{farm.farmCode}</dd>
                  </div>
                  <div>
                    <dt>{t('product.shopWindow.farmId')}</dt>
                    <dd>{farm.farmId}</dd>
                  </div>
                </Facts>
              </>
            ) : (
              <FarmName>{t('product.shopWindow.noFarm')}</FarmName>
            )}
          </div>
        </CurrentFarm>
      </Card>
      <Card
        title={t('product.shopWindow.farms')}
        headingLevel={2}
        extra={
          count !== undefined && count > 0
            ? t('product.shopWindow.farmCount', { count })
            : undefined
        }
      >
        {farms.isPending ? <Skeleton rows={3} /> : null}
        {farms.isError && farms.data === undefined ? (
          <Alert
            type="error"
            title={t('product.shopWindow.loadFailed')}
            // contract §8: the reason in the catalogue's words (the server's message, or 'Request Error').
            description={isApiError(farms.error) ? farms.error.message : undefined}
            action={
              <Button onClick={() => void farms.refetch()}>{t('product.shopWindow.retry')}</Button>
            }
          />
        ) : null}
        {count === 0 ? <Empty description={t('product.shopWindow.empty')} /> : null}
        {farms.data && farms.data.length > 0 ? (
          <FarmGrid>
            {farms.data.map((item) => {
              const current = farm?.farmId === item.FarmId;
              return (
                <li key={item.FarmId} {...(current ? { 'aria-current': 'true' as const } : {})}>
                  <span>
                    {item.FarmName}
                    <small>
                      <span>
                        {t('product.shopWindow.farmCode')} {item.FarmCode}
                      </span>
                      <span>
                        {t('product.shopWindow.farmId')} {item.FarmId}
                      </span>
                    </small>
                  </span>
                  {current ? (
                    <Tag color="primary">{t('product.shopWindow.current')}</Tag>
                  ) : (
                    <Button
                      size="small"
                      loading={switching === item.FarmId}
                      disabled={switching !== null}
                      aria-label={t('product.shopWindow.switchTo', { name: item.FarmName })}
                      onClick={() => switchTo(item)}
                    >
                      {t('product.shopWindow.switch')}
                    </Button>
                  )}
                </li>
              );
            })}
          </FarmGrid>
        ) : null}
      </Card>
    </ShopWindowPage>
  );
}

import { useQuery } from '@tanstack/react-query';
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
import { Alert, Button, Card, Empty, Skeleton, Tag, useToaster } from '../../components';
import { useScreenHost } from '../../routing/screenHost';
import { theme } from '../../theme/tokens';

export interface ShopWindowScreenProps {
  /**
   * The farm changed (data already follows it). Default: the screen host decides again what the page may show.
   */
  onFarmChanged?: (event: { farm: FarmSelection }) => void;
}

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  dt {
    color: ${theme.color.text3};
    margin-bottom: ${theme.space.xs};
  }
  dd {
    margin: 0;
    color: ${theme.color.text1};
    font-weight: ${theme.font.weight.medium};
  }
`;

const FarmList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.md} 0;
    border-bottom: 1px solid ${theme.color.border2};
  }
  li:last-child {
    border-bottom: none;
  }
  small {
    display: block;
    color: ${theme.color.text3};
  }
`;

/**
 * The CK edition's product page ('/product/shop-window', page differs by client type): the farm the
 * operator works in (name, code, id) and the farms they can switch to.
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

  return (
    <Page>
      <Card title={t('product.shopWindow.currentFarm')} headingLevel={2}>
        {farm ? (
          <Facts>
            <div>
              <dt>{t('product.shopWindow.farmName')}</dt>
              <dd>{farm.farmName}</dd>
            </div>
            <div>
              <dt>{t('product.shopWindow.farmCode')}</dt>
              <dd>{farm.farmCode}</dd>
            </div>
            <div>
              <dt>{t('product.shopWindow.farmId')}</dt>
              <dd>{farm.farmId}</dd>
            </div>
          </Facts>
        ) : (
          <Empty description={t('product.shopWindow.noFarm')} />
        )}
      </Card>
      <Card title={t('product.shopWindow.farms')} headingLevel={2}>
        {farms.isPending ? <Skeleton rows={4} /> : null}
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
        {farms.data?.length === 0 ? <Empty description={t('product.shopWindow.empty')} /> : null}
        {farms.data && farms.data.length > 0 ? (
          <FarmList>
            {farms.data.map((item) => (
              <li key={item.FarmId}>
                <span>
                  {item.FarmName}
                  <small>
                    {item.FarmCode} · {item.FarmId}
                  </small>
                </span>
                {farm?.farmId === item.FarmId ? (
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
            ))}
          </FarmList>
        ) : null}
      </Card>
    </Page>
  );
}

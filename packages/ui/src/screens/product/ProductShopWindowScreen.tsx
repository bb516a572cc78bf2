import { Suspense } from 'react';
import { useClientVariant } from '../../clientVariants/clientVariant';
import { Skeleton } from '../../components/Skeleton';
import { ShopWindowScreen } from './ShopWindowScreen';

/**
 * `/product/shop-window`, whose page differs by client type: the client variant's own page when it
 * brings one, else the standard shop window.
 */
export function ProductShopWindowScreen() {
  const { ShopWindow = ShopWindowScreen } = useClientVariant();
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      <ShopWindow />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { useRevalidator } from 'react-router';
import { Skeleton, useClientVariant } from '@pasture/ui';

/** `/product/shop-window`: the product page of the client variant the console runs as (contract §2). */
export default function ShopWindowRoute() {
  const { ShopWindow } = useClientVariant();
  const revalidator = useRevalidator();
  return (
    <Suspense fallback={<Skeleton rows={6} />}>
      {/* A new farm changes what every loader knows; run them again. */}
      <ShopWindow onFarmChanged={() => void revalidator.revalidate()} />
    </Suspense>
  );
}

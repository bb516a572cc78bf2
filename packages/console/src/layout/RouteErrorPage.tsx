import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { styled } from 'styled-components';
import { Button, Icon, Result } from '@pasture/ui';

const Page = styled.div`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

/**
 * What a route shows when its code cannot be loaded or it fails to render: usually a new deployment replaced
 * the chunk the page asked for, so the way out is a reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error); // eslint-disable-line no-console -- the developer needs the cause
  return (
    <Page>
      <Result
        status="error"
        headingLevel={1}
        title={t('menu.shell.loadFailed')}
        subTitle={t('menu.shell.loadFailedDescription')}
        extra={
          <Button
            variant="primary"
            icon={<Icon icon={RotateCw} />}
            onClick={() => window.location.reload()}
          >
            {t('menu.shell.reload')}
          </Button>
        }
      />
    </Page>
  );
}

import { CircleX, RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { styled } from 'styled-components';
import { Button, Icon, theme, useFeatureTranslation } from '@pasture/ui';
import { menuLocale } from '@pasture/ui/internal';

const Page = styled.div`
  display: flex;
  min-height: 100vh;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  text-align: center;
`;

const Mark = styled.span`
  display: inline-flex;
  width: 64px;
  height: 64px;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radius.round};
  background: ${theme.color.dangerBg};
  color: ${theme.color.danger};
  font-size: 32px;
`;

const Title = styled.h1`
  color: ${theme.color.text1};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.medium};
`;

const Description = styled.p`
  max-width: 420px;
  color: ${theme.color.text2};
`;

/**
 * What a route shows when its code cannot be loaded or it fails to render: usually a new deployment replaced
 * the chunk the page asked for, so the way out is a reload. Kept small, as it ships with the first load.
 */
export function RouteErrorPage() {
  const { t } = useFeatureTranslation(menuLocale);
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error); // eslint-disable-line no-console -- the developer needs the cause
  return (
    <Page role="alert">
      <Mark aria-hidden="true">
        <Icon icon={CircleX} />
      </Mark>
      <Title>{t('menu.shell.loadFailed')}</Title>
      <Description>{t('menu.shell.loadFailedDescription')}</Description>
      <Button
        variant="primary"
        icon={<Icon icon={RotateCw} />}
        onClick={() => window.location.reload()}
      >
        {t('menu.shell.reload')}
      </Button>
    </Page>
  );
}

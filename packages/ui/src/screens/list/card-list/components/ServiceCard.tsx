import { ChartPie, Funnel, Share2, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { Icon } from '../../../../components/Icon';
import { ConfirmModal } from '../../../../components/Modal';
import { Tag } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { cardListLocale } from '../locales';
import { serviceActionOf, type ServiceAction, type ServiceItem } from '../cardList.types';
import { CardActions, CardBody, CardText, ServiceIconBox, TitleWithIcon } from '../cardList.styles';

export interface ServiceCardProps {
  service: ServiceItem;
  /** Whether a change of this service is on its way (its button waits, so a second click sends nothing). */
  pending: boolean;
  /** Called with the action the user chose (after the confirmation, for cancel). */
  onAction: (event: { id: number; action: ServiceAction }) => void;
}

const icons: Readonly<Record<string, LucideIcon>> = {
  funnel: Funnel,
  users: Users,
  share: Share2,
  portrait: ChartPie,
};

/**
 * A service: icon, title, an Opened or Expired tag, the description, and the one action its state
 * allows — open it, renew an expired one, or cancel an open one after a confirmation.
 */
export function ServiceCard({ service, pending, onAction }: ServiceCardProps) {
  const { t } = useFeatureTranslation(cardListLocale);
  const [confirming, setConfirming] = useState(false);
  const action = serviceActionOf(service);
  const label = t(`cardList.service.${action}`);
  const tag = service.expires ? (
    <Tag color="danger" size="small">
      {t('cardList.service.expired')}
    </Tag>
  ) : service.enable ? (
    <Tag color="success" size="small">
      {t('cardList.service.opened')}
    </Tag>
  ) : null;
  return (
    <Card
      title={
        <TitleWithIcon>
          <ServiceIconBox aria-hidden="true">
            <Icon icon={icons[service.icon] ?? Sparkles} />
          </ServiceIconBox>
          {service.title}
        </TitleWithIcon>
      }
      extra={tag}
      headingLevel={3}
      hoverable
    >
      <CardBody>
        <CardText>{service.description}</CardText>
        <CardActions>
          <Button
            size="small"
            variant={action === 'cancel' ? 'secondary' : 'outline'}
            aria-label={t('cardList.service.actionNamed', { action: label, title: service.title })}
            loading={pending}
            onClick={() =>
              action === 'cancel' ? setConfirming(true) : onAction({ id: service.id, action })
            }
          >
            {label}
          </Button>
        </CardActions>
      </CardBody>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cardList.service.confirmTitle')}
        content={t('cardList.service.confirmContent', { title: service.title })}
        confirmText={t('cardList.service.cancel')}
        cancelText={t('cardList.service.keep')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onAction({ id: service.id, action: 'cancel' });
        }}
      />
    </Card>
  );
}

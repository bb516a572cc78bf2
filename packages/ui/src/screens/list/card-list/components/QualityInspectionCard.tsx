import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { ConfirmModal } from '../../../../components/Modal';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { cardListLocale } from '../locales';
import type { QualityInspectionItem } from '../cardList.types';
import { CardActions, CardBody, CardMeta, Figures } from '../cardList.styles';

export interface QualityInspectionCardProps {
  item: QualityInspectionItem;
  /** Whether this card's deletion is on its way (the card takes no second one). */
  pending: boolean;
  /** Called once the user confirmed the deletion. */
  onDelete: (event: { id: number }) => void;
}

/** A quality-inspection queue: title, when it was set up, its figures, and Delete with a confirmation. */
export function QualityInspectionCard({ item, pending, onDelete }: QualityInspectionCardProps) {
  const { t } = useFeatureTranslation(cardListLocale);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title={item.title} headingLevel={3} hoverable>
      <CardBody>
        <CardMeta>{item.description}</CardMeta>
        <Figures aria-label={t('cardList.quality.figures', { title: item.title })}>
          {item.data.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </Figures>
        <CardActions>
          <Button
            size="small"
            aria-label={t('cardList.quality.deleteNamed', { title: item.title })}
            loading={pending}
            onClick={() => setConfirming(true)}
          >
            {t('cardList.quality.delete')}
          </Button>
        </CardActions>
      </CardBody>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cardList.quality.confirmTitle')}
        content={t('cardList.quality.confirmContent', { title: item.title })}
        confirmText={t('cardList.quality.delete')}
        danger
        onConfirm={() => {
          setConfirming(false);
          onDelete({ id: item.id });
        }}
      />
    </Card>
  );
}

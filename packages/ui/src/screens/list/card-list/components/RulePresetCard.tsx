import { Card } from '../../../../components/Card';
import { Switch } from '../../../../components/Switch';
import { Tag } from '../../../../components/Tag';
import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { cardListLocale } from '../locales';
import type { RulePresetItem } from '../cardList.types';
import { CardActions, CardBody, CardText } from '../cardList.styles';

export interface RulePresetCardProps {
  rule: RulePresetItem;
  /** Whether a switch of this rule is on its way (the switch spins and takes no input meanwhile). */
  pending: boolean;
  onSwitch: (event: { id: number; enable: boolean }) => void;
}

/** A rule preset: title, Enabled or Disabled, the description and its switch. */
export function RulePresetCard({ rule, pending, onSwitch }: RulePresetCardProps) {
  const { t } = useFeatureTranslation(cardListLocale);
  return (
    <Card
      title={rule.title}
      extra={
        <Tag color={rule.enable ? 'success' : 'default'} size="small">
          {t(rule.enable ? 'cardList.rules.enabled' : 'cardList.rules.disabled')}
        </Tag>
      }
      headingLevel={3}
      hoverable
    >
      <CardBody>
        <CardText>{rule.description}</CardText>
        <CardActions>
          <Switch
            aria-label={t('cardList.rules.switchNamed', { title: rule.title })}
            checked={rule.enable}
            loading={pending}
            onCheckedChange={(enable) => {
              if (!pending) onSwitch({ id: rule.id, enable });
            }}
          />
        </CardActions>
      </CardBody>
    </Card>
  );
}

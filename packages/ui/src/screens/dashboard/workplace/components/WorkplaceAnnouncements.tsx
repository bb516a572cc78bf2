import { useFeatureTranslation } from '../../../../i18n/useFeatureTranslation';
import { workplaceLocale } from '../locales';
import { styled } from 'styled-components';
import { Tag, type TagColor } from '../../../../components/Tag';
import { theme } from '../../../../theme/tokens';

const announcements: ReadonlyArray<{
  key: 'promotion' | 'review' | 'trial' | 'upgrade' | 'approved';
  tag: 'activity' | 'message' | 'notice';
}> = [
  { key: 'promotion', tag: 'activity' },
  { key: 'review', tag: 'message' },
  { key: 'trial', tag: 'notice' },
  { key: 'upgrade', tag: 'notice' },
  { key: 'approved', tag: 'message' },
];

const tagColor = {
  activity: 'warning',
  message: 'success',
  notice: 'primary',
} as const satisfies Record<(typeof announcements)[number]['tag'], TagColor>;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.sm};
`;

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The workplace's announcement list: a type tag and one line of text each. */
export function WorkplaceAnnouncements() {
  const { t } = useFeatureTranslation(workplaceLocale);
  return (
    <List>
      {announcements.map((item) => (
        <Item key={item.key}>
          <Tag color={tagColor[item.tag]} size="small">
            {t(`workplace.announcement.tags.${item.tag}`)}
          </Tag>
          <Text title={t(`workplace.announcement.items.${item.key}`)}>
            {t(`workplace.announcement.items.${item.key}`)}
          </Text>
        </Item>
      ))}
    </List>
  );
}

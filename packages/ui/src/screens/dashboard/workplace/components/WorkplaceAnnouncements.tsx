import { useFeatureTranslation } from '../../../../i18n/localeBundle';
import { workplaceLocale } from '../locales';
import { styled } from 'styled-components';
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

const Tag = styled.span`
  flex: none;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  line-height: 20px;

  &[data-tag='activity'] {
    background: ${theme.color.warningBg};
    color: ${theme.color.warningText};
  }
  &[data-tag='message'] {
    background: ${theme.color.successBg};
    color: ${theme.color.successText};
  }
  &[data-tag='notice'] {
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
  }
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
          <Tag data-tag={item.tag}>{t(`workplace.announcement.tags.${item.tag}`)}</Tag>
          <Text title={t(`workplace.announcement.items.${item.key}`)}>
            {t(`workplace.announcement.items.${item.key}`)}
          </Text>
        </Item>
      ))}
    </List>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { userLocale } from './locales';
import { useApiClient } from '../../api/ApiProvider';
import type { UserProfile } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { Skeleton } from '../../components/Skeleton';
import { Tabs, TabsContent, TabsTrigger } from '../../components/Tabs';
import { useToaster } from '../../components/Toast/ToasterContext';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { AvatarUpload } from './components/AvatarUpload';
import { BasicInfoForm } from './components/BasicInfoForm';
import { UserSettingSummary } from './components/UserSettingSummary';
import { useAvatarUpload } from './useAvatarUpload';
import { saveUserInfo } from './user.api';
import { UserPage, UserTabsList } from './user.styles';
import { UserCertificationBlock } from './UserCertificationBlock';
import type { UserSettingValues } from './userSetting.schema';
import { regionOfArea } from './userSetting.regions';

type UserSettingTab = 'basic' | 'certification';
const USER_SETTING_TABS: readonly UserSettingTab[] = ['basic', 'certification'];

/** The form's starting values from the user record; a known `location` is the area (and gives its country). */
export function userSettingValuesOf(user: UserProfile | null): UserSettingValues {
  const countryRegion = regionOfArea(user?.location ?? '');
  return {
    email: user?.email ?? '',
    nickname: user?.name ?? '',
    countryRegion,
    area: countryRegion ? (user?.location ?? '') : '',
    profile: user?.introduction ?? '',
  };
}

/**
 * User centre → user settings (any role): the account summary with the avatar upload, and tabs for the
 * basic information form and the certification. The form starts from the session's user record;
 * Save posts /api/user/save-info, Reset goes back to the loaded values, and closing the console tab with unsaved
 * input asks first.
 */
export function UserSettingScreen() {
  const { t } = useFeatureTranslation(userLocale);
  const client = useApiClient();
  const toaster = useToaster();
  const { status, user } = useSession();
  const [tab, setTab] = useState<UserSettingTab>('basic');

  // A refusal is toasted by the data layer's error policy; the form keeps what was typed.
  const { mutateAsync: save } = useMutation({
    mutationFn: (values: UserSettingValues) => saveUserInfo(client, values),
    onSuccess: () => toaster.show({ type: 'success', message: t('user.setting.form.saved') }),
  });

  return (
    <UserPage>
      <VisuallyHidden asChild>
        <h1>{t('user.setting.title')}</h1>
      </VisuallyHidden>
      <Card bordered={false} aria-label={t('user.setting.summary.label')} role="region">
        {user ? (
          <UserSummaryWithAvatar user={user} />
        ) : status === 'loading' ? (
          <Skeleton avatar rows={2} />
        ) : (
          <Empty description={t('user.noUser')} />
        )}
      </Card>
      <Card bordered={false}>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            const next = USER_SETTING_TABS.find((candidate) => candidate === value);
            if (next) setTab(next);
          }}
        >
          <UserTabsList variant="rounded" aria-label={t('user.setting.tabs.label')}>
            {USER_SETTING_TABS.map((candidate) => (
              <TabsTrigger key={candidate} value={candidate}>
                {t(`user.setting.tabs.${candidate}`)}
              </TabsTrigger>
            ))}
          </UserTabsList>
          {/* Kept mounted while the other tab shows, so what was typed survives a look at the certification. */}
          <TabsContent value="basic" forceMount>
            <BasicInfoForm
              // A user that loads (or changes) after the form appeared gives it new starting values.
              key={user?.accountId ?? user?.name ?? 'anonymous'}
              defaultValues={userSettingValuesOf(user)}
              onSave={save}
            />
          </TabsContent>
          <TabsContent value="certification">
            <UserCertificationBlock headingLevel={2} />
          </TabsContent>
        </Tabs>
      </Card>
    </UserPage>
  );
}

function UserSummaryWithAvatar({ user }: { user: UserProfile }) {
  const { t } = useFeatureTranslation(userLocale);
  const { url, pending, problem, upload } = useAvatarUpload();
  return (
    <UserSettingSummary
      user={user}
      avatar={
        <AvatarUpload
          name={user.name}
          src={url ?? user.avatar}
          pending={pending}
          error={problem ? t(`user.setting.avatar.${problem}`) : null}
          onSelect={upload}
        />
      }
    />
  );
}

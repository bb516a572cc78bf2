import { Camera } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { Icon } from '../../../components/Icon';
import { SpinIcon } from '../../../components/Spin/SpinIcon';
import { joinIds } from '../../../components/shared/joinIds';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { theme } from '../../../theme/tokens';
import { UserAvatar } from './UserAvatar';

export interface AvatarUploadProps {
  /** Whose avatar (the initial stands in without an image). */
  name: string;
  /** The current avatar image. */
  src?: string;
  /** An upload is under way: the avatar shows a spinner and no other file can be chosen. */
  pending: boolean;
  /** Why the last choice or upload failed, already translated; shown under the avatar and announced. */
  error: string | null;
  /** Called with the file the user chose; the owner checks and uploads it. */
  onSelect: (file: File) => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  width: 168px;
  text-align: center;
`;

const Frame = styled.div`
  position: relative;
  width: 80px;
  height: 80px;
`;

const Pending = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${theme.color.mask};
  color: #fff;
  font-size: ${theme.font.size.xl};
`;

/* Visually hidden but focusable: the label below is what sighted users see and press. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Trigger = styled.label`
  position: absolute;
  right: -4px;
  bottom: -4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 2px solid ${theme.color.bg2};
  border-radius: 50%;
  background: ${theme.color.primaryBg};
  color: ${theme.color.primaryText};
  cursor: pointer;

  &:hover {
    background: ${theme.color.fill3};
  }
  input:focus-visible + & {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    cursor: progress;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.text3};
  font-size: ${theme.font.size.xs};
  line-height: 1.5;
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.color.text2};
  font-size: ${theme.font.size.xs};

  &:empty {
    display: none;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.dangerText};
  font-size: ${theme.font.size.xs};
  line-height: 1.5;
`;

/**
 * The avatar with a camera button that picks a new image (`accept="image/*"`). The native file input keeps the
 * keyboard and screen-reader behaviour; the hint states the formats and the size limit, a status line announces
 * the upload and an alert says why one failed.
 */
export function AvatarUpload({ name, src, pending, error, onSelect }: AvatarUploadProps) {
  const { t } = useFeatureTranslation(userLocale);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing a failure) still reports a change.
    event.target.value = '';
    if (file) onSelect(file);
  }

  return (
    <Root>
      <Frame>
        <UserAvatar name={name} src={src} size="large" />
        {pending ? (
          <Pending aria-hidden="true">
            <SpinIcon />
          </Pending>
        ) : null}
        <FileInput
          id={inputId}
          type="file"
          accept="image/*"
          disabled={pending}
          aria-describedby={joinIds(hintId, error !== null && errorId)}
          aria-invalid={error !== null || undefined}
          onChange={handleChange}
        />
        <Trigger htmlFor={inputId}>
          <Icon icon={Camera} />
          <VisuallyHidden>{t('user.setting.avatar.change')}</VisuallyHidden>
        </Trigger>
      </Frame>
      <Hint id={hintId}>{t('user.setting.avatar.hint')}</Hint>
      <Status role="status">{pending ? t('user.setting.avatar.uploading') : ''}</Status>
      {error !== null ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
}

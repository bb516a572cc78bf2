import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { userLocale } from './locales';
import { useApiClient } from '../../api/ApiProvider';
import { useToaster } from '../../components/Toast/ToasterContext';
import { uploadAvatar } from './user.api';
import { AVATAR_MAX_BYTES } from './user.types';

export type AvatarUploadProblem = 'notImage' | 'tooLarge' | 'failed';

export interface AvatarUploadState {
  /** Where the last uploaded image is shown from, or null before the first successful upload. */
  url: string | null;
  pending: boolean;
  /** Why the last choice or upload failed. */
  problem: AvatarUploadProblem | null;
  /** Checks the chosen file (an image, at most `AVATAR_MAX_BYTES`) and uploads it. */
  upload: (file: File) => void;
}

/**
 * The avatar upload of the user settings: client-side checks, then the upload as a mutation (a refusal is toasted
 * with the server's words by the error policy and marked beside the avatar).
 */
export function useAvatarUpload(): AvatarUploadState {
  const { t } = useFeatureTranslation(userLocale);
  const client = useApiClient();
  const toaster = useToaster();
  const [rejected, setRejected] = useState<'notImage' | 'tooLarge' | null>(null);
  // The last image that made it stays shown while a later upload runs or fails.
  const [url, setUrl] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadAvatar(client, { file }),
    onSuccess: (answer) => {
      setUrl(answer.url);
      toaster.show({ type: 'success', message: t('user.setting.avatar.uploaded') });
    },
  });

  const upload = (file: File) => {
    // The input's `accept` is only a hint to the file picker; the check that counts is here (and on the server).
    if (!file.type.startsWith('image/')) {
      setRejected('notImage');
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setRejected('tooLarge');
      return;
    }
    setRejected(null);
    mutation.mutate(file);
  };

  return {
    url,
    pending: mutation.isPending,
    problem: rejected ?? (mutation.isError ? 'failed' : null),
    upload,
  };
}

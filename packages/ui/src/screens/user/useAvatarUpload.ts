import { useCallback, useEffect, useRef, useState } from 'react';
import { useFeatureTranslation } from '../../i18n/localeBundle';
import { userLocale } from './locales';
import { useApiClient } from '../../api/ApiProvider';
import { isApiError } from '../../api/errors';
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

/** The avatar upload of the user settings: client-side checks, the upload call, its pending and error states. */
export function useAvatarUpload(): AvatarUploadState {
  const { t } = useFeatureTranslation(userLocale);
  const client = useApiClient();
  const toaster = useToaster();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<AvatarUploadProblem | null>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const upload = useCallback(
    (file: File) => {
      // The input's `accept` is only a hint to the file picker; the check that counts is here (and on the server).
      if (!file.type.startsWith('image/')) {
        setProblem('notImage');
        return;
      }
      if (file.size > AVATAR_MAX_BYTES) {
        setProblem('tooLarge');
        return;
      }
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setProblem(null);
      setPending(true);
      uploadAvatar(client, { file }, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setUrl(answer.url);
          setPending(false);
          toaster.show({ type: 'success', message: t('user.setting.avatar.uploaded') });
        },
        (error: unknown) => {
          if (controller.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return;
          setPending(false);
          setProblem('failed');
        },
      );
    },
    [client, toaster, t],
  );

  return { url, pending, problem, upload };
}

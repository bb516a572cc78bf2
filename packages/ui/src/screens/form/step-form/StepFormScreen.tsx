import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApiClient } from '../../../api/ApiProvider';
import type { UserProfile } from '../../../auth/session';
import { useSession } from '../../../auth/SessionProvider';
import { Button } from '../../../components/Button';
import { PageTitle } from '../../../components/Page';
import { useWidth } from '../../../components/shared/useWidth';
import { toIsoDate, type IsoDate } from '../../../components/DatePicker';
import type { StepItemData } from '../../../components/Steps';
import { useToaster } from '../../../components/Toast/ToasterContext';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { useLocale } from '../../../i18n/useLocale';
import { useScreenHost } from '../../../routing/screenHost';
// The tab bar's hook: a no-op outside a TabsProvider, so the form works in any host.
import { useUnsavedChanges } from '../../../routing/unsavedChanges';
import { StepFormDraftNotice } from './components/StepFormDraftNotice';
import { StepFormBasicFields, StepFormChannelFields } from './components/StepFormFields';
import { StepFormFinish } from './components/StepFormFinish';
import { stepFormLocale } from './locales';
import { submitChannelForm } from './stepForm.api';
import {
  browserStorage,
  isEmptyStepForm,
  readStepFormDraft,
  removeStepFormDraft,
  saveStepFormDraft,
} from './stepForm.draft';
import { stepFormSchema, type StepFormSchemaContext } from './stepForm.schema';
import {
  STEP_FORM_LABEL_WIDTH,
  STEP_FORM_VERTICAL_STEPS_BELOW,
  StepFormActions,
  StepFormBody,
  StepFormHint,
  StepFormPage,
  StepFormSectionTitle,
  StepFormSteps,
} from './stepForm.styles';
import {
  EMPTY_STEP_FORM,
  STEP_FORM_FIELDS,
  STEP_FORM_STEPS,
  type ChannelFormRequest,
  type ChannelType,
  type StepFormStep,
  type StepFormValues,
} from './stepForm.types';

/** Where the finish step's "View result" goes (the result pages). */
const RESULT_PATH = '/result/success';

/** Whose draft the form keeps: the account id, else the name; one shared slot before anyone logs in. */
function draftOwnerOf(user: UserProfile | null): string {
  return (
    user?.accountId ?? (user?.UserId != null ? String(user.UserId) : (user?.name ?? 'anonymous'))
  );
}

function draftText(step: StepFormStep, values: StepFormValues): string {
  return `${step}|${JSON.stringify(values)}`;
}

/** The values as the server takes them; only called with values the schema accepted. */
function toRequest(values: StepFormValues): ChannelFormRequest {
  const [start, end] = values.promotionTime;
  return {
    ...values,
    channelType: values.channelType as ChannelType,
    promotionTime: [start as IsoDate, end as IsoDate],
  };
}

/** Props of `StepFormScreen`. */
export interface StepFormScreenProps {
  /**
   * The day it is (`YYYY-MM-DD`): a promotion must not end before it, and the calendar greys the days before it.
   * Default the device's local date; stories and tests fix it.
   */
  today?: string;
}

/**
 * Form → Step form (admin only): create a channel in three steps — basic information, channel
 * information, finish — with the form's rules. What is typed is kept as the user's draft (restored with a
 * notice and a discard option after a reload), survives going back and forth and a session expiry (re-login in place),
 * and the tab bar asks before closing a tab that holds it.
 */
export function StepFormScreen({ today }: StepFormScreenProps) {
  const { user } = useSession();
  const owner = draftOwnerOf(user);
  // Another account gets its own form and draft.
  return <StepFormFlow key={owner} owner={owner} today={today ?? toIsoDate(new Date())} />;
}

function StepFormFlow({ owner, today }: { owner: string; today: string }) {
  const { t } = useFeatureTranslation(stepFormLocale);
  const host = useScreenHost();
  const client = useApiClient();
  const toaster = useToaster();
  const [restored] = useState(() => readStepFormDraft(browserStorage(), owner));
  const [noticeOpen, setNoticeOpen] = useState(restored !== null);
  const [step, setStep] = useState<StepFormStep>(restored?.step ?? 'basic');
  const [submitted, setSubmitted] = useState<ChannelFormRequest | null>(null);
  const { control, getValues, handleSubmit, reset, setValue, trigger, formState } =
    useForm<StepFormValues>({
      resolver: yupResolver(stepFormSchema),
      context: { today } satisfies StepFormSchemaContext,
      defaultValues: restored?.values ?? EMPTY_STEP_FORM,
      // Messages appear when a field is left, and on Next / Submit; once shown they follow every change.
      mode: 'onTouched',
    });

  // A refusal is toasted by the data layer's error policy (contract §8); the form keeps every value.
  const { mutateAsync: send } = useMutation({
    mutationFn: (body: ChannelFormRequest) => submitChannelForm(client, body),
  });

  // Every field, complete: the form was given every default.
  const values = useWatch({ control }) as StepFormValues;
  const snapshot = JSON.stringify(values);
  const holdsInput = step !== 'finish' && !isEmptyStepForm(values);
  useUnsavedChanges(holdsInput);

  // Every change (of a value or of the step) is the new draft. Compared as text, not by identity.
  const lastSaved = useRef(restored ? draftText(restored.step, restored.values) : null);
  useEffect(() => {
    if (step === 'finish') return;
    const text = `${step}|${snapshot}`;
    if (text === lastSaved.current) return;
    lastSaved.current = text;
    saveStepFormDraft(browserStorage(), owner, {
      savedAt: new Date().toISOString(),
      step,
      values: JSON.parse(snapshot) as StepFormValues,
    });
  }, [snapshot, step, owner]);

  // A new step moves focus to its heading (or the result), so a screen reader starts reading there.
  const sectionRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    (step === 'finish' ? resultRef.current : sectionRef.current)?.focus();
  }, [step]);

  const next = async () => {
    if (await trigger([...STEP_FORM_FIELDS.basic], { shouldFocus: true })) {
      setStep('channel');
      return;
    }
    // As after a submit, the step's messages now follow every change (not only the next blur).
    for (const name of STEP_FORM_FIELDS.basic) {
      setValue(name, getValues(name) as never, { shouldTouch: true });
    }
  };

  const submit = handleSubmit(
    async (valid) => {
      const body = toRequest(valid);
      try {
        await send(body);
      } catch {
        // Told by the error policy; everything typed stays for another try.
        return;
      }
      removeStepFormDraft(browserStorage(), owner);
      setNoticeOpen(false);
      setSubmitted(body);
      setStep('finish');
    },
    (errors) => {
      // Only possible with a restored draft edited elsewhere: send the user to the step that needs them.
      if (STEP_FORM_FIELDS.basic.some((name) => errors[name])) setStep('basic');
    },
  );

  const startOver = () => {
    removeStepFormDraft(browserStorage(), owner);
    lastSaved.current = draftText('basic', EMPTY_STEP_FORM);
    reset(EMPTY_STEP_FORM);
    setNoticeOpen(false);
    setSubmitted(null);
    setStep('basic');
  };

  const discardDraft = () => {
    startOver();
    toaster.show({ type: 'info', message: t('stepForm.draft.discarded') });
  };

  const steps: StepItemData[] = STEP_FORM_STEPS.map((name) => ({
    title: t(`stepForm.steps.${name}`),
    description: t(`stepForm.steps.${name}Description`),
  }));
  const current = STEP_FORM_STEPS.indexOf(step);
  const titleId = useId();
  const sectionId = useId();
  const [pageRef, pageWidth] = useWidth();
  const labelWidth = STEP_FORM_LABEL_WIDTH[useLocale().locale];

  return (
    <StepFormPage as="section" ref={pageRef} aria-labelledby={titleId}>
      <PageTitle id={titleId}>{t('stepForm.title')}</PageTitle>
      <StepFormSteps
        items={steps}
        // The finish step is done, not in progress, once the channel exists.
        current={step === 'finish' ? steps.length : current}
        aria-label={t('stepForm.steps.label')}
        direction={
          pageWidth != null && pageWidth < STEP_FORM_VERTICAL_STEPS_BELOW
            ? 'vertical'
            : 'horizontal'
        }
      />
      {step === 'finish' && submitted ? (
        <StepFormFinish
          submitted={submitted}
          resultRef={resultRef}
          onViewResult={() => host.navigate(RESULT_PATH)}
          onCreateAnother={startOver}
        />
      ) : (
        <StepFormBody>
          {noticeOpen && restored ? (
            <StepFormDraftNotice
              savedAt={restored.savedAt}
              onDiscard={discardDraft}
              onClose={() => setNoticeOpen(false)}
            />
          ) : null}
          <form
            noValidate
            aria-labelledby={sectionId}
            onSubmit={(event) => {
              // Enter in a field of the first step means Next, not a submit of fields not yet shown.
              if (step === 'channel') return void submit(event);
              event.preventDefault();
              void next();
            }}
          >
            <VisuallyHidden asChild>
              <StepFormSectionTitle id={sectionId} ref={sectionRef} tabIndex={-1}>
                {t(`stepForm.sections.${step === 'channel' ? 'channel' : 'basic'}`)}
              </StepFormSectionTitle>
            </VisuallyHidden>
            {step === 'channel' ? (
              <StepFormChannelFields control={control} />
            ) : (
              <StepFormBasicFields control={control} today={today} />
            )}
            <StepFormActions $labelWidth={labelWidth}>
              {step === 'channel' ? (
                <>
                  {/*
                   * Keyed so React never turns this button into Next in place: the click that shows the first step
                   * would then end on a submit button and submit the form (the browser acts after the handlers).
                   */}
                  <Button
                    key="previous"
                    type="button"
                    disabled={formState.isSubmitting}
                    onClick={() => setStep('basic')}
                  >
                    {t('stepForm.actions.previous')}
                  </Button>
                  <Button
                    key="submit"
                    type="submit"
                    variant="primary"
                    loading={formState.isSubmitting}
                  >
                    {t('stepForm.actions.submit')}
                  </Button>
                </>
              ) : (
                <Button key="next" type="submit" variant="primary">
                  {t('stepForm.actions.next')}
                </Button>
              )}
            </StepFormActions>
            <StepFormHint $labelWidth={labelWidth}>{t('stepForm.draft.autosave')}</StepFormHint>
          </form>
        </StepFormBody>
      )}
    </StepFormPage>
  );
}

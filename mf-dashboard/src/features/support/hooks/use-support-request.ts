import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type SupportRequestTypeId,
  brand,
  canSubmitSupportRequest,
  encodeSupportDescription,
} from '@cedar/shared/domain';
import type { DashboardCohort } from '../../../lib/dashboard-cohort';
import { createSupportRequest } from '../api/create-support-request';
import { mySupportRequestsKey } from '../api/get-my-support-requests';
import { supportCourseId } from '../lib/support-course';

/** Steps of the support-request flow (§4). */
export type SupportRequestStep = 'type' | 'form' | 'sending' | 'success' | 'failure';

/** Answers by question key; null is empty (§5). */
export type SupportAnswers = Record<string, string | null>;

/** The support-request flow: choose a type, fill the form, send, then success or failure. */
export interface SupportRequestFlow {
  step: SupportRequestStep;
  typeId: SupportRequestTypeId | null;
  answers: SupportAnswers;
  canSubmit: boolean;
  chooseType(typeId: SupportRequestTypeId): void;
  answer(key: string, value: string | null): void;
  /** From the form back to the types. */
  back(): void;
  submit(): void;
  /** From a failure back to the form, answers kept. */
  goBack(): void;
  reset(): void;
}

/** Runs the flow for the signed-in learner in their cohort. */
export function useSupportRequest(
  cohort: Pick<DashboardCohort, 'email' | 'user' | 'cohortId' | 'courses'>,
): SupportRequestFlow {
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<SupportRequestStep>('type');
  const [typeId, setTypeId] = useState<SupportRequestTypeId | null>(null);
  const [answers, setAnswers] = useState<SupportAnswers>({});
  const canSubmit = typeId !== null && canSubmitSupportRequest(typeId, answers);

  const submit = () => {
    if (!typeId || !canSubmit || !cohort.email || !cohort.cohortId) return;
    setStep('sending');
    createSupportRequest({
      request_type_id: typeId,
      source: brand.supportRequestSource,
      lms_course_id: supportCourseId(cohort.courses),
      cohort_id: cohort.cohortId,
      user_lms_id: cohort.user?.user_lms_id ?? null,
      user_slack_id: cohort.user?.user_slack_id ?? null,
      description: encodeSupportDescription(typeId, answers),
      email: cohort.email,
    }).then(
      () => {
        setStep('success');
        void mutate(mySupportRequestsKey);
      },
      () => setStep('failure'),
    );
  };

  return {
    step,
    typeId,
    answers,
    canSubmit,
    chooseType: (id) => {
      if (id !== typeId) setAnswers({});
      setTypeId(id);
      setStep('form');
    },
    answer: (key, value) => setAnswers((current) => ({ ...current, [key]: value })),
    back: () => setStep('type'),
    submit,
    goBack: () => setStep('form'),
    reset: () => {
      setStep('type');
      setTypeId(null);
      setAnswers({});
    },
  };
}

'use client';

import { useState, type ReactNode } from 'react';
import type { Limit } from '@/lib/api/limits/limit';
import { saveLimits, type LimitChange, type LimitQuestion } from '@/lib/api/limits/saveLimits';
import { serviceTitle } from '@/lib/limits/errors';
import { QuestionsDialog } from './QuestionsDialog';
import type { Note } from './ResultNote';
import { useLimitsPage } from './pageContext';
import { useLimitWords } from './useLimitWords';

interface Test {
  questions: LimitQuestion[];
  tokenGuid: string;
  types: number[];
}

/**
 * Saving limits (limits-coupon-auth.md §5, §7, §8): `POST limits`; a 202 answer asks the questions first
 * and their answers decide (all right: saved, a raise pending for 24 h; any wrong: nothing
 * changed). A captcha the service asks for is shown by the page's captcha step and the save sent
 * again by the request layer (lib/api/http/request.ts). A refusal shows the service's title.
 */
export function useLimitSave(onNote: (note: Note | null) => void, onSaved?: () => void): { save: (changes: LimitChange[]) => Promise<void>; busy: boolean; dialog: ReactNode } {
  const { lng, refresh } = useLimitsPage();
  const { t } = useLimitWords();
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<Test | null>(null);

  const saved = (types: number[], limits: Limit[]) => {
    const waiting = limits.some((limit) => types.includes(limit.limitType) && limit.limitState === 'PENDING');
    onNote({ kind: 'success', text: waiting ? t('savedPending') : t('saved') });
    onSaved?.();
  };

  async function save(changes: LimitChange[]) {
    if (busy) return;
    setBusy(true);
    onNote(null);
    const types = changes.map((change) => change.limitType);
    try {
      const answer = await saveLimits(changes, lng);
      void refresh(answer.limitsData);
      if (answer.status === 202 && answer.tokenGuid) setTest({ questions: answer.questions, tokenGuid: answer.tokenGuid, types });
      else saved(types, answer.limitsData);
    } catch (error) {
      onNote({ kind: 'error', text: serviceTitle(error) ?? t('saveError') });
    } finally {
      setBusy(false);
    }
  }

  const dialog = test ? (
    <QuestionsDialog
      questions={test.questions}
      tokenGuid={test.tokenGuid}
      onClose={() => {
        setTest(null);
        onNote({ kind: 'error', text: t('questions.skipped') });
      }}
      onResult={(result) => {
        setTest(null);
        void refresh(result.limitsData);
        if (result.success) saved(test.types, result.limitsData);
        else onNote({ kind: 'error', text: t('questions.wrong') });
      }}
    />
  ) : null;

  return { save, busy: busy || test !== null, dialog };
}

'use client';

import { useId, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { fetchIdeaCategories, ideaCategoriesKey } from '@/lib/api/ideas/categories';
import { ideasKey, type Idea } from '@/lib/api/ideas/ideas';
import { postIdea, type IdeaDraft } from '@/lib/api/ideas/postIdea';
import { IDEA_TEXT_MAX, IDEA_TEXT_MIN, IDEA_TITLE_MAX } from '@/lib/rules/ideas';
import { ErrorState } from '@/components/ui/ErrorState';
import { IDEA_FIELDS, validateIdea, type FieldProblem, type IdeaField } from './validateIdea';

const EMPTY: IdeaDraft = { categoryId: '', title: '', text: '' };

/**
 * The new idea (docs/ideas-api.md): a category, a title and a text with its counter. Problems show
 * next to their field once the player sends, the first one gets the focus; the form is disabled
 * while sending; the new idea goes to the top of the list below without asking for it again.
 */
export function IdeaForm() {
  const t = useTranslations('ideas');
  const lng = useLocale();
  const format = useFormatter();
  const id = useId();
  const { mutate } = useSWRConfig();
  const categories = useSWR(ideaCategoriesKey(lng), () => fetchIdeaCategories(lng));
  const [draft, setDraft] = useState<IdeaDraft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fields = useRef<Partial<Record<IdeaField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const problems = tried ? validateIdea(draft) : {};

  const describe = (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'ideas_daily_limit') {
      const retryAt = typeof error.meta?.retryAt === 'string' ? new Date(error.meta.retryAt) : null;
      const limit = typeof error.meta?.limit === 'number' ? error.meta.limit : 5;
      const at = retryAt && !Number.isNaN(retryAt.getTime()) ? format.dateTime(retryAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
      return t('dailyLimit', { limit, at });
    }
    if (error instanceof ApiError && error.code === 'validation') return t('invalid');
    return t('failed');
  };

  const submit = async () => {
    setTried(true);
    setFailure(null);
    setSent(false);
    const found = validateIdea(draft);
    const first = IDEA_FIELDS.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      const idea = await postIdea({ categoryId: draft.categoryId, title: draft.title.trim(), text: draft.text.trim() }, lng);
      await mutate(ideasKey(lng), (current: Idea[] | undefined) => [idea, ...(current ?? []).filter((item) => item.id !== idea.id)], { revalidate: false });
      setDraft(EMPTY);
      setTried(false);
      setSent(true);
    } catch (caught) {
      setFailure(describe(caught));
    } finally {
      setBusy(false);
    }
  };

  const set = (field: IdeaField) => (event: { target: { value: string } }) => setDraft((old) => ({ ...old, [field]: event.target.value }));
  const a11y = (field: IdeaField, extra?: string) => {
    const described = [problems[field] ? `${id}-${field}-error` : '', extra ?? ''].filter(Boolean).join(' ');
    return { id: `${id}-${field}`, 'aria-invalid': Boolean(problems[field]), 'aria-describedby': described || undefined };
  };
  const error = (field: IdeaField, problem: FieldProblem | undefined) =>
    problem ? (
      <p id={`${id}-${field}-error`} className="idea-field__error">
        {t(problem.key, problem.values)}
      </p>
    ) : null;

  return (
    <form
      className="idea-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="panel__title">
        {t('formTitle')}
      </h2>
      <fieldset className="idea-form__fields" disabled={busy}>
        <div className="idea-field">
          <label htmlFor={`${id}-categoryId`}>{t('category')}</label>
          <select
            {...a11y('categoryId')}
            ref={(element) => void (fields.current.categoryId = element)}
            className="control"
            value={draft.categoryId}
            disabled={!categories.data}
            onChange={set('categoryId')}
          >
            <option value="">{categories.data ? t('categoryPlaceholder') : t('categoriesLoading')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          {error('categoryId', problems.categoryId)}
          {categories.error && !categories.data ? (
            <ErrorState compact text={t('categoriesError')} onRetry={() => void categories.mutate()} pending={categories.isValidating} />
          ) : null}
        </div>
        <div className="idea-field">
          <label htmlFor={`${id}-title`}>{t('ideaTitle')}</label>
          <input
            {...a11y('title')}
            ref={(element) => void (fields.current.title = element)}
            className="control"
            type="text"
            maxLength={IDEA_TITLE_MAX}
            value={draft.title}
            onChange={set('title')}
          />
          {error('title', problems.title)}
        </div>
        <div className="idea-field">
          <label htmlFor={`${id}-text`}>{t('text')}</label>
          <textarea
            {...a11y('text', `${id}-counter`)}
            ref={(element) => void (fields.current.text = element)}
            className="control idea-field__text"
            rows={5}
            maxLength={IDEA_TEXT_MAX}
            value={draft.text}
            onChange={set('text')}
          />
          <p id={`${id}-counter`} className="idea-field__counter muted">
            <span>{t('textHint', { min: IDEA_TEXT_MIN, max: IDEA_TEXT_MAX })}</span>{' '}
            <span>{t('counter', { count: draft.text.trim().length, max: IDEA_TEXT_MAX })}</span>
          </p>
          {error('text', problems.text)}
        </div>
        <div className="idea-form__actions">
          <button type="submit" className="btn btn--accent" aria-busy={busy}>
            {busy ? t('sending') : t('send')}
          </button>
        </div>
      </fieldset>
      {failure ? (
        <p className="idea-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="idea-form__sent" role="status">
        {sent ? t('sent') : ''}
      </p>
    </form>
  );
}

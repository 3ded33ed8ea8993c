import type { TPublicProblem } from '@cleanops/contracts';
import type { TLanguage } from '@cleanops/contracts/rules';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { EnvironmentOutlined } from '@/shared/ui-kit/icons';
import { Logo } from '@/shared/ui-kit/logo';
import { ContractorAnswerForm } from './contractor-answer-form';
import { getPublicProblem } from './contractor-api';
import { type ContractorTranslate, ContractorTranslateContext } from './contractor-translate';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; problem: TPublicProblem }
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'revoked' }
  | { status: 'failed' };

function stateOf(error: unknown): PageState {
  if (!isApiError(error)) return { status: 'failed' };
  if (error.code === 'problem_link_expired') return { status: 'expired' };
  if (error.code === 'problem_link_revoked') return { status: 'revoked' };
  if (error.status === 404 || error.status === 400 || error.status === 410) return { status: 'unknown' };
  return { status: 'failed' };
}

const THUMB = 120;

/** The date a link ends or an answer was given, in the page's language, without the time zone's noise. */
const dateIn = (lng: TLanguage, iso: string) =>
  new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * The page a contractor's link opens (DECISIONS.md §13), without an account: the problem, its photos,
 * the address and the owner's access notes, in the language the owner chose for them, and one
 * answer, "fixed" (with a photo) or "cannot fix" (with a reason). Light like the guest page: plain
 * React, the page's own few styles, no antd, no zod, no i18next.
 */
export function ContractorApp({
  token,
  initialLanguage,
  loadTranslate,
}: {
  token: string;
  /** The browser's language, for what shows before the problem (and its language) is known. */
  initialLanguage: TLanguage;
  loadTranslate: (lng: TLanguage) => Promise<ContractorTranslate>;
}) {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [lng, setLng] = useState(initialLanguage);
  const [t, setT] = useState<ContractorTranslate | null>(null);
  const [answered, setAnswered] = useState<TPublicProblem['answer']>(null);

  useEffect(() => {
    let live = true;
    if (!token) {
      setState({ status: 'unknown' });
      return;
    }
    getPublicProblem(token, initialLanguage).then(
      (problem) => {
        if (!live) return;
        setState({ status: 'ready', problem });
        setAnswered(problem.answer);
        setLng(problem.language);
      },
      (error: unknown) => live && setState(stateOf(error)),
    );
    return () => {
      live = false;
    };
  }, [token, initialLanguage]);

  useEffect(() => {
    let live = true;
    void loadTranslate(lng).then((next) => live && setT(() => next));
    document.documentElement.lang = lng;
    return () => {
      live = false;
    };
  }, [lng, loadTranslate]);

  useEffect(() => {
    if (t) document.title = `${t('contractorPage.title')} · CleanOps`;
  }, [t]);

  if (!t) return <main className="g-page" aria-busy="true" />;
  const problem = state.status === 'ready' ? state.problem : null;
  const closedTitle =
    state.status === 'expired'
      ? t('contractorPage.expiredTitle')
      : state.status === 'revoked'
        ? t('contractorPage.revokedTitle')
        : state.status === 'unknown'
          ? t('contractorPage.unknownTitle')
          : state.status === 'failed'
            ? t('contractorPage.loadFailed')
            : null;

  return (
    <ContractorTranslateContext.Provider value={{ t, lng }}>
      <main className="g-page">
        <header className="g-column g-row g-space-between">
          <Logo size={28} />
        </header>
        {state.status === 'loading' && (
          <section className="g-card g-column" aria-busy="true">
            <div className="g-skeleton" role="status" aria-label={t('contractorPage.loading')} />
          </section>
        )}
        {closedTitle && (
          <section className="g-card g-column">
            <div className="g-result" role="alert">
              <h1 className="g-result-title">{closedTitle}</h1>
              {state.status === 'unknown' && <p className="g-muted">{t('contractorPage.unknownHint')}</p>}
              {(state.status === 'expired' || state.status === 'revoked') && (
                <p className="g-muted">{t('contractorPage.closedHint')}</p>
              )}
            </div>
          </section>
        )}
        {problem && (
          <>
            <section className="g-card g-column g-stack-12">
              <p className="g-muted">{t('contractorPage.hello', { name: problem.contractorName })}</p>
              <h1 className="g-title">{t(`kind.${problem.kind}`)}</h1>
              <span className="g-tag g-tag-error">{t(`severity.${problem.severity}`)}</span>
              <p className="contractor-text">{problem.text}</p>
              <dl className="contractor-facts">
                <dt>{t('contractorPage.address')}</dt>
                <dd>
                  <EnvironmentOutlined style={{ fontSize: 14 }} /> {problem.location.title},{' '}
                  {problem.location.address}
                </dd>
                {problem.room && (
                  <>
                    <dt>{t('contractorPage.room')}</dt>
                    <dd>{problem.room.name}</dd>
                  </>
                )}
                {problem.accessNotes && (
                  <>
                    <dt>{t('contractorPage.accessNotes')}</dt>
                    <dd className="contractor-text">{problem.accessNotes}</dd>
                  </>
                )}
              </dl>
              {problem.photos.length > 0 && (
                <ul className="g-thumbs" aria-label={t('contractorPage.photos')}>
                  {problem.photos.map((photo, index) => (
                    <li key={photo.id} className="g-thumb">
                      <a href={photo.url} target="_blank" rel="noreferrer">
                        <img
                          src={photo.thumbUrl ?? photo.url}
                          alt={t('contractorPage.photoAlt', { number: index + 1 })}
                          width={THUMB}
                          height={THUMB}
                          loading="lazy"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {!answered && (
                <p className="g-muted g-small">
                  {t('contractorPage.validUntil', { date: dateIn(lng, problem.expiresAt) })}
                </p>
              )}
            </section>
            <section className="g-card g-column">
              {answered ? (
                <div className="g-result" role="status" data-testid="contractor-answered">
                  <p className="g-result-title">
                    {t(`contractorPage.answered_${answered.outcome}`, {
                      date: dateIn(lng, answered.answeredAt),
                    })}
                  </p>
                  <p className="g-muted">{t('contractorPage.doneHint')}</p>
                </div>
              ) : (
                <ContractorAnswerForm token={token} onAnswered={setAnswered} />
              )}
            </section>
          </>
        )}
      </main>
    </ContractorTranslateContext.Provider>
  );
}

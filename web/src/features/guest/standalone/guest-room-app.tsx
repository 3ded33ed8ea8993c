import type { TLanguage, TPublicRoom } from '@cleanops/contracts';
import { LANGUAGES } from '@cleanops/contracts/rules';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { LANGUAGE_STORAGE_KEY } from '@/shared/i18n/browser-language-sources';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { CheckCircleOutlined, EnvironmentOutlined } from '@/shared/ui-kit/icons';
import { Logo } from '@/shared/ui-kit/logo';
import { lastCleanedText } from '../model/last-cleaned';
import { type CallContext, getPublicRoom } from './guest-api';
import { asGuest, type GuestSession, readGuestSession } from './guest-session';
import { ReviewForm } from './review-form';
import { StaffCard } from './staff-card';
import { loadTranslate, type Translate } from './translate';
import { GuestI18nContext, useGuestI18n } from './translate-context';

type RoomState =
  | { status: 'loading' }
  | { status: 'ready'; room: TPublicRoom }
  | { status: 'unknown' }
  | { status: 'failed' };

function LanguagePicker({ onChange }: { onChange: (lng: TLanguage) => void }) {
  const { t, lng } = useGuestI18n();
  return (
    <select
      className="g-select"
      aria-label={t('language.label')}
      value={lng}
      onChange={(event) => onChange(event.target.value as TLanguage)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}

/** The room's names are not translated: switching the language does not fetch the room again. */
function useRoom(
  token: string,
  session: GuestSession,
  lng: TLanguage,
  onSessionRefused: () => void,
): RoomState {
  const [state, setState] = useState<RoomState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const load = async (attempt: number): Promise<void> => {
      try {
        const room = await getPublicRoom(token, { session, lng });
        if (live) setState({ status: 'ready', room });
      } catch (error) {
        if (!live) return;
        if (!isApiError(error)) setState({ status: 'failed' });
        else if (error.status === 401 && session.token) onSessionRefused();
        else if (error.status === 404 || !token) setState({ status: 'unknown' });
        // A phone that lost the network for a moment gets one more try, as the app's query does.
        else if (error.isNetworkError && attempt === 0) await load(1);
        else setState({ status: 'failed' });
      }
    };
    if (token) void load(0);
    else setState({ status: 'unknown' });
    return () => {
      live = false;
    };
  }, [token, session, lng, onSessionRefused]);
  return state;
}

/**
 * What a room's QR code opens (DECISIONS.md §6, §8), as its own small page: it names the
 * room and its location and takes a guest's review; a signed-in employee is offered their work here
 * first.
 */
export function GuestRoomApp({
  token,
  initialLanguage,
  translations,
}: {
  token: string;
  initialLanguage: TLanguage;
  /** The first translations, already on their way when React starts. */
  translations: Promise<Translate>;
}) {
  const [lng, setLng] = useState(initialLanguage);
  const [t, setT] = useState<Translate | null>(null);
  const [session, setSession] = useState(readGuestSession);
  const refuseSession = useMemo(() => () => setSession((s) => asGuest(s)), []);
  const room = useRoom(token, session, initialLanguage, refuseSession);
  const [reviewing, setReviewing] = useState(false);
  // The room went away while the guest was writing: the same state as scanning an unknown code.
  const [gone, setGone] = useState(false);
  const context: CallContext = useMemo(() => ({ session, lng }), [session, lng]);

  useEffect(() => {
    let live = true;
    const loading = lng === initialLanguage ? translations : loadTranslate(lng);
    void loading.then((next) => live && setT(() => next));
    document.documentElement.lang = lng;
    return () => {
      live = false;
    };
  }, [lng, initialLanguage, translations]);

  const ready = room.status === 'ready' && !gone ? room.room : null;
  useEffect(() => {
    if (!t) return;
    document.title = `${ready ? ready.roomName : t('title')} · CleanOps`;
  }, [t, ready]);

  if (!t) return <main className="g-page" aria-busy="true" />;

  const changeLanguage = (next: TLanguage) => {
    // Kept where the app's language detector reads it: the app opens in the same language.
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private modes may refuse storage; the choice still holds for this page.
    }
    setLng(next);
  };
  const unknown = gone || room.status === 'unknown';
  const cleaned = ready?.lastCleaned ? lastCleanedText(ready.lastCleaned, new Date(), lng, t) : null;
  const staffRoomId = session.worksHere ? ready?.roomId : undefined;

  return (
    <GuestI18nContext.Provider value={{ t, lng }}>
      <main className="g-page">
        <header className="g-column g-row g-space-between">
          <Logo size={28} />
          <LanguagePicker onChange={changeLanguage} />
        </header>
        <section className="g-card g-column" aria-busy={room.status === 'loading'}>
          {room.status === 'loading' && (
            <div className="g-skeleton" role="status" aria-label={t('loading')} />
          )}
          {(unknown || room.status === 'failed') && (
            <div className="g-result" role="alert">
              <p className="g-result-title">{unknown ? t('unknown.title') : t('loadFailed')}</p>
              {unknown && <p className="g-muted">{t('unknown.hint')}</p>}
            </div>
          )}
          {ready && (
            <div className="g-stack-8">
              <span className="g-muted g-row g-gap-6">
                <EnvironmentOutlined style={{ fontSize: 16 }} /> {ready.locationTitle}
              </span>
              <h1 className="g-title">{ready.roomName}</h1>
              {cleaned && (
                <p className="g-row g-gap-6">
                  <CheckCircleOutlined style={{ fontSize: 16 }} /> {cleaned}
                </p>
              )}
              {!staffRoomId && !ready.closed && <p className="g-muted">{t('welcome')}</p>}
            </div>
          )}
          {ready?.closed && (
            // The location closes a room while a problem that blocks its use is open (DECISIONS.md §13).
            <div className="g-alert g-alert-warning" role="status" data-testid="guest-room-closed">
              <p className="g-strong">{t('closed.title')}</p>
              <p>{t('closed.hint')}</p>
            </div>
          )}
        </section>
        {ready && staffRoomId && (
          <StaffCard
            roomId={staffRoomId}
            context={context}
            reviewing={reviewing}
            onReview={() => setReviewing(true)}
          />
        )}
        {ready && !ready.closed && (!staffRoomId || reviewing) && (
          <section className="g-card g-column">
            <ReviewForm token={token} context={context} onGone={() => setGone(true)} />
          </section>
        )}
      </main>
    </GuestI18nContext.Provider>
  );
}

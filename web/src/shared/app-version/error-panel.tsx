import { pickLanguage, type TLanguage } from '@cleanops/contracts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguageSources } from '../i18n/browser-language-sources';
import { currentLanguage } from '../i18n/i18n';
import { Button } from '../ui-kit/button';
import { ExclamationCircleOutlined, InfoCircleOutlined } from '../ui-kit/icons';
import { PageLoading } from '../ui-kit/page-loading';
import { isChunkLoadError } from './chunk-error';
import { chunkReloader } from './chunk-reload';

type Text =
  | 'outdatedTitle'
  | 'outdatedText'
  | 'crashTitle'
  | 'crashText'
  | 'offlineTitle'
  | 'offlineText'
  | 'reload'
  | 'reloading';

/**
 * The same texts as common.json's `appVersion`, for when even those could not load (the network
 * that lost a chunk may have lost the translations too): the error page never shows raw keys.
 */
const BUILT_IN: Record<TLanguage, Record<Text, string>> = {
  en: {
    outdatedTitle: 'CleanOps has been updated',
    outdatedText:
      'This page belongs to the previous version and can no longer load. Reload to continue with the new one.',
    crashTitle: 'Something went wrong on this page',
    crashText: 'Reload the page to continue.',
    offlineTitle: 'This part needs a connection',
    offlineText:
      'It is not on this phone yet. Try again once you have signal; what you did without signal is kept.',
    reload: 'Reload',
    reloading: 'Loading the new version…',
  },
  kk: {
    outdatedTitle: 'CleanOps жаңартылды',
    outdatedText:
      'Бұл бет алдыңғы нұсқаға тиесілі және енді жүктелмейді. Жаңа нұсқада жалғастыру үшін бетті қайта жүктеңіз.',
    crashTitle: 'Бұл бетте бірдеңе дұрыс болмады',
    crashText: 'Жалғастыру үшін бетті қайта жүктеңіз.',
    offlineTitle: 'Бұл бөлімге байланыс керек',
    offlineText:
      'Ол бұл телефонда әлі жоқ. Байланыс пайда болғанда қайталап көріңіз; байланыссыз жасағаныңыз сақталады.',
    reload: 'Қайта жүктеу',
    reloading: 'Жаңа нұсқа жүктелуде…',
  },
  ru: {
    outdatedTitle: 'CleanOps обновлён',
    outdatedText:
      'Эта страница относится к прежней версии и больше не может загрузиться. Перезагрузите её, чтобы продолжить в новой.',
    crashTitle: 'На этой странице что-то пошло не так',
    crashText: 'Перезагрузите страницу, чтобы продолжить.',
    offlineTitle: 'Для этого раздела нужна связь',
    offlineText:
      'Его ещё нет на этом телефоне. Попробуйте снова, когда появится связь; сделанное без связи сохранено.',
    reload: 'Перезагрузить',
    reloading: 'Загружается новая версия…',
  },
  es: {
    outdatedTitle: 'CleanOps se ha actualizado',
    outdatedText:
      'Esta página pertenece a la versión anterior y ya no puede cargarse. Recarga para seguir con la nueva.',
    crashTitle: 'Algo ha fallado en esta página',
    crashText: 'Recarga la página para continuar.',
    offlineTitle: 'Esta parte necesita conexión',
    offlineText:
      'Todavía no está en este teléfono. Vuelve a intentarlo cuando tengas conexión; lo que hiciste sin conexión se guarda.',
    reload: 'Recargar',
    reloading: 'Cargando la nueva versión…',
  },
};

/**
 * What a page shows instead of crashing, for the router's errorElement and for the error
 * boundary around each lazily loaded page. A file of an older build that a deployment removed reloads
 * the page once by itself (chunk-reload.ts); any other error, or the same file failing again, shows
 * this page with a reload button. A file that fails without signal is not a deployment: the page says
 * that part needs a connection.
 */
export function ErrorPanel({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const [reloading] = useState(() => chunkReloader.reloadOnce(error));
  const missingFile = isChunkLoadError(error);
  const offline = missingFile && !navigator.onLine;
  const outdated = missingFile && !offline;
  const language = i18n.resolvedLanguage ? currentLanguage() : pickLanguage(browserLanguageSources());
  const text = (key: Text) =>
    t(`appVersion.${key}`, { lng: language, defaultValue: BUILT_IN[language][key] });

  if (reloading || chunkReloader.reloading) return <PageLoading label={text('reloading')} />;
  const Icon = outdated ? InfoCircleOutlined : ExclamationCircleOutlined;
  // Plain elements: this page is in the first download, antd is not.
  return (
    <div
      className="pui"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 16,
        padding: '48px 24px',
        textAlign: 'center',
      }}
    >
      <span style={{ color: outdated ? 'var(--kit-primary)' : 'var(--kit-warning-strong)' }}>
        <Icon style={{ fontSize: 64 }} />
      </span>
      <h1 style={{ fontSize: 22, margin: 0, color: 'var(--kit-text)', fontWeight: 600 }}>
        {text(offline ? 'offlineTitle' : outdated ? 'outdatedTitle' : 'crashTitle')}
      </h1>
      <p style={{ margin: 0, maxWidth: 520, color: 'var(--kit-text-secondary)' }}>
        {text(offline ? 'offlineText' : outdated ? 'outdatedText' : 'crashText')}
      </p>
      <Button size="large" type="primary" onClick={() => window.location.reload()}>
        {text('reload')}
      </Button>
    </div>
  );
}

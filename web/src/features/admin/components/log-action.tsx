import { useTranslation } from 'react-i18next';

/** An action's name in the page language; an action this screen does not know shows as written. */
export function useActionLabel() {
  const { t, i18n } = useTranslation('admin');
  return (action: string) =>
    i18n.exists(`admin:logs.actions.${action}`) ? t(`logs.actions.${action}`) : action;
}

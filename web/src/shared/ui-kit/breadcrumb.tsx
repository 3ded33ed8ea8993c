import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  key?: string;
  /** A link back up, or for the last crumb (the page itself) its name. */
  title: ReactNode;
}

/**
 * The way back up the places tree ("Locations / Sea view / Kitchen"), in antd's breadcrumb look:
 * plain, since antd's Breadcrumb brings its dropdown and menu code to the places
 * pages a phone opens. The last crumb is the current page.
 */
export function PlainBreadcrumb({ items, style }: { items: Crumb[]; style?: CSSProperties }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumb')} className="pui-breadcrumb" style={style}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={item.key ?? index}>
              <li aria-current={last ? 'page' : undefined}>{item.title}</li>
              {!last && (
                <li aria-hidden className="pui-breadcrumb-separator">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

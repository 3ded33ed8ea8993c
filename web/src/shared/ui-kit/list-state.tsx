import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';
import { PlainEmpty } from './empty';
import { Skeleton } from './skeleton';
import { StatusResult } from './status-result';
import './list-state.css';

type ListStateProps =
  | {
      state: 'loading';
      /** The placeholder's lines, about as many as the rows that will come. */
      rows?: number;
      /** A round placeholder before the lines, for a list of people. */
      avatar?: boolean;
      /** For a list drawn as cards: this many placeholder cards, in the cards' columns. */
      cards?: number;
    }
  | {
      state: 'empty';
      /** What is missing ("No employees yet"), or why ("Nothing matches the filters"). */
      description: ReactNode;
      /** What to do next: add the first one, clear the filters. */
      children?: ReactNode;
    }
  | {
      state: 'error';
      /** What could not load; the toast has already said why. */
      title: ReactNode;
      onRetry: () => void;
      /** The retry is on its way: the button shows it and ignores more presses. */
      retrying?: boolean;
    };

/**
 * What a list shows instead of its rows while they load, when there are none, and when they could
 * not load (with a retry): one look for every list, without antd, so plain pages use it too.
 */
export function ListState(props: ListStateProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  if (props.state === 'loading') {
    const lines = <Skeleton rows={props.rows ?? 4} avatar={props.avatar} />;
    return (
      <div role="status" aria-busy="true">
        <span className="pui-visually-hidden">{t('loading', { defaultValue: 'Loading…' })}</span>
        {props.cards ? (
          <div className="kit-list-state-cards">
            {Array.from({ length: props.cards }, (_, card) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards, never reordered.
              <Card key={card} size="small">
                {lines}
              </Card>
            ))}
          </div>
        ) : (
          lines
        )}
      </div>
    );
  }
  if (props.state === 'empty') {
    return <PlainEmpty description={props.description}>{props.children}</PlainEmpty>;
  }
  return (
    <StatusResult
      status="warning"
      title={props.title}
      extra={
        <Button size="middle" onClick={props.onRetry} loading={props.retrying}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}

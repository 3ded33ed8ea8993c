import type { CSSProperties, ReactNode } from 'react';
import './steps.css';
import { CheckOutlined } from './icons';

export interface StepItem {
  key: string;
  title: ReactNode;
}

/**
 * The numbered steps of a process (a wizard's pages): the ones done carry a tick and, when `onChange`
 * is given, are buttons back to that step; the current one is marked for screen readers
 * (`aria-current="step"`); the ones to come are plain text. On a narrow screen the titles go under
 * their numbers (`titlePlacement="vertical"`).
 */
export function Steps({
  items,
  current,
  onChange,
  titlePlacement = 'horizontal',
  style,
}: {
  items: StepItem[];
  current: number;
  onChange?: (index: number) => void;
  titlePlacement?: 'horizontal' | 'vertical';
  style?: CSSProperties;
}) {
  return (
    <ol className="kit-steps" data-title-placement={titlePlacement} style={style}>
      {items.map((item, index) => {
        const status = index < current ? 'finish' : index === current ? 'process' : 'wait';
        const mark = (
          <>
            <span className="kit-steps-icon" aria-hidden="true">
              {status === 'finish' ? <CheckOutlined /> : index + 1}
            </span>
            <span className="kit-steps-title">{item.title}</span>
          </>
        );
        return (
          <li key={item.key} className="kit-steps-item" data-status={status}>
            {status === 'finish' && onChange ? (
              <button type="button" className="kit-steps-button" onClick={() => onChange(index)}>
                {mark}
              </button>
            ) : (
              <span className="kit-steps-button" aria-current={status === 'process' ? 'step' : undefined}>
                {mark}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

import type { InputNumberProps, SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import {
  type ComponentType,
  type CSSProperties,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
} from 'react';
import { loadOnce } from './internal/load-once';

type Controls = typeof import('./internal/antd-controls');

/**
 * Fetches the pickers' and select's code (once; again after a failure). A dialog with a form asks for it
 * with its own code (lazy-dialog.tsx), so it opens with its fields ready.
 */
export const preloadControls: () => Promise<Controls> = loadOnce(() => import('./internal/antd-controls'));

interface PlaceholderProps {
  style?: CSSProperties;
  className?: string;
  /** antd's sizes: small, middle (or medium), large. */
  size?: string;
  placeholder?: ReactNode | [string, string];
  /** A select's chosen value and its options: the chosen option's label shows while the code arrives. */
  value?: unknown;
  options?: { value?: unknown; label?: ReactNode }[];
  /** A number field's unit after its value (InputNumber's suffix). */
  suffix?: ReactNode;
}

/**
 * What stands in for a picker or select while its code arrives: a box of the control's size (so nothing
 * moves when it comes) showing the control's placeholder, neither focusable nor announced.
 */
function ControlPlaceholder({
  style,
  className,
  size = 'middle',
  placeholder,
  value,
  options,
  suffix,
}: PlaceholderProps) {
  // A select shows its chosen option's label, a number field its value with its unit.
  const withUnit = typeof suffix === 'string' ? ` ${suffix}` : '';
  const number = typeof value === 'number' ? `${value}${withUnit}` : undefined;
  const chosen = Array.isArray(options) ? options.find((option) => option.value === value)?.label : number;
  const text = chosen ?? (Array.isArray(placeholder) ? placeholder.join(' – ') : placeholder);
  return (
    <span
      className={[
        'lazy-control',
        `lazy-control-${size === 'medium' ? 'middle' : size}`,
        typeof chosen === 'string' && 'lazy-control-value',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      aria-hidden="true"
    >
      {typeof text === 'string' ? text : null}
    </span>
  );
}

function lazyControl(pick: (controls: Controls) => unknown) {
  const Control = lazy(() =>
    preloadControls().then((controls) => ({ default: pick(controls) as ComponentType<object> })),
  );
  return function LazyControl(props: object) {
    return (
      <Suspense fallback={<ControlPlaceholder {...(props as PlaceholderProps)} />}>
        <Control {...props} />
      </Suspense>
    );
  };
}

type PickHandler = (value: unknown, text: unknown, ...rest: unknown[]) => void;

/**
 * A picker given `needConfirm={false}` passes each day or time picked on to `onChange` at once. antd
 * hands the value over only when the panel closes, and a click on Save closes it after the form has
 * been read: the first Save went without the time just picked (or only closed the panel).
 */
function committingOnPick(Picker: ComponentType<Record<string, unknown>>) {
  return function CommittingPicker(props: {
    needConfirm?: boolean;
    onChange?: PickHandler;
    onCalendarChange?: PickHandler;
  }) {
    if (props.needConfirm !== false) return <Picker {...props} />;
    const { onChange, onCalendarChange } = props;
    return (
      <Picker
        {...props}
        onCalendarChange={(value: unknown, text: unknown, ...rest: unknown[]) => {
          onCalendarChange?.(value, text, ...rest);
          if (value && !Array.isArray(value)) onChange?.(value, text);
        }}
      />
    );
  };
}

/**
 * antd's DatePicker, RangePicker, TimePicker, Select and InputNumber with their code (the
 * picker panels, dayjs's plugins, the virtual list, the number field's decimal arithmetic) fetched
 * apart from the page's: a list's rows and a form's other fields show first, on a phone a moment before
 * its filters, pickers and number fields. Same props, types and behaviour as antd's once
 * there; use these, not antd's, so that code stays out of every page.
 * antd's static members (DatePicker.RangePicker, Select.Option) are not here: RangePicker is its own
 * export, and options are passed as `options`.
 */
export const DatePicker = committingOnPick(
  lazyControl((controls) => controls.DatePicker) as ComponentType<Record<string, unknown>>,
) as unknown as Controls['DatePicker'];
export const RangePicker = lazyControl(
  (controls) => controls.DatePicker.RangePicker,
) as Controls['DatePicker']['RangePicker'];
export const TimePicker = committingOnPick(
  lazyControl((controls) => controls.TimePicker) as ComponentType<Record<string, unknown>>,
) as unknown as Controls['TimePicker'];
export const Select = lazyControl((controls) => controls.Select) as <
  ValueType = unknown,
  OptionType extends BaseOptionType | DefaultOptionType = DefaultOptionType,
>(
  props: SelectProps<ValueType, OptionType>,
) => ReactElement;
export const InputNumber = lazyControl((controls) => controls.InputNumber) as <
  T extends number | string = number,
>(
  props: InputNumberProps<T>,
) => ReactElement;
export type { SelectProps } from 'antd';

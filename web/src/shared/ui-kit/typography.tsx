import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTip } from './tip';
import './typography.css';

/**
 * Text, titles, paragraphs and links in the app's type scale, drawn by the kit with antd's
 * Typography API (the part of it the app uses): a type colour, strong, italic, code, an ellipsis on
 * one line or a few (the full text stays in the page for screen readers; a hint shows it on hover when
 * it is cut), rows that open and close with a More/Less button, and a copy button.
 */

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

export type Ellipsis =
  | boolean
  | {
      /** The full text in a hint, shown when the text is cut. */
      tooltip?: string;
      /** Lines shown before the cut; one when not given. */
      rows?: number;
      /** 'collapsible': a button opens the rest and closes it again. */
      expandable?: 'collapsible';
      /** The button's words when it opens (false) and when it closes (true); More/Less otherwise. */
      symbol?: (expanded: boolean) => ReactNode;
    };

export type Copyable =
  | boolean
  | {
      /** What is copied; the text shown when not given. */
      text?: string;
      /** The button's name before and after copying. */
      tooltips?: string[];
      /** The button's icon before and after copying. */
      icon?: ReactNode[];
    };

interface CommonProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className' | 'style'> {
  type?: TextType;
  strong?: boolean;
  italic?: boolean;
  code?: boolean;
  /** Struck through, as a thing that no longer holds. */
  delete?: boolean;
  ellipsis?: Ellipsis;
  copyable?: Copyable;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** How long the copy button says "Copied". */
const COPIED_MS = 3000;

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

function CopyButton({ copyable, children }: { copyable: Copyable; children: ReactNode }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const [copied, setCopied] = useState(false);
  const options = typeof copyable === 'object' ? copyable : {};
  const names = options.tooltips ?? [t('actions.copy'), t('actions.copied')];
  const name = copied ? names[1] : names[0];

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <PlainTip title={name}>
      <button
        type="button"
        className="kit-typography-copy"
        aria-label={name}
        data-copied={copied || undefined}
        onClick={() => {
          void navigator.clipboard?.writeText(options.text ?? textOf(children)).then(() => setCopied(true));
        }}
      >
        {options.icon ? (copied ? options.icon[1] : options.icon[0]) : copied ? '✓' : '⧉'}
      </button>
    </PlainTip>
  );
}

function Typography({
  as: Element,
  kind,
  type,
  strong,
  italic,
  code,
  delete: struck,
  ellipsis,
  copyable,
  className,
  style,
  ref: outerRef,
  children,
  ...rest
}: CommonProps & { as: 'span' | 'div' | 'a' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5'; kind: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const options = typeof ellipsis === 'object' ? ellipsis : {};
  const rows = ellipsis ? (options.rows ?? 1) : 0;

  // Whether the text is cut now, measured after each layout and when the element's width changes.
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element || !rows || expanded) return;
    setCut(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
  }, [rows, expanded]);

  useLayoutEffect(measure);
  useEffect(() => {
    const element = ref.current;
    if (!element || !rows || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [rows, measure]);

  let content = children;
  if (code) content = <code>{content}</code>;
  if (struck) content = <del>{content}</del>;
  if (italic) content = <i>{content}</i>;
  if (strong) content = <strong>{content}</strong>;

  const classes = ['kit-typography', `kit-${kind}`];
  if (rows === 1 && !expanded) classes.push('kit-ellipsis');
  if (rows > 1 && !expanded) classes.push('kit-ellipsis-rows');
  if (className) classes.push(className);

  const element = (
    <Element
      {...rest}
      ref={(node: HTMLElement | null) => {
        ref.current = node;
        if (typeof outerRef === 'function') outerRef(node);
        else if (outerRef) outerRef.current = node;
      }}
      className={classes.join(' ')}
      data-type={type}
      style={rows > 1 && !expanded ? { ...style, WebkitLineClamp: rows } : style}
    >
      {content}
      {copyable && <CopyButton copyable={copyable}>{children}</CopyButton>}
    </Element>
  );

  if (options.tooltip) {
    return (
      <PlainTip title={cut ? options.tooltip : undefined} block>
        {element}
      </PlainTip>
    );
  }
  if (options.expandable === 'collapsible') {
    return (
      <div className="kit-typography-expandable">
        {element}
        {(cut || expanded) && (
          <button
            type="button"
            className="kit-typography-toggle"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {options.symbol ? options.symbol(expanded) : t(expanded ? 'actions.less' : 'actions.more')}
          </button>
        )}
      </div>
    );
  }
  return element;
}

function Text(props: CommonProps) {
  return <Typography {...props} as="span" kind="text" />;
}

function Paragraph(props: CommonProps) {
  return <Typography {...props} as="div" kind="paragraph" />;
}

function Title({ level = 1, ...props }: CommonProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return <Typography {...props} as={`h${level}`} kind="title" />;
}

function Link(
  props: CommonProps & { href?: string; target?: string; rel?: string; download?: string | boolean },
) {
  return <Typography {...props} as="a" kind="link" />;
}

const TypographyParts = { Text, Paragraph, Title, Link };

export { TypographyParts as Typography };

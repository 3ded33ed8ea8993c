import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  /** The open tab, when the page keeps it (in the address); otherwise the tabs keep it themselves. */
  activeKey?: string;
  onChange?: (key: string) => void;
  /** A tab's content leaves the page when another is chosen (a hidden list would keep polling). */
  destroyOnHidden?: boolean;
}

/**
 * Tabs as WAI-ARIA's tabs pattern (tablist, tab, tabpanel; arrows, Home and End move between tabs and
 * open them), drawn as antd's line tabs. Ours, not antd's: antd's Tabs brings a dropdown and a menu for
 * tabs that do not fit, on every page with tabs; here the row scrolls
 * sideways on a narrow phone instead. A tab's content is made when first opened and kept (hidden)
 * after, as antd's, unless `destroyOnHidden`.
 */
export function Tabs({ items, activeKey, onChange, destroyOnHidden = false }: TabsProps) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const active = items.some((item) => item.key === activeKey) ? activeKey : (ownKey ?? items[0]?.key);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  if (active !== undefined && !opened.has(active)) setOpened(new Set(opened).add(active));

  const choose = (key: string) => {
    if (key === active) return;
    setOwnKey(key);
    onChange?.(key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === active);
    const count = items.length;
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = items[next]!.key;
    choose(key);
    tabRefs.current.get(key)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(button) => {
                if (button) tabRefs.current.set(item.key, button);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className="tabs-tab"
              onClick={() => choose(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.key === active;
        if (!selected && (destroyOnHidden || !opened.has(item.key))) return null;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={!selected}
            className="tabs-panel"
          >
            {item.children}
          </div>
        );
      })}
    </div>
  );
}

import type { TableProps } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table/interface';
import { type ComponentType, type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { Card } from '@/shared/ui-kit/card';
import { inAntdScope, loadAntdProvider } from './antd-scope';
import { LazyPagination } from './lazy-pagination';
import { Skeleton } from './skeleton';
import { useMediaQuery } from './use-media-query';

const loadDesktopTable = () => import('./desktop-table');
// antd's table, inside antd's provider when the page around it is plain.
const DesktopTable = lazy(() =>
  Promise.all([loadDesktopTable(), loadAntdProvider()]).then(([m, antd]) => ({
    default: inAntdScope(m.DesktopTable as ComponentType<TableProps<object>>, antd),
  })),
);
// A screen wide enough for the table starts its code with the page's, not once the page has drawn.
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches) {
  loadDesktopTable().catch(() => undefined);
}

export interface ResponsiveColumn<T> extends ColumnType<T> {
  key: string;
  /**
   * The column's place on a phone's card: `title` heads it, `aside` sits beside the title (a state
   * tag), `actions` closes it without a label, `hidden` leaves it out; by default it is a fact
   * labelled with the column's title.
   */
  card?: 'title' | 'aside' | 'actions' | 'hidden';
}

interface ResponsiveTableProps<T>
  extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'loading' | 'scroll'> {
  columns: ResponsiveColumn<T>[];
  items: T[];
  rowKey: (row: T) => string;
  /** Names the card list for screen readers (the table has its column headers). */
  label: string;
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  cardStyle?: (row: T) => CSSProperties | undefined;
}

function cellOf<T>(column: ResponsiveColumn<T>, row: T, index: number): ReactNode {
  const value =
    typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/**
 * A pager that would hide itself on a list of one page is not drawn at all: drawing it would fetch its
 * code (and antd's, on a plain page) for nothing.
 */
function onePageHidden(pagination: TablePaginationConfig): boolean {
  const pageSize = pagination.pageSize ?? pagination.defaultPageSize ?? 10;
  return pagination.hideOnSinglePage === true && (pagination.total ?? 0) <= pageSize;
}

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

function RowCard<T>({ columns, row, index }: { columns: ResponsiveColumn<T>[]; row: T; index: number }) {
  const part = (role: ResponsiveColumn<T>['card']) =>
    columns
      .filter((column) => column.card === role)
      .map((column) => ({ column, node: cellOf(column, row, index) }))
      .filter(({ node }) => !isEmpty(node));
  const [title] = part('title');
  const [aside] = part('aside');
  const facts = part(undefined);
  const actions = part('actions');
  return (
    <div className="app-row-card">
      {(title || aside) && (
        <div className="app-row-card-head">
          <div className="app-row-card-title">{title?.node}</div>
          {aside?.node}
        </div>
      )}
      {facts.length > 0 && (
        <dl className="app-row-card-facts">
          {facts.map(({ column, node }) => (
            <div key={column.key}>
              <dt>{typeof column.title === 'function' ? null : column.title}</dt>
              <dd>{node}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions.map(({ column, node }) => (
        <div key={column.key}>{node}</div>
      ))}
    </div>
  );
}

/**
 * Every list of the app: an antd table from md up (desktop-table.tsx, loaded only there), laid out to
 * the content so that it fits 1280 px without sideways scrolling, and on a phone a card per
 * row built from the same columns.
 * Cards page only a server-paged list (a pagination with a total); a short client-side list shows whole.
 * The cards are plain (app/global.css, `.app-row-card`), so a plain page's list on a phone loads no antd;
 * the table brings antd's provider when the page around it has none.
 */
export function ResponsiveTable<T extends object>({
  columns,
  items,
  rowKey,
  label,
  loading = false,
  pagination,
  cardStyle,
  ...tableProps
}: ResponsiveTableProps<T>) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (wide) {
    // One lazy component for every row type: the props are this list's own, typed by the caller.
    const table = {
      ...tableProps,
      rowKey,
      columns,
      dataSource: items,
      loading,
      pagination,
    } as unknown as TableProps<object>;
    return (
      <Suspense fallback={<Skeleton rows={6} />}>
        <DesktopTable {...table} />
      </Suspense>
    );
  }
  return (
    <div className="app-row-cards" aria-busy={loading || undefined}>
      {loading && <span className="pui-spinner app-row-cards-spinner" aria-hidden="true" />}
      {/* biome-ignore lint/a11y/useSemanticElements: each item is a Card (a div) with role="listitem" */}
      <div className="app-row-cards-list" role="list" aria-label={label}>
        {items.map((row, index) => (
          <Card
            key={rowKey(row)}
            role="listitem"
            size="small"
            styles={{ body: { padding: 14 } }}
            style={cardStyle?.(row)}
          >
            <RowCard columns={columns} row={row} index={index} />
          </Card>
        ))}
      </div>
      {pagination && pagination.total !== undefined && !onePageHidden(pagination) && (
        <div className="app-row-cards-pager">
          <LazyPagination {...pagination} size="small" />
        </div>
      )}
    </div>
  );
}

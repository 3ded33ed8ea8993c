import { Flex, Grid, Skeleton, Spin, type TableProps, Typography } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table/interface';
import { type ComponentType, type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { Card } from '@/shared/ui/card';
import { LazyPagination } from './lazy-pagination';

const loadDesktopTable = () => import('./desktop-table');
const DesktopTable = lazy(() =>
  loadDesktopTable().then((m) => ({ default: m.DesktopTable as ComponentType<TableProps<object>> })),
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
    <Flex vertical gap={10}>
      {(title || aside) && (
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{title?.node}</div>
          {aside?.node}
        </Flex>
      )}
      {facts.length > 0 && (
        <Flex vertical gap={6} component="dl" style={{ margin: 0 }}>
          {facts.map(({ column, node }) => (
            <Flex key={column.key} gap={8} align="baseline">
              <dt style={{ flex: '0 0 104px' }}>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {typeof column.title === 'function' ? null : column.title}
                </Typography.Text>
              </dt>
              <dd style={{ margin: 0, minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>{node}</dd>
            </Flex>
          ))}
        </Flex>
      )}
      {actions.map(({ column, node }) => (
        <div key={column.key}>{node}</div>
      ))}
    </Flex>
  );
}

/**
 * Every list of the app: an antd table from md up (desktop-table.tsx, loaded only there), laid out to
 * the content so that it fits 1280 px without sideways scrolling (issue 14), and on a phone a card per
 * row built from the same columns.
 * Cards page only a server-paged list (a pagination with a total); a short client-side list shows whole.
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
  const screens = Grid.useBreakpoint();
  if (screens.md) {
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
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <DesktopTable {...table} />
      </Suspense>
    );
  }
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={10} role="list" aria-label={label}>
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
      </Flex>
      {pagination && pagination.total !== undefined && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <LazyPagination {...pagination} size="small" />
        </Flex>
      )}
    </Spin>
  );
}

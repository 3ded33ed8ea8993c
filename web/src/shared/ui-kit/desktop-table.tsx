import { Table, type TableProps } from 'antd';

/**
 * The table ResponsiveTable draws from md up, in a chunk of its own: a phone, which shows cards, never
 * downloads antd's Table. Laid out to the content so that it fits 1280 px without sideways
 * scrolling.
 */
export function DesktopTable<T extends object>(props: TableProps<T>) {
  return (
    <Table<T>
      {...props}
      // Columns size to their content and wrap between words; only a window narrower than the
      // longest words (a tablet) scrolls inside the table rather than the page.
      tableLayout="auto"
      scroll={{ x: true }}
    />
  );
}

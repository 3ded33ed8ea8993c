/** The types of a table's paging and sorting; a list is drawn by ./responsive-table (a table on a wide screen, cards on a phone). */
export type { SorterResult, TableCurrentDataSource, TablePaginationConfig } from 'antd/es/table/interface';

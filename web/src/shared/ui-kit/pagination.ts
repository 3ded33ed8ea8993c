/** Page numbers under a list (antd's Pagination); ./lazy-pagination loads it after the list. */
export { Pagination } from 'antd';

/** A spinner over content that is loading (antd's Spin); a page's first load draws ./skeleton. */
export { Spin } from 'antd';

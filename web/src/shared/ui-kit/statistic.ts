/** A figure with its title (antd's Statistic). */
export { Statistic } from 'antd';

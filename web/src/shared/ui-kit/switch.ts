/** An on/off switch (antd's Switch). */
export { Switch } from 'antd';

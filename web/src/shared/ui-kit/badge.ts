/** A dot or a count on an icon or a label (antd's Badge); ./count-badge is the plain count. */
export { Badge } from 'antd';

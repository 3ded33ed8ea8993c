// The code of antd's pickers and select, one file fetched apart from the pages that use them:
// see lazy-controls.tsx.
export { DatePicker, InputNumber, Select, TimePicker } from 'antd';

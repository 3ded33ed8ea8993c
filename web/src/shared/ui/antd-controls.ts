// The code of antd's pickers and select, one file fetched apart from the pages that use them (issue 13):
// see lazy-controls.tsx.
export { DatePicker, InputNumber, Select, TimePicker } from 'antd';

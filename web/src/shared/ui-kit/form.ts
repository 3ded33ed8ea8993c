/** Forms: antd's Form with its field rules and lists, the one form engine of the app. */
export type { FormInstance, FormItemProps } from 'antd';
export { Form } from 'antd';
export type { Rule, RuleRender } from 'antd/es/form';
export type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList';

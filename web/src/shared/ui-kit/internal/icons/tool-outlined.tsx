import definition from '@ant-design/icons-svg/es/asn/ToolOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ToolOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

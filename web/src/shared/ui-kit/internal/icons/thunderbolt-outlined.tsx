import definition from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ThunderboltOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

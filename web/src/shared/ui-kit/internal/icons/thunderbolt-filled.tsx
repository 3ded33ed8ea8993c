import definition from '@ant-design/icons-svg/es/asn/ThunderboltFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function ThunderboltFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

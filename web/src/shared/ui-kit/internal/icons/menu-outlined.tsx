import definition from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MenuOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

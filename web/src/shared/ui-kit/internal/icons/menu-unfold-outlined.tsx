import definition from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MenuUnfoldOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

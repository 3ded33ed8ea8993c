import definition from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MenuFoldOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

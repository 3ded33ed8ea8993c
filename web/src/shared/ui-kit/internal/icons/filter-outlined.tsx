import definition from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FilterOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

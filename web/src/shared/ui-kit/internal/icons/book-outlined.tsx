import definition from '@ant-design/icons-svg/es/asn/BookOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function BookOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

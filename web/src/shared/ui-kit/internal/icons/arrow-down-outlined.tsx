import definition from '@ant-design/icons-svg/es/asn/ArrowDownOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ArrowDownOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

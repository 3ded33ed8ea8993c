import definition from '@ant-design/icons-svg/es/asn/RightOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function RightOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

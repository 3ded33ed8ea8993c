import definition from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function HomeOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}

import definition from '@ant-design/icons-svg/es/asn/CrownOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CrownOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
